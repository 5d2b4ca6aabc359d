// `npx tsx bench/dashboard-bench.ts` (from apps/server): issue 18 point 5, the dashboard's reads on the
// bench data set (PostgreSQL `gbo_bench`, 50,000 orders; made by `npm run bench` the first time).
// 1. History: the generator writes orders as they stand, not how they got there, so the stays of every
//    completed order (order and tier statuses, a few hours to a day and a half each, ending at its
//    completion) are added once, as the station_visits triggers would have recorded them.
// 2. The statements' plans and uncached times (EXPLAIN ANALYZE): what one order event costs.
// 3. Under 50 clients (autocannon, BENCH_SECONDS each, after a warm-up): /api/ping and the four
//    dashboard reads; each p99 as a ratio of ping's (DESIGN §9 read budget 3x). Writes to
//    dashboard-results.md.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { utcDay } from "@gbo/domain/dates";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../src/db/client";
import { RISK_STATUSES } from "../src/modules/dashboard/due-risk-list";
import {
  DB_NAME,
  ensureBenchData,
  ensurePostgresDatabase,
  openBenchPostgres,
  TARGET_ORDERS,
} from "./bench-data";
import {
  type Measured,
  measureReads,
  say,
  serverRoot,
  signIn,
  startServer,
  stopServer,
} from "./bench-server";

const BUDGET = 3;
const DAY_MS = 86_400_000;

/** Stays of every completed order, back from its completion, as the triggers record them. */
export async function addHistory(url: string): Promise<number> {
  const database = await openBenchPostgres(url);
  try {
    const [done] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from station_visits where left_at is not null`,
    );
    if ((done?.n ?? 0) > 100_000) return done?.n ?? 0;
    say("adding the stays of every completed order (one-off)…");
    // Hours per stay from a hash of (order, status): repeatable, spread 2–36 h.
    await database.db.execute(sql`
      with steps(n, scope, status) as (values
        (1, 'order', 'Submitted'), (2, 'order', 'Invoicing'), (3, 'order', 'AddComic'),
        (4, 'tier', 'PreGrade'), (5, 'tier', 'Finalize'), (6, 'tier', 'Labels'), (7, 'tier', 'HeatSeal'),
        (8, 'tier', 'Slab'), (9, 'tier', 'QC'), (10, 'order', 'Billing'), (11, 'order', 'Shipping')),
      stays as (
        select o.id as order_id, t.id as tier_id, s.n, s.scope, s.status, t.count as items, o.status_changed_at as done,
          (2 + abs(hashtext(o.id || s.status)) % 34) * interval '1 hour' as stay
        from orders o
        join lateral (select id, count from tiers where order_id = o.id order by position, id limit 1) t on true
        cross join steps s
        where o.status = 'Completed'),
      timed as (
        select *, done - sum(stay) over (partition by order_id order by n desc rows between unbounded preceding and current row) as entered
        from stays)
      insert into station_visits (order_id, tier_id, status, prev_status, next_status, items, entered_at, left_at)
      select order_id, case when scope = 'order' then '' else tier_id end, status,
        lag(status) over w, coalesce(lead(status) over w, 'Completed'), items, entered, entered + stay
      from timed
      window w as (partition by order_id, scope order by n)`);
    await database.db.execute(sql`vacuum analyze station_visits`);
    const [after] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from station_visits where left_at is not null`,
    );
    return after?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** The dashboard's statements, each as one call (the risk list's two run together). */
export async function dashboardStatements(db: Db): Promise<{ name: string; run: () => Promise<unknown> }[]> {
  const {
    selectArrivals,
    selectCompletions,
    selectRiskOrders,
    selectRiskTiers,
    selectStatusMedians,
    selectThroughput,
    selectTurnaround,
    selectWaiting,
  } = await import("../src/modules/dashboard/dashboard.queries");
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    { name: "waiting now (stations)", run: () => selectWaiting(db) },
    { name: "arrivals, 30 days", run: () => selectArrivals(db, ago(30)) },
    { name: "completions, 30 days", run: () => selectCompletions(db, ago(30)) },
    { name: "status medians, 30 days (risk)", run: () => selectStatusMedians(db, ago(30)) },
    {
      name: "risk: open orders and their tiers due within 14 days",
      run: () => {
        const dueBy = utcDay(now.getTime() + 14 * DAY_MS);
        return Promise.all([
          selectRiskOrders(db, dueBy, RISK_STATUSES),
          selectRiskTiers(db, dueBy, RISK_STATUSES),
        ]);
      },
    },
    { name: "throughput, 30 days", run: () => selectThroughput(db, ago(30), now) },
    { name: "throughput, 90 days", run: () => selectThroughput(db, ago(90), now) },
    { name: "turnaround, 90 days", run: () => selectTurnaround(db, ago(90), now) },
  ];
}

