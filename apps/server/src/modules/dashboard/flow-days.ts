// GET /api/dashboard/flow: the last 30 days of arrivals and completions per station and what waited
// at each day's end (issue 18 point 1).
import type { TDashboardFlow } from "@gbo/contracts/dashboard";
import type { UserClaims } from "@gbo/domain/claims";
import { daysFrom, stationHeader, stationsForWorker, waitingSeries } from "@gbo/domain/dashboard";
import { addDays, utcDay } from "@gbo/domain/dates";
import type { DayCountRow, WaitingRow } from "./dashboard.queries";

export const FLOW_DAYS = 30;

/** The first instant the chart counts: midnight UTC starting the 30th day back (today included). */
export function flowStart(now: Date): Date {
  return new Date(`${addDays(utcDay(now), 1 - FLOW_DAYS)}T00:00:00Z`);
}

export function flowDays(
  input: {
    waiting: readonly WaitingRow[];
    arrivals: readonly DayCountRow[];
    completions: readonly DayCountRow[];
  },
  claims: UserClaims,
  now: Date,
): TDashboardFlow {
  const days = daysFrom(utcDay(flowStart(now)), utcDay(now));
  const seriesOf = (rows: readonly DayCountRow[], key: string) => {
    const byDay = new Map(rows.filter((row) => row.station === key).map((row) => [row.day, row.count]));
    return days.map((day) => byDay.get(day) ?? 0);
  };
  return {
    days,
    stations: stationsForWorker(claims).map((station) => {
      const arrivals = seriesOf(input.arrivals, station.key);
      const completions = seriesOf(input.completions, station.key);
      const waitingNow = input.waiting.find((row) => row.station === station.key)?.waiting ?? 0;
      return {
        ...stationHeader(station),
        arrivals,
        completions,
        waiting: waitingSeries(waitingNow, arrivals, completions),
      };
    }),
  };
}
