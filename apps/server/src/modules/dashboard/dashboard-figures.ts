// The dashboard's figures with their reads (issue 18 point 5), kept in memory as the queue pages are:
// - what waits now and the 30-day flow until the next order event (any process's, through LISTEN):
//   the screens re-read on those same events, so a burst of open dashboards costs one statement per
//   event, not one per view;
// - the due-date risk and the throughput of a range for half a minute, refreshed behind the kept value
//   (medians over weeks and forecasts in hours do not move with one scan; recomputing them on every
//   scan of a busy lab would).
// Answers are kept as JSON bytes, plain and gzipped, per set of the worker's own stations.
import type { UserClaims } from "@gbo/domain/claims";
import { stationsForWorker } from "@gbo/domain/dashboard";
import type { Database, Db } from "../../db/client";
import { type JsonBytes, toJsonBytes } from "../../http/json-bytes";
import { createOrderReadCache, type OrderReadCache } from "../orders/index";
import {
  selectArrivals,
  selectCompletions,
  selectEscalated,
  selectRiskOrders,
  selectRiskTiers,
  selectStatusMedians,
  selectThroughput,
  selectTurnaround,
  selectWaiting,
} from "./dashboard.queries";
import { LEARN_DAYS, medianLookup, RISK_STATUSES, rankRisk, riskHorizon, riskPage } from "./due-risk-list";
import { flowDays, flowStart } from "./flow-days";
import { stationsNow } from "./stations-now";
import { rangeOf, throughputOf } from "./throughput-range";

const DAY_MS = 86_400_000;
/** How long the slow figures (risk, throughput) are kept before they are refreshed behind. */
export const SLOW_FIGURES_MS = 30_000;

export type DashboardFigures = {
  stations(claims: UserClaims): Promise<JsonBytes>;
  flow(claims: UserClaims): Promise<JsonBytes>;
  risk(page: number, pageSize: number): Promise<JsonBytes>;
  throughput(from: string, to: string, claims: UserClaims): Promise<JsonBytes>;
  close(): Promise<void>;
};

/** The own-stations key of each claims text seen (few: workers share claim sets); computing it per read cost more than the read. */
const mineKeys = new Map<string, string>();

/** The worker's own stations, as a cache key: answers differ only in which stations come first. */
function mineKey(claims: UserClaims): string {
  const text = typeof claims === "string" ? claims : claims.join(",");
  let key = mineKeys.get(text);
  if (key === undefined) {
    if (mineKeys.size >= 1_000) mineKeys.clear();
    key = stationsForWorker(claims)
      .filter((station) => station.isMine)
      .map((station) => station.key)
      .join(",");
    mineKeys.set(text, key);
  }
  return key;
}

export async function createDashboardFigures(
  database: Database,
  options: { now?: () => Date } = {},
): Promise<DashboardFigures> {
  const now = options.now ?? (() => new Date());
  const db: Db = database.db;
  const live: OrderReadCache<unknown> = await createOrderReadCache<unknown>(database, {
    forget: () => "all",
  });
  // Never cleared by an event (no entry has the empty key): kept for its time, then refreshed behind.
  const slow: OrderReadCache<unknown> = await createOrderReadCache<unknown>(database, {
    ttlMs: SLOW_FIGURES_MS,
    forget: () => "",
  });
  const keptLive = <T>(key: string, load: () => Promise<T>) => live.read(key, load) as Promise<T>;
  const keptSlow = <T>(key: string, load: () => Promise<T>) => slow.read(key, load) as Promise<T>;

  const waiting = () => keptLive("waiting", () => selectWaiting(db));
  const ranked = () =>
    keptSlow("risk", async () => {
      const at = now();
      const median = medianLookup(
        await selectStatusMedians(db, new Date(at.getTime() - LEARN_DAYS * DAY_MS)),
      );
      const horizon = riskHorizon(median, at);
      const [orders, tiers] = await Promise.all([
        selectRiskOrders(db, horizon, RISK_STATUSES),
        selectRiskTiers(db, horizon, RISK_STATUSES),
      ]);
      return rankRisk(orders, tiers, median, at);
    });

  return {
    stations: (claims) =>
      keptLive(`stations:${mineKey(claims)}`, async () =>
        toJsonBytes(stationsNow(await waiting(), claims, now())),
      ),
    flow: (claims) =>
      keptLive(`flow:${mineKey(claims)}`, async () => {
        const at = now();
        const start = flowStart(at);
        const [rows, arrivals, completions] = await Promise.all([
          waiting(),
          keptLive(`arrivals:${start.toISOString()}`, () => selectArrivals(db, start)),
          keptLive(`completions:${start.toISOString()}`, () => selectCompletions(db, start)),
        ]);
        return toJsonBytes(flowDays({ waiting: rows, arrivals, completions }, claims, at));
      }),
    risk: (page, pageSize) =>
      keptSlow(`risk:${page}:${pageSize}`, async () => {
        const rows = await ranked();
        const shown = rows.slice((page - 1) * pageSize, page * pageSize).map((row) => row.orderId);
        return toJsonBytes(riskPage(rows, page, pageSize, await selectEscalated(db, shown)));
      }),
    throughput: (from, to, claims) => {
      const range = rangeOf(from, to);
      return keptSlow(`throughput:${from}:${to}:${mineKey(claims)}`, async () => {
        const [stations, turnaround] = await Promise.all([
          keptSlow(`stations-range:${from}:${to}`, () => selectThroughput(db, range.start, range.end)),
          keptSlow(`turnaround:${from}:${to}`, () => selectTurnaround(db, range.start, range.end)),
        ]);
        return toJsonBytes(throughputOf({ from, to, days: range.days, stations, turnaround }, claims));
      });
    },
    close: async () => {
      await live.close();
      await slow.close();
    },
  };
}
