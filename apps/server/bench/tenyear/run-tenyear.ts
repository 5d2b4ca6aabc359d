// `npm run bench:tenyear -w apps/server` (issue 32 point 2): the read, search, dashboard and export
// budgets on ten years of a large lab: 500,000 orders / ~5 million comics / 1,000,000 customers in
// `gbo_bench_10y` (made once by tenyear-data.ts, reused). One server process; each section measures
// /api/ping first and divides its rows' p99 by it. Then the exports with the server's memory, and the
// plans of every queue page, search, dashboard and export statement. Writes tenyear-results.md.

import { openBenchPostgres } from "../bench-data";
import { measureReads, say, serverPid, signIn, startServer, stopServer } from "../bench-server";
import { addHistory, dashboardStatements, measureDashboard } from "../dashboard-bench";
import { explainPeople, measureExport, PLAN_TEXTS, peopleSamples, runPeople } from "../people-bench";
import { prepareReads, runReads } from "../read-bench";
import { loadText } from "../results-file";
import { explainCalls } from "./auto-explain";
import { exportCalls, QUEUE_EXPORT_PATH } from "./export-plans";
import { ensureTenYearData, TENYEAR_DB, tenYearCounts } from "./tenyear-data";
import { type Exported, type Section, saveTenYearResults } from "./tenyear-results";

const { url, database, generatedMs } = await ensureTenYearData();
const counts = await tenYearCounts(database.db);
say(`${TENYEAR_DB}: ${counts.orders} orders, ${counts.comics} comics, ${counts.customers} customers`);
await database.close();
const stays = await addHistory(url);

say("samples and plans…");
const bench = await openBenchPostgres(url);
const reads = await prepareReads(bench);
const people = { samples: await peopleSamples(bench.db), plans: await explainPeople(bench.db, PLAN_TEXTS) };
await bench.close();
const dashboardPlans = await explainCalls(url, dashboardStatements);
const exportPlans = await explainCalls(url, exportCalls);

const loadBefore = loadText();
const server = await startServer({ DATABASE_URL: url });
const sections: Section[] = [];
const exports: Exported[] = [];
try {
  const token = await signIn();
  const pid = serverPid(server.pid ?? 0);
  // Reads: ping, signed-in reference, every queue (recent, all), counts, order summary kept, first open.
  const [readPing, ...readRows] = await runReads(reads, token);
  sections.push({ title: "Queue pages and the order summary", ping: readPing!, rows: readRows });
  const peopleRun = await runPeople(people.samples, token, pid);
  const [peoplePing, ...peopleRows] = peopleRun.rows;
  sections.push({ title: "Customer search", ping: peoplePing!, rows: peopleRows });
  exports.push({ name: "every customer", path: "/api/users/export.csv", run: peopleRun.exportRun });
  say("dashboard…");
  await measureReads("warm-up", ["/api/ping"], null, { seconds: 2 });
  const dashboardPing = await measureReads("ping (trivial)", ["/api/ping"], null);
  sections.push({ title: "Dashboard", ping: dashboardPing, rows: await measureDashboard(token) });
  exports.push({
    name: "completed orders (support queue, full list)",
    path: QUEUE_EXPORT_PATH,
    run: await measureExport(token, pid, QUEUE_EXPORT_PATH),
  });
} finally {
  await stopServer(server);
}

say(
  saveTenYearResults({
    db: TENYEAR_DB,
    counts,
    stays,
    generatedMs,
    loadBefore,
    loadAfter: loadText(),
    sections,
    exports,
    plans: [
      { title: "queue pages and counts", rows: reads.plans },
      { title: "customer search", rows: people.plans },
      { title: "dashboard", rows: dashboardPlans },
      { title: "exports (first two batches)", rows: exportPlans },
    ],
  }),
);
