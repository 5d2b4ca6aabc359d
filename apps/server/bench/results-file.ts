// results.md: the read part, then the write part and the people part, each after a marker, so a run of
// only one part (BENCH_ONLY=reads|writes|people) replaces its own part and keeps the others' last figures.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DataCounts } from "./bench-data";
import { CONNECTIONS, DURATION_S, type Measured } from "./bench-server";
import { FIRST_OPEN_BUDGET, type FirstOpenSection } from "./first-open-bench";
import type { PeopleRun, PlanLine } from "./people-bench";
import type { PlanRow } from "./read-bench";
import { WRITES_PER_CLIENT, type WriteMeasured, type WriteRun } from "./write-bench";

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "results.md");
const WRITES_MARKER = "<!-- writes: written by the write part of the bench -->";
const PEOPLE_MARKER = "<!-- people: written by the people part of the bench -->";
const READ_BUDGET = 3;
const WRITE_BUDGET = 5;

export const machine = () => `${cpus().length} CPU(s) (${cpus()[0]?.model ?? "unknown"})`;

/** The commit measured (a copy outside git names it with BENCH_COMMIT). */
export function commit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: "pipe" });
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "apps", "packages"], {
      encoding: "utf8",
      stdio: "pipe",
    });
    return `${head.trim()}${dirty.trim() ? " with uncommitted changes" : ""}`;
  } catch {
    return process.env.BENCH_COMMIT ?? "unknown";
  }
}
export const loadText = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
/** Said in the results when the 1-minute load average exceeded the CPU count during a part. */
export const BUSY =
  "**The machine was busy** (load average above its CPU count): other work competed with the server and the " +
  "client, so these figures do not measure the budget; re-run on an idle machine.";
export const isBusy = (...loads: string[]) =>
  loads.some((load) => Number(load.split(",")[0]) > cpus().length);

const ratioOf = (row: Measured, ping: Measured) => (ping.p99 > 0 ? row.p99 / ping.p99 : 0);

/** A read row's verdict against its budget (the part's, or the row's own: the first open's 5x). */
function readVerdict(row: Measured, ping: Measured): string {
  if (row === ping || row.name.includes("(reference")) return "—";
  const budget = row.budget ?? READ_BUDGET;
  const isWithin = ratioOf(row, ping) <= budget && row.errors === 0;
  return `${isWithin ? "yes" : "NO"}${row.budget ? ` (${budget}x)` : ""}`;
}

const readRow = (row: Measured, ping: Measured) =>
  `| ${row.name} | ${row.p50} | ${row.p99} | ${row.rps} | ${row.errors} | ${ratioOf(row, ping).toFixed(2)} | ${readVerdict(row, ping)} |`;

const READ_TABLE_HEAD = [
  "| endpoint | p50 ms | p99 ms | req/s | errors | p99 / ping p99 | within budget |",
  "|---|---:|---:|---:|---:|---:|:---:|",
];

export function readLines(
  rows: Measured[],
  data: DataCounts & {
    db: string;
    plans: PlanRow[];
    loadBefore: string;
    loadAfter: string;
    pglite?: FirstOpenSection;
  },
): string[] {
  const ping = rows[0]!;
  const { pglite } = data;
  return [
    "# Bench results: queue and order-summary reads",
    "",
    `Run ${new Date().toISOString()} of commit ${commit()} on ${machine()}, PostgreSQL database`,
    `\`${data.db}\` with ${data.orders} orders / ${data.comics} comics; autocannon, ${CONNECTIONS} connections,`,
    `${DURATION_S} s per endpoint, loopback. Budget (DESIGN §9): p99 within ${READ_BUDGET}x of the trivial endpoint;`,
    `the first open of an order within ${FIRST_OPEN_BUDGET}x.`,
    `Load average (1, 5, 15 min) before the reads: ${data.loadBefore}; at their end: ${data.loadAfter}.`,
    ...(isBusy(data.loadBefore, data.loadAfter) ? [BUSY] : []),
    "The trivial endpoint is public; every other read also verifies the access token and loads the worker.",
    "Requests accept gzip, as browsers do.",
    "Each measured URL is read once in a warm-up first, as open station screens do. The last row, the first",
    "open, reads orders nobody has read since the server started, each once, so none is kept in memory",
    "(its warm-up opened other orders); see D12 in docs/decisions.md.",
    "",
    ...READ_TABLE_HEAD,
    ...rows.map((row) => readRow(row, ping)),
    "",
    ...(pglite
      ? [
          `## First open on PGlite (embedded): ${pglite.data.orders} orders / ${pglite.data.comics} comics`,
          "",
          "The same first opens on the write part's PGlite data set, its own server process with the database",
          "inside it, against that server's ping measured just before (after a warm-up of both).",
          `Load average (1, 5, 15 min) before: ${pglite.loadBefore}; after: ${pglite.loadAfter}.`,
          ...(isBusy(pglite.loadBefore, pglite.loadAfter) ? [BUSY] : []),
          "",
          ...READ_TABLE_HEAD,
          ...pglite.rows.map((row) => readRow(row, pglite.rows[0]!)),
          "",
        ]
      : []),
    "## Query plans of the queue pages (uncached, EXPLAIN ANALYZE on the same data)",
    "",
    "The page and its total are one statement; the total is an uncorrelated sub-select. A sequential scan",
    "appears only where the filter keeps most of the table (e.g. Completed orders are 60% of all orders).",
    "",
    "| queue | scans | execution ms |",
    "|---|---|---:|",
    ...data.plans.map((plan) => `| ${plan.name} | ${plan.scans} | ${plan.ms.toFixed(1)} |`),
    "",
  ];
}

