// The ten-year data set (issue 32): 500,000 orders (~5 million comics) spread over ten years and
// 1,000,000 customers in the PostgreSQL database `gbo_bench_10y` (TENYEAR_DB), made once and reused.
// Made in parts of 10,000 orders, each one transaction with its own seed and id range, so an interrupted
// run leaves whole parts and the next run goes on from the first missing one.
import { sql } from "drizzle-orm";
import { type Database, type Db, queryRows } from "../../src/db/client";
import { migrateDatabase } from "../../src/db/migrate";
import { openPostgres } from "../../src/db/postgres-database";
import { findWorkerByLogin } from "../../src/modules/identity/index";
import { generateCustomers } from "../../src/seed/customers-generate";
import { generateOrders } from "../../src/seed/orders-generate";
import { seedWorker } from "../../src/seed/workers-factory";
import { ensurePostgresDatabase } from "../bench-data";
import { BENCH_USER, say } from "../bench-server";
import { TEN_YEAR_LAB } from "./ten-year-lab";

export const TENYEAR_DB = process.env.TENYEAR_DB ?? "gbo_bench_10y";
export const TENYEAR_ORDERS = Number(process.env.TENYEAR_ORDERS ?? 500_000);
export const TENYEAR_CUSTOMERS = Number(process.env.TENYEAR_CUSTOMERS ?? 1_000_000);
const ORDER_PART = 10_000;
const CUSTOMER_PART = 50_000;

export type TenYearCounts = { orders: number; comics: number; customers: number; bytes: number };

const countOf = async (db: Db, table: string) =>
  Number((await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);

export async function tenYearCounts(db: Db): Promise<TenYearCounts> {
  const bytes = (await queryRows<{ b: string }>(db, sql`select pg_database_size(current_database()) as b`))[0]
    ?.b;
  return {
    orders: await countOf(db, "orders"),
    comics: await countOf(db, "comics"),
    customers: await countOf(db, "customers"),
    bytes: Number(bytes),
  };
}

/** Opens (creating and migrating when new) the ten-year database and makes whatever part is missing. */
export async function ensureTenYearData(): Promise<{ url: string; database: Database; generatedMs: number }> {
  const url = await ensurePostgresDatabase(TENYEAR_DB);
  const database = openPostgres(url);
  await migrateDatabase(database);
  const started = performance.now();
  let changed = false;
  const orders = await countOf(database.db, "orders");
  for (let part = Math.floor(orders / ORDER_PART); part * ORDER_PART < TENYEAR_ORDERS; part += 1) {
    const count = Math.min(ORDER_PART, TENYEAR_ORDERS - part * ORDER_PART);
    await database.db.transaction((tx) =>
      generateOrders(
        { db: tx },
        { orders: count, seed: 1000 + part, profile: TEN_YEAR_LAB, firstIndex: part * ORDER_PART },
      ),
    );
    changed = true;
    say(
      `orders: ${part * ORDER_PART + count} / ${TENYEAR_ORDERS} (${Math.round((performance.now() - started) / 1000)} s)`,
    );
  }
  for (let customers = await countOf(database.db, "customers"); customers < TENYEAR_CUSTOMERS; ) {
    const count = Math.min(CUSTOMER_PART, TENYEAR_CUSTOMERS - customers);
    await database.db.transaction((tx) => generateCustomers(tx, { count, seed: customers + 11 }));
    customers += count;
    changed = true;
    say(
      `customers: ${customers} / ${TENYEAR_CUSTOMERS} (${Math.round((performance.now() - started) / 1000)} s)`,
    );
  }
  if (changed) {
    say("vacuum analyze…");
    await database.db.execute(sql`vacuum analyze`);
  }
  if (!(await findWorkerByLogin(database.db, BENCH_USER.userName))) await seedWorker(database.db, BENCH_USER);
  return { url, database, generatedMs: changed ? performance.now() - started : 0 };
}

// `npx tsx bench/tenyear/tenyear-data.ts`: make (or top up) the data set alone and print its size.
if (process.argv[1]?.endsWith("tenyear-data.ts")) {
  const { database, generatedMs } = await ensureTenYearData();
  const counts = await tenYearCounts(database.db);
  say(
    `${TENYEAR_DB}: ${counts.orders} orders, ${counts.comics} comics, ${counts.customers} customers, ` +
      `${(counts.bytes / 1e9).toFixed(2)} GB${generatedMs ? `, made in ${Math.round(generatedMs / 1000)} s` : ""}`,
  );
  await database.close();
}
