// tenyear-results.md: every budgeted figure of the ten-year run with "within" or "NOT", the exports with
// the server's memory, and the plans (which index serves each statement).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { CONNECTIONS, DURATION_S, type Measured, serverRoot } from "../bench-server";
import type { ExportRun } from "../people-bench";
import type { PlanRow } from "../read-bench";
import { BUSY, commit, isBusy, machine } from "../results-file";
import type { TenYearCounts } from "./tenyear-data";

export const RESULTS_FILE = path.join(serverRoot, "bench", "tenyear-results.md");
const READ_BUDGET = 3;
/** Flat memory: the server's resident set grows by less than this while it streams the whole export. */
export const FLAT_GROWTH_MB = 100;

/** One measured group: its rows against the ping measured first on the same server. */
export type Section = { title: string; ping: Measured; rows: Measured[] };
export type Exported = { name: string; path: string; run: ExportRun };

export type TenYearRun = {
  db: string;
  counts: TenYearCounts;
  stays: number;
  generatedMs: number;
  loadBefore: string;
  loadAfter: string;
  sections: Section[];
  exports: Exported[];
  plans: { title: string; rows: PlanRow[] }[];
};

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

function verdict(row: Measured, ping: Measured): { ratio: string; budget: string; verdict: string } {
  const ratio = ping.p99 > 0 ? row.p99 / ping.p99 : 0;
  // No answer within the row's seconds: autocannon reports zeros, which must not read as fast.
  if (row.rps === 0)
    return { ratio: "—", budget: `${row.budget ?? READ_BUDGET}x`, verdict: "NOT (no answer)" };
  if (row.name.includes("(reference")) return { ratio: ratio.toFixed(2), budget: "—", verdict: "—" };
  const budget = row.budget ?? READ_BUDGET;
  const isWithin = ratio <= budget && row.errors === 0;
  return { ratio: ratio.toFixed(2), budget: `${budget}x`, verdict: isWithin ? "within" : "NOT" };
}

function sectionLines(section: Section): string[] {
  const { ping } = section;
  return [
    `## ${section.title}`,
    "",
    "| endpoint | p50 ms | p99 ms | req/s | errors | p99 / ping p99 | budget | verdict |",
    "|---|---:|---:|---:|---:|---:|---:|:---:|",
    `| ping (trivial) | ${ping.p50} | ${ping.p99} | ${ping.rps} | ${ping.errors} | 1.00 | — | — |`,
    ...section.rows.map((row) => {
      const v = verdict(row, ping);
      return `| ${row.name} | ${row.p50} | ${row.p99} | ${row.rps} | ${row.errors} | ${v.ratio} | ${v.budget} | ${v.verdict} |`;
    }),
    "",
  ];
}

function exportLine({ name, path: url, run }: Exported): string {
  const growthKb = run.rss.peak - run.rss.before;
  const isFlat = growthKb / 1024 < FLAT_GROWTH_MB;
  return `| ${name} (\`${url}\`) | ${run.rows} | ${(run.bytes / 1e6).toFixed(1)} | ${(run.ms / 1000).toFixed(1)} | ${mb(run.rss.before)} | ${mb(run.rss.peak)} | ${mb(run.rss.after)} | ${mb(growthKb)} | ${isFlat ? "within" : "NOT"} |`;
}

export function tenYearLines(run: TenYearRun): string[] {
  const { counts } = run;
  return [
    "# Bench results: ten years of a large lab (issue 32)",
    "",
    `Run ${new Date().toISOString()} of commit ${commit()} on ${machine()}, PostgreSQL database \`${run.db}\`:`,
    `${counts.orders} orders / ${counts.comics} comics / ${counts.customers} customers / ${run.stays} finished station stays,`,
    `${(counts.bytes / 1e9).toFixed(2)} GB on disk${run.generatedMs ? ` (made in this run in ${Math.round(run.generatedMs / 1000)} s)` : ""}.`,
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row after a warm-up, loopback, signed in as an admin.`,
    `Budgets (DESIGN §9): reads p99 within ${READ_BUDGET}x of the trivial endpoint (\`/api/ping\`, measured first on the`,
    "same server in each section); the first open of an order within 5x; exports stream with flat memory",
    `(the server's resident set grows by less than ${FLAT_GROWTH_MB} MB during a whole export).`,
    `Load average (1, 5, 15 min) before: ${run.loadBefore}; after: ${run.loadAfter}.`,
    ...(isBusy(run.loadBefore, run.loadAfter) ? [BUSY] : []),
    "Method: bench/tenyear/run-tenyear.ts; the data set: bench/tenyear/tenyear-data.ts.",
    "",
    ...run.sections.flatMap(sectionLines),
    "## Exports (one client, the whole list; server VmRSS sampled every 50 ms)",
    "",
    "| export | rows | MB | s | RSS before | RSS peak | RSS 1 s after | growth | flat memory |",
    "|---|---:|---:|---:|---:|---:|---:|---:|:---:|",
    ...run.exports.map(exportLine),
    "",
    ...run.plans.flatMap(({ title, rows }) => [
      `## Plans: ${title} (EXPLAIN ANALYZE, uncached statement, same data)`,
      "",
      "| statement | scans (index or sequential) | execution ms |",
      "|---|---|---:|",
      ...rows.map((plan) => `| ${plan.name} | ${plan.scans} | ${plan.ms.toFixed(1)} |`),
      "",
    ]),
  ];
}

export function saveTenYearResults(run: TenYearRun): string {
  const text = `${tenYearLines(run).join("\n").trimEnd()}\n`;
  writeFileSync(RESULTS_FILE, text);
  return text;
}