export type WriteSection = {
  database: string;
  data: DataCounts;
  targets: string;
  loadBefore: string;
  loadAfter: string;
  run: WriteRun;
};

function writeRow(row: WriteMeasured, ping: Measured): string {
  const ratio = ratioOf(row, ping);
  const verdict =
    row.errors > 0 || row.requests === 0
      ? "NO (errors: not a valid run)"
      : row.name.includes("(reference")
        ? "—"
        : ratio <= WRITE_BUDGET
          ? "yes"
          : "NO";
  return `| ${row.name} | ${row.p50} | ${row.p99} | ${row.rps} | ${row.requests} | ${row.errors} | ${row.statuses} | ${ratio.toFixed(2)} | ${verdict} |`;
}

export function writeLines(sections: WriteSection[]): string[] {
  return [
    WRITES_MARKER,
    "",
    "# Bench results: writes",
    "",
    `Run ${new Date().toISOString()} of commit ${commit()} on ${machine()}; autocannon, ${CONNECTIONS} connections,`,
    `loopback, signed in as an admin. Each kind of write: ${WRITES_PER_CLIENT} writes per client (${WRITES_PER_CLIENT * CONNECTIONS} in all, every one answered and`,
    "measured), after 5 per client as a warm-up. Budget (DESIGN §9): p99 within 5x of the trivial endpoint",
    `(\`/api/ping\`, ${DURATION_S} s, measured just before the writes by the same client, on the same server).`,
    "Each client writes only to its own InProcess orders, sending the version the previous answer gave, so",
    "every write is meant to succeed: any other answer (or a scan answered 'already scanned') is an error,",
    "and a row with errors is not a valid measurement. Latencies are of 2xx answers. Rows marked '1 client",
    "(reference)' send 20 of the same write from one client alone: the write's own cost, not budgeted.",
    "Method: README.md.",
    "",
    ...sections.flatMap((section) => [
      `## ${section.database}: ${section.data.orders} orders / ${section.data.comics} comics`,
      "",
      `Write targets: ${section.targets}. Load average (1, 5, 15 min) before: ${section.loadBefore}; after: ${section.loadAfter}.`,
      ...(isBusy(section.loadBefore, section.loadAfter) ? [BUSY] : []),
      `Prepared work left at the end (fewest of any client): ${section.run.spare.scan} scans, ${section.run.spare.complete} tier completions.`,
      "",
      "| write | p50 ms | p99 ms | req/s | requests | errors | answers | p99 / ping p99 | within 5x |",
      "|---|---:|---:|---:|---:|---:|---|---:|:---:|",
      `| ping (trivial) | ${section.run.ping.p50} | ${section.run.ping.p99} | ${section.run.ping.rps} | — | ${section.run.ping.errors} | — | 1.00 | — |`,
      ...section.run.rows.map((row) => writeRow(row, section.run.ping)),
      "",
    ]),
  ];
}

/** Writes the parts that ran; a part that did not run keeps its text from the existing file. */
export function saveResults(parts: { reads?: string[]; writes?: string[]; people?: string[] }): string {
  const whole = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "";
  // The mixed-load part (mixed-load-bench.ts) writes its own tail after its marker: kept as it is.
  const mixedCut = whole.indexOf("<!-- mixed:");
  const mixed = mixedCut >= 0 ? whole.slice(mixedCut).trimEnd() : "";
  const existing = mixedCut >= 0 ? whole.slice(0, mixedCut) : whole;
  const peopleCut = existing.indexOf(PEOPLE_MARKER);
  const oldPeople = peopleCut >= 0 ? existing.slice(peopleCut).trimEnd() : "";
  const rest = peopleCut >= 0 ? existing.slice(0, peopleCut) : existing;
  const cut = rest.indexOf(WRITES_MARKER);
  const oldReads = (cut >= 0 ? rest.slice(0, cut) : rest).trimEnd();
  const oldWrites = cut >= 0 ? rest.slice(cut).trimEnd() : "";
  const reads = parts.reads ? parts.reads.join("\n").trimEnd() : oldReads;
  const writes = parts.writes ? parts.writes.join("\n").trimEnd() : oldWrites;
  const people = parts.people ? [PEOPLE_MARKER, "", ...parts.people].join("\n").trimEnd() : oldPeople;
  const text = `${[reads, writes, people, mixed].filter(Boolean).join("\n\n")}\n`;
  writeFileSync(RESULTS, text);
  return text;
}