/** Each statement's uncached time (the second of two runs), as table rows. */
export async function dashboardTimings(url: string): Promise<string[]> {
  const database = await openBenchPostgres(url);
  try {
    const lines: string[] = [];
    for (const { name, run } of await dashboardStatements(database.db)) {
      await run();
      const started = performance.now();
      await run();
      lines.push(`| ${name} | ${(performance.now() - started).toFixed(1)} |`);
    }
    return lines;
  } finally {
    await database.close();
  }
}

/** The dashboard's reads under 50 clients against a started server, each after a 2 s warm-up (no ping). */
export async function measureDashboard(token: string): Promise<Measured[]> {
  const today = utcDay(Date.now());
  const targets: Array<[string, string]> = [
    ["stations now", "/api/dashboard/stations"],
    ["flow, 30 days", "/api/dashboard/flow"],
    ["due-date risk, page 1", "/api/dashboard/risk?page=1&pageSize=25"],
    ["throughput, 30 days", `/api/dashboard/throughput?from=${utcDay(Date.now() - 29 * DAY_MS)}&to=${today}`],
    ["throughput, 90 days", `/api/dashboard/throughput?from=${utcDay(Date.now() - 89 * DAY_MS)}&to=${today}`],
  ];
  const rows: Measured[] = [];
  for (const [name, target] of targets) {
    await measureReads("warm-up", [target], token, { seconds: 2 });
    rows.push(await measureReads(name, [target], token));
  }
  return rows;
}

async function main() {
  const url = await ensurePostgresDatabase();
  const database = await openBenchPostgres(url);
  const counts = await ensureBenchData(database, TARGET_ORDERS, DB_NAME);
  await database.close();
  const stays = await addHistory(url);
  say(`${counts.orders} orders, ${stays} finished stays`);
  const planLines = await dashboardTimings(url);
  const server = await startServer({ DATABASE_URL: url });
  const rows: Measured[] = [];
  try {
    const token = await signIn();
    await measureReads("warm-up", ["/api/ping"], null, { seconds: 2 });
    rows.push(await measureReads("ping (trivial)", ["/api/ping"], null));
    rows.push(...(await measureDashboard(token)));
  } finally {
    await stopServer(server);
  }
  const ping = rows[0]?.p99 || 1;
  const lines = [
    "# Bench results: the dashboard's reads (issue 18)",
    "",
    `Run ${new Date().toISOString()} on PostgreSQL \`${DB_NAME}\`: ${counts.orders} orders, ${counts.comics} comics, ${stays} finished stays.`,
    "Budget (DESIGN §9 reads): p99 within 3x of the trivial endpoint under 50 clients. Each figure is kept in",
    "memory until the next order event; the first table is what one recomputation costs.",
    "",
    "| statement (uncached, once) | ms |",
    "|---|---:|",
    ...planLines,
    "",
    "| endpoint | p50 ms | p99 ms | req/s | errors | p99 / ping p99 | within 3x |",
    "|---|---:|---:|---:|---:|---:|:---:|",
    ...rows.map((row, i) => {
      const ratio = row.p99 / ping;
      return `| ${row.name} | ${row.p50} | ${row.p99} | ${row.rps} | ${row.errors} | ${ratio.toFixed(2)} | ${i === 0 ? "—" : ratio <= BUDGET && row.errors === 0 ? "yes" : "NO"} |`;
    }),
    "",
  ];
  writeFileSync(path.join(serverRoot, "bench", "dashboard-results.md"), `${lines.join("\n")}\n`);
  say(lines.join("\n"));
}

// Imported by the ten-year bench for its parts; run alone, the whole dashboard bench.
if (process.argv[1]?.endsWith("dashboard-bench.ts")) await main();
