// Which stations the 30-day chart draws and the rows it draws them from.
import type { TDashboardFlow, TDashboardFlowStation } from "@gbo/contracts/dashboard";

/** More lines than this and the chart stops answering "which one climbs". */
export const DEFAULT_CHART_LINES = 5;

const waitingNow = (station: TDashboardFlowStation) => station.waiting.at(-1) ?? 0;

/**
 * The worker's own stations, else every station; of those the ones with most waiting now (at most
 * five: an admin owns all fifteen). Ties keep the route order.
 */
export function defaultChartStations(stations: readonly TDashboardFlowStation[]): string[] {
  const mine = stations.filter((station) => station.isMine);
  const pool = mine.length > 0 ? mine : stations;
  return [...pool]
    .map((station, index) => ({ station, index }))
    .sort((a, b) => waitingNow(b.station) - waitingNow(a.station) || a.index - b.index)
    .slice(0, DEFAULT_CHART_LINES)
    .map(({ station }) => station.key);
}

export type ChartRow = { day: string } & Record<string, number | string>;

/** One row a day with the chosen series of each chosen station, keyed by the station's label. */
export function waitingRows(flow: TDashboardFlow, keys: readonly string[]): ChartRow[] {
  const chosen = flow.stations.filter((station) => keys.includes(station.key));
  return flow.days.map((day, index) => {
    const row: ChartRow = { day: day.slice(5) };
    for (const station of chosen) row[station.label] = station.waiting[index] ?? 0;
    return row;
  });
}

/** Arrivals and completions of one station, a row a day. */
export function flowRows(flow: TDashboardFlow, key: string): ChartRow[] {
  const station = flow.stations.find((candidate) => candidate.key === key);
  return flow.days.map((day, index) => ({
    day: day.slice(5),
    Arrived: station?.arrivals[index] ?? 0,
    Done: station?.completions[index] ?? 0,
  }));
}