export type PeopleSection = {
  db: string;
  customers: number;
  addresses: number;
  loadBefore: string;
  loadAfter: string;
  run: PeopleRun;
  plans: PlanLine[];
  pglite: { customers: number; plans: PlanLine[] };
};

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

export function peopleLines(section: PeopleSection): string[] {
  const ping = section.run.rows[0]!;
  const userprofile = section.run.rows[1]!;
  const { exportRun } = section.run;
  const planTable = (plans: PlanLine[]) => [
    "| statement | scans | execution ms |",
    "|---|---|---:|",
    ...plans.map((plan) => `| ${plan.name} | ${plan.scans} | ${plan.ms.toFixed(1)} |`),
  ];
  return [
    "# Bench results: people (customer search and export)",
    "",
    `Run ${new Date().toISOString()} of commit ${commit()} on ${machine()}, PostgreSQL database`,
    `\`${section.db}\` with ${section.customers} customers / ${section.addresses} addresses; autocannon, ${CONNECTIONS} connections,`,
    `${DURATION_S} s per row, loopback, signed in as an admin, 10 rows per answer (administration §9). Budget`,
    `(issue 13): p99 within ${READ_BUDGET}x of the trivial endpoint. Each row cycles through texts taken from 200`,
    "sampled customers: prefixes of 1–4 characters of the last name or e-mail, and fragments of 4–5",
    "characters from inside them (contains). The last column divides by the signed-in trivial read instead:",
    "every search also verifies the token and loads the worker, which ping does not.",
    `Load average (1, 5, 15 min) before: ${section.loadBefore}; after: ${section.loadAfter}.`,
    ...(isBusy(section.loadBefore, section.loadAfter) ? [BUSY] : []),
    "",
    "| search | p50 ms | p99 ms | req/s | errors | p99 / ping p99 | within budget | p99 / signed-in p99 |",
    "|---|---:|---:|---:|---:|---:|:---:|---:|",
    ...section.run.rows.map((row) => {
      const ratio = ratioOf(row, ping);
      const verdict =
        row === ping || row.name.includes("(reference")
          ? "—"
          : ratio <= READ_BUDGET && row.errors === 0
            ? "yes"
            : "NO";
      return `| ${row.name} | ${row.p50} | ${row.p99} | ${row.rps} | ${row.errors} | ${ratio.toFixed(2)} | ${verdict} | ${ratioOf(row, userprofile).toFixed(2)} |`;
    }),
    "",
    "## CSV export of every customer (GET /api/users/export.csv, one client)",
    "",
    `${exportRun.rows} rows, ${(exportRun.bytes / 1e6).toFixed(1)} MB in ${(exportRun.ms / 1000).toFixed(1)} s. Server resident memory (VmRSS of`,
    `the server process): ${mb(exportRun.rss.before)} before, ${mb(exportRun.rss.peak)} at most during (sampled every 50 ms), ${mb(exportRun.rss.after)} one second`,
    "after. The server has no heap endpoint, so the heap is not reported separately; the export reads 500",
    "customers per query by id and streams each batch, so memory does not grow with the row count.",
    "",
    "## Query plans of the search statements (EXPLAIN ANALYZE, PostgreSQL, same data)",
    "",
    "Each search runs the prefix page, then, only when that is not full and the text has 3 characters or",
    "more, the contains page without the prefix matches; both by id, 11 rows at most (`total` counts to one",
    "past the page). A common text is served by the primary key and stops after 11 matching rows; a rare",
    "one (or one matching nothing, 'zzqx') by the trigram (contains) or text_pattern_ops (prefix) index.",
    "",
    ...planTable(section.plans),
    "",
    `## PGlite (embedded): the same statements on ${section.pglite.customers} generated customers`,
    "",
    "PGlite loads its contrib pg_trgm (migration 0008 creates the same GIN indexes there). The plans it",
    "chooses on a throw-away data directory after VACUUM ANALYZE. With ANALYZE alone, right after the bulk",
    "insert, it planned sequential scans for the rare contains texts (12–36 ms on 20,000 customers): the",
    "GIN indexes' pending list (fastupdate) was not merged yet, and PGlite runs no autovacuum to merge it.",
    "",
    ...planTable(section.pglite.plans),
    "",
  ];
}
