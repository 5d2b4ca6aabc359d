// GET /api/dashboard/throughput?from&to: per station items finished per day and the median stay, per
// tier code the median days from received to shipped against the promised days (issue 18 point 3).
import type { TDashboardThroughput } from "@gbo/contracts/dashboard";
import type { UserClaims } from "@gbo/domain/claims";
import { perDay, rangeDays, stationHeader, stationsForWorker, validateRange } from "@gbo/domain/dashboard";
import { addDays, isIsoDay } from "@gbo/domain/dates";
import { AppError } from "../../http/errors";
import type { ThroughputRow, TurnaroundRow } from "./dashboard.queries";

export const RANGE_DAY_MESSAGE = "Give the range's days as YYYY-MM-DD.";

/** The chosen days as instants: from midnight UTC of `from` to midnight after `to`. */
export function rangeOf(from: string, to: string): { start: Date; end: Date; days: number } {
  if (!isIsoDay(from) || !isIsoDay(to)) throw new AppError("bad_request", RANGE_DAY_MESSAGE);
  const refused = validateRange(from, to);
  if (refused) throw new AppError("bad_request", refused);
  return {
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(`${addDays(to, 1)}T00:00:00Z`),
    days: rangeDays(from, to),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function throughputOf(
  input: {
    from: string;
    to: string;
    days: number;
    stations: readonly ThroughputRow[];
    turnaround: readonly TurnaroundRow[];
  },
  claims: UserClaims,
): TDashboardThroughput {
  return {
    from: input.from,
    to: input.to,
    days: input.days,
    stations: stationsForWorker(claims).map((station) => {
      const row = input.stations.find((r) => r.station === station.key);
      return {
        ...stationHeader(station),
        completed: row?.completed ?? 0,
        items: row?.items ?? 0,
        itemsPerDay: perDay(row?.items ?? 0, input.days),
        medianHours: row?.median_hours == null ? null : round1(row.median_hours),
      };
    }),
    tierCodes: input.turnaround.map((row) => ({
      tierCode: row.tier_code,
      shipped: row.shipped,
      medianDays: round1(row.median_days),
      promisedDays: round1(row.promised_days),
      onTime: row.on_time,
    })),
  };
}
