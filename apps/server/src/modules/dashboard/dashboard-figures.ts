// The dashboard's figures with their reads (issue 18 point 5). Each aggregate is kept in memory until
// the next order event (any process's, through LISTEN), as the queue pages are: the screens re-read on
// those same events, so a burst of open dashboards costs one statement per event, not one per view.
import type {
  TDashboardFlow,
  TDashboardRisk,
  TDashboardStations,
  TDashboardThroughput,
} from "@gbo/contracts/dashboard";
import type { UserClaims } from "@gbo/domain/claims";
import type { Database, Db } from "../../db/client";
import { createOrderReadCache, type OrderReadCache } from "../orders/index";
import {
  selectArrivals,
  selectCompletions,
  selectRiskCandidates,
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

export type DashboardFigures = {
  stations(claims: UserClaims): Promise<TDashboardStations>;
  flow(claims: UserClaims): Promise<TDashboardFlow>;
  risk(page: number, pageSize: number): Promise<TDashboardRisk>;
  throughput(from: string, to: string, claims: UserClaims): Promise<TDashboardThroughput>;
  close(): Promise<void>;
};

export async function createDashboardFigures(
  database: Database,
  options: { now?: () => Date } = {},
): Promise<DashboardFigures> {
  const now = options.now ?? (() => new Date());
  const db: Db = database.db;
  // The kept values are claims-free; each answer marks the worker's own stations from them.
  const cache: OrderReadCache<unknown> = await createOrderReadCache<unknown>(database, {
    forget: () => "all",
  });
  const kept = <T>(key: string, load: () => Promise<T>) => cache.read(key, load) as Promise<T>;

  const waiting = () => kept("waiting", () => selectWaiting(db));
  const rankedRisk = () =>
    kept("risk", async () => {
      const at = now();
      const median = medianLookup(
        await selectStatusMedians(db, new Date(at.getTime() - LEARN_DAYS * DAY_MS)),
      );
      const candidates = await selectRiskCandidates(db, riskHorizon(median, at), RISK_STATUSES);
      return rankRisk(candidates, median, at);
    });

  return {
    stations: async (claims) => stationsNow(await waiting(), claims, now()),
    flow: async (claims) => {
      const at = now();
      const start = flowStart(at);
      const [rows, arrivals, completions] = await Promise.all([
        waiting(),
        kept(`arrivals:${start.toISOString()}`, () => selectArrivals(db, start)),
        kept(`completions:${start.toISOString()}`, () => selectCompletions(db, start)),
      ]);
      return flowDays({ waiting: rows, arrivals, completions }, claims, at);
    },
    risk: async (page, pageSize) => riskPage(await rankedRisk(), page, pageSize),
    throughput: async (from, to, claims) => {
      const range = rangeOf(from, to);
      const [stations, turnaround] = await Promise.all([
        kept(`throughput:${from}:${to}`, () => selectThroughput(db, range.start, range.end)),
        kept(`turnaround:${from}:${to}`, () => selectTurnaround(db, range.start, range.end)),
      ]);
      return throughputOf({ from, to, days: range.days, stations, turnaround }, claims);
    },
    close: () => cache.close(),
  };
}
