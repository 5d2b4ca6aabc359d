import { describe, expect, it } from "vitest";
import { DEFAULT_SHAPE, LARGEST_GRADER, planLoad, SMALL_LAB } from "./load-model";

describe("the lab-day load model", () => {
  it("turns the largest grader's 50,000 items a day into its peak hour's rates", () => {
    const plan = planLoad(LARGEST_GRADER);
    // 50,000 over eight hours is 1.74 items a second; the peak hour three times that.
    expect(plan.itemsPerSecond).toBeCloseTo(5.208, 3);
    // Seven stations always, 0.9 of an optional one on average: 7.9 scans per item.
    expect(plan.ratePerSecond.scan).toBeCloseTo(5.208 * 7.9, 2);
    expect(plan.ratePerSecond["grade save"]).toBeCloseTo(5.208, 3);
    // Tiers of five: one completion (and one queue read, one order open) per tier per station.
    expect(plan.ratePerSecond["tier completion"]).toBeCloseTo((5.208 / 5) * 7.9, 2);
    expect(plan.ratePerSecond["queue read"]).toBe(plan.ratePerSecond["tier completion"]);
    // Graders take a minute a comic: 313 of them keep up with 5.2 comics a second.
    expect(plan.stations.find((station) => station.station === "PreGrade")?.workers).toBe(313);
    expect(plan.openStreams).toBeGreaterThan(313);
  });

  it("keeps a small lab's day light: one worker per quiet station, a few screens", () => {
    const plan = planLoad(SMALL_LAB);
    expect(plan.itemsPerSecond).toBeCloseTo(1000 / 28_800, 6);
    expect(plan.stations.find((station) => station.station === "PreGrade")?.workers).toBe(3);
    expect(plan.stations.find((station) => station.station === "Labels")?.workers).toBe(1);
    expect(plan.ratePerSecond.charge * 3600).toBeCloseTo(100 / 8, 6); // 100 orders of ten comics a day, over 8 hours
    expect(plan.ratePerSecond["dashboard read"]).toBeCloseTo((DEFAULT_SHAPE.managers * 60) / 3600, 6);
  });

  it("caps the reads that follow events at one per screen per 150 ms batch", () => {
    const plan = planLoad(LARGEST_GRADER);
    const stationWorkers = plan.stations.reduce((sum, station) => sum + station.workers, 0);
    expect(plan.ratePerSecond["event refetch"]).toBeCloseTo(stationWorkers * (1000 / 150), 6);
  });
});
