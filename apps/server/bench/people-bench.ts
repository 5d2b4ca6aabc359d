// The people part (issue 13, "Scale"): name and e-mail search (prefix and contains) under 50 clients on
// 200,000 customers on PostgreSQL, p99 against /api/ping (budget 3x), the plans that serve the contains
// searches (PostgreSQL, and PGlite on a smaller generated set), and the CSV export of every customer with
// the server's resident memory sampled before, during and after.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, type Db, queryRows } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { openPgliteDir } from "../src/db/pglite-database";
import { findWorkerByLogin } from "../src/modules/identity/index";
import { generateCustomers } from "../src/seed/customers-generate";
import { seedWorker } from "../src/seed/workers-factory";
import { BENCH_USER, baseUrl, type Measured, measureReads, say } from "./bench-server";

export const TARGET_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200_000);
const PGLITE_PLAN_CUSTOMERS = Number(process.env.BENCH_PGLITE_PLAN_CUSTOMERS ?? 20_000);
const SAMPLE = 200;

export type PlanLine = { name: string; scans: string; ms: number };
export type PeopleSamples = {
  namePrefixes: string[];
  nameFragments: string[];
  emailPrefixes: string[];
  emailFragments: string[];
};
export type ExportRun = {
  ms: number;
  bytes: number;
  rows: number;
  rss: { before: number; peak: number; after: number };
};
export type PeopleRun = { rows: Measured[]; exportRun: ExportRun };

const countCustomers = async (db: Db) =>
  Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from customers`))[0]?.n);

/** Migrates, tops the customers up to the target with the seed generator (one-off), adds the bench admin. */
export async function ensurePeopleData(database: Database, label: string): Promise<number> {
  await migrateDatabase(database);
  const existing = await countCustomers(database.db);
  if (existing < TARGET_CUSTOMERS) {
    say(`generating ${TARGET_CUSTOMERS - existing} customers into ${label} (one-off; reused by later runs)…`);
    const started = performance.now();
    await generateCustomers(database.db, { count: TARGET_CUSTOMERS - existing, seed: existing + 11 });
    await database.db.execute(sql`vacuum analyze customers`);
    await database.db.execute(sql`vacuum analyze addresses`);
    say(`generated in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  if (!(await findWorkerByLogin(database.db, BENCH_USER.userName))) await seedWorker(database.db, BENCH_USER);
  return countCustomers(database.db);
}

/** Search texts from sampled customers: 1–4 letter prefixes, and 4–5 letter fragments from the middle. */
export async function peopleSamples(db: Db): Promise<PeopleSamples> {
  const rows = await queryRows<{ last_name: string; email: string }>(
    db,
    sql`select last_name, email from customers tablesample system (2) limit ${SAMPLE}`,
  );
  const middle = (text: string, at: number) => {
    const word = text.toLowerCase();
    const length = 4 + (at % 2);
    const from = Math.max(1, Math.min(word.length - length, 1 + (at % 3)));
    return word.slice(from, from + length);
  };
  return {
    namePrefixes: rows.map((r, i) => r.last_name.toLowerCase().slice(0, 1 + (i % 4))),
    nameFragments: rows.map((r, i) => middle(r.last_name, i)).filter((t) => t.length >= 3),
    emailPrefixes: rows.map((r, i) => r.email.slice(0, 1 + (i % 4))),
    emailFragments: rows.map((r, i) => middle(r.email.split("@")[0] ?? "", i)).filter((t) => t.length >= 3),
  };
}

type PlanNode = { "Node Type": string; "Index Name"?: string; "Relation Name"?: string; Plans?: PlanNode[] };
type Plan = { Plan: PlanNode; "Execution Time": number }[];

