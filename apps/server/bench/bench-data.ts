// The bench data set: generated once with the seed generator (`npm run seed -- --orders N`), reused by
// later runs. PostgreSQL: the database `gbo_bench`; PGlite: a data directory kept in the temp folder.
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, queryRows } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { openPgliteDir } from "../src/db/pglite-database";
import { openPostgres } from "../src/db/postgres-database";
import { findWorkerByLogin } from "../src/modules/identity/index";
import { generateOrders } from "../src/seed/orders-generate";
import { seedWorker } from "../src/seed/workers-factory";
import { BENCH_USER, say } from "./bench-server";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const DB_NAME = process.env.BENCH_DB ?? "gbo_bench";
export const TARGET_ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
/** The embedded data directory (the server's DATA_DIR; the database is its `pglite` folder). */
export const PGLITE_DATA_DIR = process.env.BENCH_PGLITE_DIR ?? path.join(tmpdir(), "gbo-bench-pglite");
export const PGLITE_TARGET_ORDERS = Number(process.env.BENCH_PGLITE_ORDERS ?? TARGET_ORDERS);

export type DataCounts = { orders: number; comics: number };

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates the bench database (default: BENCH_DB) when missing; returns its URL. */
export async function ensurePostgresDatabase(name = DB_NAME): Promise<string> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
  return withDatabaseName(ADMIN_URL, name);
}

export const openBenchPostgres = (url: string): Promise<Database> => Promise.resolve(openPostgres(url));
export const openBenchPglite = (): Promise<Database> => openPgliteDir(path.join(PGLITE_DATA_DIR, "pglite"));
export const hasPgliteData = () => existsSync(path.join(PGLITE_DATA_DIR, "pglite", "PG_VERSION"));

export async function countRows(database: Database): Promise<DataCounts> {
  const count = async (table: "orders" | "comics") =>
    Number(
      (await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n,
    );
  return { orders: await count("orders"), comics: await count("comics") };
}

/** Migrates, generates the orders still missing (one-off), adds the bench admin. */
export async function ensureBenchData(
  database: Database,
  target: number,
  label: string,
): Promise<DataCounts> {
  await migrateDatabase(database);
  const existing = (await countRows(database)).orders;
  if (existing < target) {
    say(`generating ${target - existing} orders into ${label} (one-off; reused by later runs)…`);
    const started = performance.now();
    await generateOrders(database, { orders: target - existing, seed: existing + 1, log: say });
    await database.db.execute(sql`vacuum analyze`);
    say(`generated in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  if (!(await findWorkerByLogin(database.db, BENCH_USER.userName))) await seedWorker(database.db, BENCH_USER);
  return countRows(database);
}
