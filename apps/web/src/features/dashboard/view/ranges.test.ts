import { THROUGHPUT_RANGE_BACKWARDS, THROUGHPUT_RANGE_TOO_LONG } from "@gbo/domain/dashboard";
import { describe, expect, it } from "vitest";
import { localToday, parseTypedDay, presetOf, presetRange, rangeProblem } from "./ranges";

describe("throughput ranges", () => {
  it("counts today in a preset and recognises a preset range", () => {
    expect(presetRange(7, "2026-11-25")).toEqual({ from: "2026-11-19", to: "2026-11-25" });
    expect(presetOf({ from: "2026-08-28", to: "2026-11-25" }, "2026-11-25")).toBe(90);
    expect(presetOf({ from: "2026-11-20", to: "2026-11-25" }, "2026-11-25")).toBeNull();
  });

  it("refuses with the domain's words what the server would refuse", () => {
    expect(rangeProblem("2026-11-25", "2026-11-01")).toBe(THROUGHPUT_RANGE_BACKWARDS);
    expect(rangeProblem("2025-01-01", "2026-11-25")).toBe(THROUGHPUT_RANGE_TOO_LONG);
    expect(rangeProblem("2026-11-01", null)).toBe("Choose both days of the range.");
    expect(rangeProblem("2026-11-01", "2026-11-25")).toBeNull();
  });

  it("reads typed days as YYYY-MM-DD or month/day/year", () => {
    expect(parseTypedDay("2026-02-03")).toBe("2026-02-03");
    expect(parseTypedDay("2/3/2026")).toBe("2026-02-03");
    expect(parseTypedDay("02-30-2026")).toBeNull();
  });

  it("takes today on the worker's clock", () => {
    const lateEvening = new Date(2026, 10, 25, 23, 30);
    expect(localToday(lateEvening)).toBe("2026-11-25");
  });
});