function planSummary(plan: Plan): { scans: string; ms: number } {
  const scans = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node["Index Name"]) scans.add(`${node["Node Type"]} ${node["Index Name"]}`);
    else if (node["Node Type"] === "Seq Scan") scans.add(`Seq Scan ${node["Relation Name"]}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0]!.Plan);
  return { scans: [...scans].join("; "), ms: plan[0]!["Execution Time"] };
}

const COLUMNS = sql.raw("id, first_name, last_name, email, phone, level");
const nameLike = (p: string) => sql`(lower(last_name) like ${p} or lower(first_name) like ${p})`;
const emailLike = (p: string) => sql`lower(email) like ${p}`;
const page = (where: ReturnType<typeof sql>) =>
  sql`select ${COLUMNS} from customers where ${where} order by id limit 11`;

/**
 * The search's own statements (customer-search.ts): the prefix page, then, when it is not full and the
 * text has 3+ characters, the contains page without the prefix matches.
 */
const PLANNED: { name: string; query: (text: string) => ReturnType<typeof sql> }[] = [
  { name: "name prefix", query: (t) => page(nameLike(`${t}%`)) },
  { name: "name contains", query: (t) => page(sql`${nameLike(`%${t}%`)} and not ${nameLike(`${t}%`)}`) },
  { name: "e-mail prefix", query: (t) => page(emailLike(`${t}%`)) },
  { name: "e-mail contains", query: (t) => page(sql`${emailLike(`%${t}%`)} and not ${emailLike(`${t}%`)}`) },
];

/** EXPLAIN ANALYZE of the search statements for a rare and a common text each. */
export async function explainPeople(db: Db, texts: Record<string, string[]>): Promise<PlanLine[]> {
  const lines: PlanLine[] = [];
  for (const planned of PLANNED) {
    for (const text of texts[planned.name] ?? []) {
      const result = (await db.execute(
        sql`explain (analyze, format json) ${planned.query(text)}`,
      )) as unknown as {
        rows: { "QUERY PLAN": Plan | string }[];
      };
      const raw = result.rows[0]!["QUERY PLAN"];
      const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as Plan;
      lines.push({ name: `${planned.name} '${text}'`, ...planSummary(plan) });
    }
  }
  return lines;
}

/** The texts the plans are shown for: one rare, one common of each kind. */
export const PLAN_TEXTS: Record<string, string[]> = {
  "name prefix": ["j", "ouel"],
  "name contains": ["uellet", "son", "zzqx"],
  "e-mail prefix": ["j", "richard"],
  "e-mail contains": ["hnson4", "gmail", "zzqx"],
};

/** A throw-away PGlite with generated customers: does it plan the contains searches on the trigram index? */
export async function explainOnPglite(): Promise<{ customers: number; plans: PlanLine[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), "gbo-people-pglite-"));
  const database = await openPgliteDir(path.join(dir, "pglite"));
  try {
    await migrateDatabase(database);
    await generateCustomers(database.db, { count: PGLITE_PLAN_CUSTOMERS, seed: 5 });
    // VACUUM also moves the GIN indexes' pending list (fastupdate) into the index, as autovacuum would.
    await database.db.execute(sql`vacuum analyze customers`);
    return {
      customers: await countCustomers(database.db),
      plans: await explainPeople(database.db, PLAN_TEXTS),
    };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const encode = (texts: string[]) => texts.map((t) => encodeURIComponent(t));

/** Against a started server: ping, the four kinds of search, then the CSV export of every customer. */
export async function runPeople(
  samples: PeopleSamples,
  token: string,
  serverPid: number,
): Promise<PeopleRun> {
  const report = (row: Measured) => {
    say(`${row.name}: p50 ${row.p50} ms, p99 ${row.p99} ms`);
    return row;
  };
  const limit = 10;
  const paths = {
    namePrefix: encode(samples.namePrefixes).map((t) => `/api/users/name/${t}/${limit}`),
    nameContains: encode(samples.nameFragments).map((t) => `/api/users/name/${t}/${limit}`),
    emailPrefix: encode(samples.emailPrefixes).map((t) => `/api/users/email/${t}/${limit}`),
    emailContains: encode(samples.emailFragments).map((t) => `/api/users/email/${t}/${limit}`),
  };
  say("warming up…");
  await measureReads("warm-up", ["/api/ping"], null, { seconds: 2 });
  await measureReads("warm-up", Object.values(paths).flat(), token, { seconds: 2 });
  const rows: Measured[] = [report(await measureReads("ping (trivial)", ["/api/ping"], null))];
  rows.push(
    report(
      await measureReads("signed-in trivial: GET /api/userprofile (reference)", ["/api/userprofile"], token),
    ),
  );
  rows.push(
    report(
      await measureReads(
        `name prefix, 1–4 letters (${paths.namePrefix.length} texts)`,
        paths.namePrefix,
        token,
      ),
    ),
  );
  rows.push(
    report(
      await measureReads(
        `name contains, 4–5 letters (${paths.nameContains.length} texts)`,
        paths.nameContains,
        token,
      ),
    ),
  );
  rows.push(
    report(
      await measureReads(
        `e-mail prefix, 1–4 characters (${paths.emailPrefix.length} texts)`,
        paths.emailPrefix,
        token,
      ),
    ),
  );
  rows.push(
    report(
      await measureReads(
        `e-mail contains, 4–5 characters (${paths.emailContains.length} texts)`,
        paths.emailContains,
        token,
      ),
    ),
  );
  // A fragment in nearly every e-mail: the primary key serves it and stops after the page (not budgeted).
  rows.push(
    report(
      await measureReads(
        "e-mail contains 'mail' (reference: matches most rows)",
        ["/api/users/email/mail/10"],
        token,
      ),
    ),
  );
  return { rows, exportRun: await measureExport(token, serverPid) };
}

/** The server's resident set in kB (Linux /proc). */
function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** One GET of a CSV export (default: every customer), timed, with the server's RSS sampled every 50 ms. */
export async function measureExport(
  token: string,
  pid: number,
  exportPath = "/api/users/export.csv",
): Promise<ExportRun> {
  const before = rssKb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 50);
  const started = performance.now();
  let bytes = 0;
  let rows = 0;
  try {
    const response = await fetch(`${baseUrl}${exportPath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) rows += 1;
    }
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  say(
    `export ${exportPath}: ${rows - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${Math.round(ms)} ms; RSS ${before} → peak ${peak} → ${rssKb(pid)} kB`,
  );
  return { ms, bytes, rows: rows - 1, rss: { before, peak, after: rssKb(pid) } };
}
