import type { TDashboardFlow, TDashboardFlowStation } from "@gbo/contracts/dashboard";
import { describe, expect, it } from "vitest";
import { defaultChartStations, flowRows, waitingRows } from "./chart-stations";

function station(key: string, waitingNow: number, isMine = false): TDashboardFlowStation {
  return {
    key,
    label: key.toUpperCase(),
    path: `/${key}`,
    unit: "tiers",
    isMine,
    arrivals: [1, 2],
    completions: [0, 3],
    waiting: [9, waitingNow],
  };
}

describe("the chart's default stations", () => {
  it("draws the worker's own stations", () => {
    const stations = [station("a", 50), station("b", 1, true), station("c", 0, true)];
    expect(defaultChartStations(stations)).toEqual(["b", "c"]);
  });

  it("draws the five with most waiting now when the worker owns none, ties in route order", () => {
    const stations = ["a", "b", "c", "d", "e", "f", "g"].map((key, i) =>
      station(key, [3, 8, 1, 8, 0, 5, 2][i]!),
    );
    expect(defaultChartStations(stations)).toEqual(["b", "d", "f", "a", "g"]);
  });

  it("keeps to five of the busiest when the worker owns every station (an admin)", () => {
    const stations = ["a", "b", "c", "d", "e", "f"].map((key, i) => station(key, i, true));
    expect(defaultChartStations(stations)).toEqual(["f", "e", "d", "c", "b"]);
  });
});

describe("the chart's rows", () => {
  const flow: TDashboardFlow = {
    days: ["2026-11-24", "2026-11-25"],
    stations: [station("a", 4), station("b", 6)],
  };

  it("gives a row a day with each chosen station's waiting under its label", () => {
    expect(waitingRows(flow, ["b"])).toEqual([
      { day: "11-24", B: 9 },
      { day: "11-25", B: 6 },
    ]);
  });

  it("gives one station's arrivals and completions a day", () => {
    expect(flowRows(flow, "a")).toEqual([
      { day: "11-24", Arrived: 1, Done: 0 },
      { day: "11-25", Arrived: 2, Done: 3 },
    ]);
  });
});
