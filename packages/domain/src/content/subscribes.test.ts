import { describe, expect, it } from "vitest";
import { validateSubscribesRange } from "./subscribes";

describe("subscribes date pairs", () => {
  it.each([
    ["2026-01-01", null, "search", "Please select end date."],
    [null, "2026-01-01", "search", "Please select start date."],
    ["2026-01-01", null, "export", "Please enter end date."],
    [null, "2026-01-01", "export", "Please enter start date."],
    ["2026-02-01", "2026-01-01", "search", "Start date should not be greater than end date!"],
    ["2026-02-01", "2026-01-01", "export", "Start date should not be greater than end date!"],
  ] as const)("%s..%s (%s) -> %s", (start, end, mode, message) => {
    expect(validateSubscribesRange(start, end, mode)).toEqual({ ok: false, message });
  });
  it("both or none", () => {
    expect(validateSubscribesRange(null, "", "search")).toEqual({ ok: true, value: null });
    expect(validateSubscribesRange("2026-01-01", "2026-01-01", "export")).toEqual({
      ok: true,
      value: { start: "2026-01-01", end: "2026-01-01" },
    });
  });
});
