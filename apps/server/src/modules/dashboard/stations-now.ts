// GET /api/dashboard/stations: what waits at each station now (issue 18 point 1), the worker's own
// stations first (point 4).
import type { TDashboardStations } from "@gbo/contracts/dashboard";
import type { UserClaims } from "@gbo/domain/claims";
import { stationHeader, stationsForWorker } from "@gbo/domain/dashboard";
import type { WaitingRow } from "./dashboard.queries";

const HOUR_MS = 3_600_000;

export function stationsNow(rows: readonly WaitingRow[], claims: UserClaims, now: Date): TDashboardStations {
  return {
    asOf: now.toISOString(),
    stations: stationsForWorker(claims).map((station) => {
      const row = rows.find((r) => r.station === station.key);
      const oldest = row?.oldest == null ? null : new Date(row.oldest * 1000);
      return {
        ...stationHeader(station),
        waiting: row?.waiting ?? 0,
        items: row?.items ?? 0,
        oldestSince: oldest?.toISOString() ?? null,
        oldestHours: oldest
          ? Math.max(0, Math.round(((now.getTime() - oldest.getTime()) / HOUR_MS) * 10) / 10)
          : null,
      };
    }),
  };
}
