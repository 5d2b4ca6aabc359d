// The plans of statements the app builds itself (the dashboard's, an export's batches): run the app's own
// query function on one session with auto_explain loaded, which sends each statement's EXPLAIN ANALYZE back
// to the client as a LOG notice. Needs a superuser (LOAD); the bench's local postgres user is one.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../../src/db/client";
import * as schema from "../../src/db/schema/index";
import { type PlanNode, type PlanRow, planSummary } from "../read-bench";

export type PlannedCall = { name: string; run: () => Promise<unknown> };

const PLAN_NOTICE = /^duration: ([\d.]+) ms\s+plan:\s*/;

/** Runs each call once (after one unplanned run to warm the cache) and lists the plan of every statement it ran. */
export async function explainCalls(
  url: string,
  callsOn: (db: Db) => Promise<PlannedCall[]>,
): Promise<PlanRow[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const captured: { ms: number; plan: PlanNode }[] = [];
  client.on("notice", (notice) => {
    const match = PLAN_NOTICE.exec(notice.message ?? "");
    if (!match) return;
    const parsed = JSON.parse(notice.message!.slice(match[0].length)) as { Plan: PlanNode };
    captured.push({ ms: Number(match[1]), plan: parsed.Plan });
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  const rows: PlanRow[] = [];
  try {
    for (const { name, run } of await callsOn(db)) {
      await run();
      await client.query(
        "load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; " +
          "set auto_explain.log_format = json; set client_min_messages = log",
      );
      captured.length = 0;
      await run();
      await client.query("set client_min_messages = notice; set auto_explain.log_min_duration = -1");
      captured.forEach(({ ms, plan }, index) => {
        const summary = planSummary([{ Plan: plan, "Execution Time": ms }]);
        rows.push({ name: captured.length > 1 ? `${name} [${index + 1}]` : name, ...summary });
      });
    }
  } finally {
    await client.end();
  }
  return rows;
}
