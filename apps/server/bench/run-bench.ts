// `npm run bench -w apps/server`: DESIGN §9 under 50 concurrent clients, p99 against /api/ping in the
// same run. Reads (queues, order summary; within 3x) on PostgreSQL and the first open of an order
// (within 5x) on PostgreSQL and on PGlite, then writes (scan, tier completion, transaction, comment;
// within 5x) on PostgreSQL and on embedded PGlite, each on a generated data set
// (50,000 orders / ~500,000 comics by default). Loopback only; bounded (a few seconds per endpoint).
// Then the people part: customer search (prefix and contains; within 3x) on 200,000 customers and their CSV
// export with the server's memory. BENCH_ONLY=reads|writes|people|mixed runs one part; see README.md.
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../src/db/client";
import {
  countRows,
  DB_NAME,
  ensureBenchData,
  ensurePostgresDatabase,
  hasPgliteData,
  openBenchPglite,
  openBenchPostgres,
  PGLITE_DATA_DIR,
  PGLITE_TARGET_ORDERS,
  TARGET_ORDERS,
} from "./bench-data";
import { type Measured, say, serverPid, signIn, startServer, stopServer } from "./bench-server";
import { firstOpenOnPglite } from "./first-open-bench";
import { mixedLines, mixedPart, saveMixedResults } from "./mixed-load-bench";
import {
  ensurePeopleData,
  explainOnPglite,
  explainPeople,
  PLAN_TEXTS,
  peopleSamples,
  runPeople,
} from "./people-bench";
import { prepareReads, runReads } from "./read-bench";
import { loadText, peopleLines, readLines, saveResults, type WriteSection, writeLines } from "./results-file";
import { runWrites } from "./write-bench";
import { prepareWriteTargets, restoreWriteTargets } from "./write-targets";

const ONLY = process.env.BENCH_ONLY ?? "";
const WRITE_DATABASES = (process.env.BENCH_WRITE_DATABASES ?? "postgres,pglite").split(",");
const FIRST_OPEN_PGLITE = process.env.BENCH_FIRST_OPEN_PGLITE !== "0";
// The PostgreSQL server keeps only its signing key in a data directory.
const pgDataDir = () => path.join(tmpdir(), "gbo-bench-data");

async function withDatabase<T>(open: () => Promise<Database>, fn: (database: Database) => Promise<T>) {
  const database = await open();
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** The reads on PostgreSQL, then the first open of an order on PGlite (BENCH_FIRST_OPEN_PGLITE=0 skips it). */
async function readPart(url: string): Promise<string[]> {
  const { data, samples } = await withDatabase(
    () => openBenchPostgres(url),
    async (database) => ({ data: await countRows(database), samples: await prepareReads(database) }),
  );
  const loadBefore = loadText();
  const server = await startServer({ DATABASE_URL: url, DATA_DIR: pgDataDir() });
  let rows: Measured[];
  let loadAfter: string;
  try {
    rows = await runReads(samples, await signIn());
    loadAfter = loadText();
  } finally {
    await stopServer(server);
  }
  const pglite = FIRST_OPEN_PGLITE ? await firstOpenOnPglite(loadText) : undefined;
  return readLines(rows, { ...data, db: DB_NAME, plans: samples.plans, loadBefore, loadAfter, pglite });
}

/** Prepares the targets with the server stopped (PGlite has one writer), runs, then restores them. */
async function writePart(
  label: string,
  open: () => Promise<Database>,
  env: Record<string, string>,
): Promise<WriteSection> {
  const { data, targets } = await withDatabase(open, async (database) => ({
    data: await countRows(database),
    targets: await prepareWriteTargets(database.db),
  }));
  const counts = Object.entries(targets.orders).map(([kind, orders]) => `${orders.length} ${kind}`);
  const described = `${counts.join(", ")} orders (${targets.scans.length} comics to scan, ${targets.tiers.length} tiers to complete)`;
  say(`${label}: write targets ${described}`);
  const loadBefore = loadText();
  const server = await startServer(env);
  try {
    const run = await runWrites(targets, await signIn(), (message) => say(`${label} ${message}`));
    return { database: label, data, targets: described, loadBefore, loadAfter: loadText(), run };
  } finally {
    await stopServer(server);
    await withDatabase(open, (database) => restoreWriteTargets(database.db));
  }
}

async function peoplePart(url: string): Promise<string[]> {
  const prepared = await withDatabase(
    () => openBenchPostgres(url),
    async (database) => {
      const customers = await ensurePeopleData(database, `PostgreSQL ${DB_NAME}`);
      const [addresses] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from addresses`,
      );
      return {
        customers,
        addresses: Number(addresses?.n),
        samples: await peopleSamples(database.db),
        plans: await explainPeople(database.db, PLAN_TEXTS),
      };
    },
  );
  say("PGlite plans on a throw-away data directory…");
  const pglite = await explainOnPglite();
  const loadBefore = loadText();
  const server = await startServer({ DATABASE_URL: url, DATA_DIR: pgDataDir() });
  try {
    const run = await runPeople(prepared.samples, await signIn(), serverPid(server.pid ?? 0));
    return peopleLines({ db: DB_NAME, ...prepared, loadBefore, loadAfter: loadText(), run, pglite });
  } finally {
    await stopServer(server);
  }
}

async function main() {
  const url = await ensurePostgresDatabase();
  if (ONLY === "mixed") return say(saveMixedResults(mixedLines(await mixedPart(url))));
  const parts: { reads?: string[]; writes?: string[]; people?: string[] } = {};
  if (ONLY === "people") {
    parts.people = await peoplePart(url);
    say(saveResults(parts));
    return;
  }
  await withDatabase(
    () => openBenchPostgres(url),
    (database) => ensureBenchData(database, TARGET_ORDERS, `PostgreSQL ${DB_NAME}`),
  );
  if (ONLY !== "writes") parts.reads = await readPart(url);
  if (ONLY !== "reads") {
    const sections: WriteSection[] = [];
    if (WRITE_DATABASES.includes("postgres")) {
      const env = { DATABASE_URL: url, DATA_DIR: pgDataDir() };
      sections.push(await writePart(`PostgreSQL (${DB_NAME})`, () => openBenchPostgres(url), env));
    }
    if (WRITE_DATABASES.includes("pglite")) {
      if (!hasPgliteData()) say(`creating the PGlite bench data in ${PGLITE_DATA_DIR}…`);
      await withDatabase(openBenchPglite, (database) =>
        ensureBenchData(database, PGLITE_TARGET_ORDERS, `PGlite ${PGLITE_DATA_DIR}`),
      );
      sections.push(await writePart("PGlite (embedded)", openBenchPglite, { DATA_DIR: PGLITE_DATA_DIR }));
    }
    parts.writes = writeLines(sections);
  }
  if (ONLY === "") parts.people = await peoplePart(url);
  say(saveResults(parts));
  // The embedded database under mixed load (issue 31: reads p99 < 150 ms, max < 500 ms while 8 clients write).
  if (ONLY === "") say(saveMixedResults(mixedLines(await mixedPart(url))));
}

await main();
