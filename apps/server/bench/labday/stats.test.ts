import { describe, expect, it } from "vitest";
import { exhaustedResources, summarize, thinkMs, type Usage, verdict } from "./stats";

const idle: Usage = {
  serverCpuPercent: 20,
  dbCpuPercent: 10,
  machinePercent: 30,
  maxWaiting: 0,
  meanWaiting: 0,
  maxLoopLagMs: 12,
};

describe("lab-day figures", () => {
  it("draws exponential think times whose mean is the handling time", () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const draws = Array.from({ length: 20_000 }, () => thinkMs(12, random));
    const mean = draws.reduce((sum, ms) => sum + ms, 0) / draws.length;
    expect(mean).toBeGreaterThan(11_500);
    expect(mean).toBeLessThan(12_500);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(thinkMs(60, () => 0)).toBe(0);
    expect(thinkMs(60, () => 0.5)).toBeCloseTo(60_000 * Math.LN2, 6);
  });

  it("summarizes latencies by percentile", () => {
    const latency = summarize(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(latency).toMatchObject({ count: 100, p50: 50, max: 100 });
    expect(latency.p99).toBeGreaterThanOrEqual(99);
  });

  it("calls an action within budget only under 100 ms at p99 and without errors", () => {
    expect(verdict(summarize([5, 10, 99]), idle)).toBe("within");
    expect(verdict(summarize([5, 10, 100]), idle)).toBe("NOT (no resource saturated: look at the queries)");
    expect(verdict({ ...summarize([5]), errors: 2 }, idle)).toMatch(/^NOT \(2 errors/);
    expect(verdict(summarize([]), idle)).toBe("no samples");
  });

  it("names what ran out when the budget is missed", () => {
    const busy: Usage = { ...idle, serverCpuPercent: 97, maxLoopLagMs: 180, meanWaiting: 3.2, maxWaiting: 9 };
    expect(exhaustedResources(busy)).toEqual([
      "server CPU (97 % of a core)",
      "event-loop lag (max 180 ms)",
      "pool waiting (mean 3.2, max 9)",
    ]);
    expect(exhaustedResources({ ...idle, dbCpuPercent: 95, machinePercent: 99 })).toEqual([
      "DB CPU (95 % of a core)",
      "machine CPU (99 % of 2 cores)",
    ]);
    // PGlite: the database is inside the server, never named apart.
    expect(exhaustedResources({ ...idle, dbCpuPercent: null })).toEqual([]);
    expect(verdict(summarize([150]), busy)).toMatch(/^NOT \(server CPU/);
  });
});
