// Queue and order-summary reads under 50 concurrent clients against /api/ping (DESIGN §9: p99 within 3x;
// the first open of an order within 5x), with EXPLAIN ANALYZE of every queue page query, on PostgreSQL.
import { QUEUES } from "@gbo/domain/workflow";
import { sql } from "drizzle-orm";
import { type Database, type Db, queryRows } from "../src/db/client";
import { queueFilter } from "../src/modules/orders/queues/get-queue";
import { buildQueueCountsQuery, explainQueuePage } from "../src/modules/orders/queues/queue.queries";
import { queueCountsFilter, readableStationQueues } from "../src/modules/orders/queues/queue-counts";
import { type Measured, measureReads, say } from "./bench-server";
import {
  type FirstOpenSamples,
  firstOpenSamples,
  measureFirstOpens,
  warmFirstOpens,
} from "./first-open-bench";

const QUEUE_COUNTS_PATH = "/api/orders/queue-counts";

export type PlanRow = { name: string; scans: string; ms: number };
export type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
};
export type ReadSamples = { sampleIds: string[]; firstOpen: FirstOpenSamples; plans: PlanRow[] };

/** Sample order ids for the summary (kept and first opens) and the queue plans; read before the server starts. */
export async function prepareReads(database: Database): Promise<ReadSamples> {
  const sample = await queryRows<{ id: string }>(
    database.db,
    sql`select id from orders tablesample system (1) limit 200`,
  );
  const sampleIds = sample.map((r) => r.id);
  return {
    sampleIds,
    firstOpen: await firstOpenSamples(database.db, sampleIds),
    plans: await explainQueues(database.db),
  };
}

export type Plan = { Plan: PlanNode; "Execution Time": number }[];

/** The indexes (or sequential scans) a plan reads and its execution time. */
export function planSummary(plan: Plan): { scans: string; ms: number } {
  const scans = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node["Index Name"]) scans.add(`${node["Node Type"]} ${node["Index Name"]}`);
    else if (node["Node Type"] === "Seq Scan") scans.add(`Seq Scan ${node["Relation Name"]}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0]!.Plan);
  return { scans: [...scans].join("; "), ms: plan[0]!["Execution Time"] };
}

/** EXPLAIN ANALYZE of every queue's page query (uncached): which index serves each filter. */
async function explainQueues(db: Db): Promise<PlanRow[]> {
  const rows: PlanRow[] = [];
  for (const queue of QUEUES) {
    for (const extra of ["recent", "all"]) {
      const filter = queueFilter({ queue: queue.key, page: 1, search: "", extra }, queue, new Date());
      const plan = (await explainQueuePage(db, filter)) as Plan;
      rows.push({ name: `${queue.key} (${extra})`, ...planSummary(plan) });
    }
  }
  // The menu and dashboard counts of every station queue (the bench admin's view), uncached.
  const counts = buildQueueCountsQuery(queueCountsFilter(readableStationQueues(["admin"]), new Date()));
  const result = (await db.execute(sql`explain (analyze, format json) ${counts}`)) as unknown as {
    rows: { "QUERY PLAN": Plan }[];
  };
  rows.push({ name: "queue counts (all stations)", ...planSummary(result.rows[0]!["QUERY PLAN"]) });
  return rows;
}

/** Runs against a started server; the first row is /api/ping. */
export async function runReads(samples: ReadSamples, token: string): Promise<Measured[]> {
  const report = (row: Measured) => {
    say(`${row.name}: p50 ${row.p50} ms, p99 ${row.p99} ms`);
    return row;
  };
  // Every measured URL is read during the warm-up (JIT, connection pool, and the read caches a
  // station's screens fill in normal use); the first opens below read orders the caches never held
  // (their warm-up opens other orders).
  say("warming up…");
  await measureReads("warm-up", ["/api/ping"], null, { seconds: 2 });
  await measureReads(
    "warm-up",
    [
      ...QUEUES.flatMap((q) => [
        `/api/orders/queue/${q.key}/1/-/recent`,
        `/api/orders/queue/${q.key}/1/-/all`,
      ]),
      QUEUE_COUNTS_PATH,
    ],
    token,
    { seconds: 2 },
  );
  const summaryPaths = samples.sampleIds.map((id) => `/api/orders/${id}`);
  await measureReads("warm-up", summaryPaths, token, { seconds: 2 });
  await warmFirstOpens(samples.firstOpen, token);
  const rows: Measured[] = [report(await measureReads("ping (trivial)", ["/api/ping"], null))];
  // Reference only (not budgeted): the cost of a signed-in request (token check and worker lookup).
  rows.push(
    report(
      await measureReads("signed-in trivial: GET /api/userprofile (reference)", ["/api/userprofile"], token),
    ),
  );
  for (const queue of QUEUES) {
    for (const extra of ["recent", "all"]) {
      const path = `/api/orders/queue/${queue.key}/1/-/${extra}`;
      rows.push(report(await measureReads(`queue ${queue.key} (${extra})`, [path], token)));
    }
  }
  // Every open menu and dashboard reads it (the admin's claims: all fifteen station queues).
  rows.push(report(await measureReads("queue counts (menu and dashboard)", [QUEUE_COUNTS_PATH], token)));
  rows.push(
    report(await measureReads(`order summary (${samples.sampleIds.length} orders)`, summaryPaths, token)),
  );
  // Budgeted at 5x (DESIGN §9): orders nobody has read since the server started, each read once.
  rows.push(report(await measureFirstOpens(samples.firstOpen, token)));
  return rows;
}
