import { describe, expect, it } from "vitest";
import { daysFrom, perDay, rangeDays, tierCodeOf, validateRange, waitingSeries } from "./flow";

describe("waitingSeries", () => {
  it("works back from what waits now: a station gaining more than it finishes climbs", () => {
    // Day 3 ends with 9 waiting; day 3 had 4 in, 1 out, so day 2 ended with 6; day 2: 3 in, 0 out -> 3.
    expect(waitingSeries(9, [2, 3, 4], [2, 0, 1])).toEqual([3, 6, 9]);
  });
  it("never shows less than nothing", () => {
    expect(waitingSeries(0, [5], [0])).toEqual([0]);
  });
});

describe("ranges", () => {
  it("lists the days of a range inclusively", () => {
    expect(daysFrom("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
  it("refuses a backwards or over-long range with the screen's message", () => {
    expect(validateRange("2026-03-02", "2026-03-01")).toBe("The range must end on or after its first day.");
    expect(validateRange("2025-01-01", "2026-01-02")).toBe("Choose a range of at most 366 days.");
    expect(validateRange("2025-01-01", "2026-01-01")).toBeNull();
  });
  it("counts a range's days across a leap day and refuses a range of centuries at once", () => {
    expect(rangeDays("2024-02-28", "2024-03-01")).toBe(3);
    expect(rangeDays("2026-03-01", "2026-03-01")).toBe(1);
    const started = performance.now();
    expect(validateRange("1900-01-01", "2099-12-31")).toBe("Choose a range of at most 366 days.");
    expect(performance.now() - started).toBeLessThan(50); // walking its 73,000 days took ~150 ms
  });
  it("gives items per day to one decimal", () => {
    expect(perDay(10, 3)).toBe(3.3);
    expect(perDay(5, 0)).toBe(0);
  });
  it("reads a tier code without its fast-pass letter", () => {
    expect(tierCodeOf("SOF")).toBe("SO");
    expect(tierCodeOf("2D")).toBe("2D");
  });
});
