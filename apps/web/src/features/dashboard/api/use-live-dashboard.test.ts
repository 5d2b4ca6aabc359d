import { describe, expect, it } from "vitest";
import { refreshDelay } from "./use-live-dashboard";

describe("live refresh delay", () => {
  it("waits the debounce after an event", () => {
    expect(refreshDelay(1_000, 1_000, 1_500, 10_000)).toBe(1_500);
  });

  it("cuts the wait short so a lab that never pauses is re-read within the max wait", () => {
    expect(refreshDelay(10_000, 1_000, 1_500, 10_000)).toBe(1_000);
    expect(refreshDelay(12_000, 1_000, 1_500, 10_000)).toBe(0);
  });
});
