import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TOrderSummary } from "@gbo/contracts/orders";
import { count, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { postgresCode } from "../http/errors";
import { type Caller, callerWith } from "../test/callers";
import { createTestContext, type TestContext } from "../test/index";
import { moneyOrder } from "../test/money-kit";
import { type Database, queryRows } from "./client";
import { migrateDatabase } from "./migrate";
import {
  DataDirLockedError,
  openPglite,
  openPgliteDir,
  openPgliteWorker,
  pgliteOptions,
} from "./pglite-database";

describe("embedded database from the first-start snapshot", () => {
  let workDir: string;
  let snapshot: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "gbo-pglite-"));
    const source = await PGlite.create();
    await source.exec("create table marker (note text); insert into marker values ('from the snapshot');");
    snapshot = path.join(workDir, "initial.tar.gz");
    await writeFile(snapshot, Buffer.from(await (await source.dumpDataDir("gzip")).arrayBuffer()));
    await source.close();
  }, 120_000);
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it("fills a brand-new directory from the snapshot, keeps its writes, and ignores the snapshot afterwards", async () => {
    const dir = path.join(workDir, "data", "pglite");
    const first = await openPgliteDir(dir, { initialSnapshot: snapshot });
    expect(await queryRows(first.db, sql`select note from marker`)).toEqual([{ note: "from the snapshot" }]);
    await first.db.execute(sql`insert into marker values ('written later')`);
    await first.close();

    const reopened = await openPgliteDir(dir, { initialSnapshot: snapshot });
    const notes = await queryRows<{ note: string }>(reopened.db, sql`select note from marker order by note`);
    expect(notes.map((row) => row.note)).toEqual(["from the snapshot", "written later"]);
    await reopened.close();
  }, 120_000);
});

/** The migrated snapshot of this test run (PGlite suite), else a migration of an empty one here. */
async function migratedSnapshot(): Promise<Uint8Array> {
  const made = inject("pgliteSnapshot");
  if (made) return readFile(made);
  const client = await PGlite.create(pgliteOptions());
  const database = openPglite(client);
  await migrateDatabase(database);
  const dump = new Uint8Array(await (await client.dumpDataDir("gzip")).arrayBuffer());
  await database.close();
  return dump;
}

// Every PGlite type Drizzle reads differently (per-query parsers on dates, intervals, numeric[]…).
const probe = pgTable("type_probe", {
  id: integer().primaryKey(),
  at: timestamp({ withTimezone: true, mode: "date" }),
  localAt: timestamp("local_at", { mode: "string" }),
  day: date(),
  span: interval(),
  amount: numeric(),
  amounts: numeric().array(),
  stamps: timestamp({ withTimezone: true }).array(),
  big: bigint({ mode: "number" }),
  bigs: bigint({ mode: "number" }).array(),
  doc: jsonb(),
  flags: boolean().array(),
  names: text().array(),
  note: text(),
});
const PROBE_SQL = `create table type_probe (id int primary key, at timestamptz, local_at timestamp, day date,
  span interval, amount numeric, amounts numeric[], stamps timestamptz[], big int8, bigs int8[], doc jsonb,
  flags bool[], names text[], note text, bytes bytea)`;
const PROBE_ROWS_SQL = `insert into type_probe values
  (1, '2026-03-04 05:06:07.891+02', '2026-03-04 05:06:07', '2026-03-04', '1 day 02:03:04', 12345.6789,
   '{1.10,2.20}', '{"2026-01-01 00:00:00+00","2026-02-02 12:00:00+00"}', 9007199254740991, '{1,2,3}',
   '{"a":[1,{"b":null}],"c":"é"}', '{true,false}', '{"x","y z"}', null, '\\x00ff10'),
  (2, null, null, null, null, null, null, null, null, null, null, null, null, 'only a note', null);`;

async function readProbe(database: Database) {
  return {
    typed: await database.db.select().from(probe).orderBy(probe.id),
    raw: await queryRows<Record<string, unknown>>(database.db, sql`select * from type_probe order by id`),
    counted: await database.db.select({ n: count() }).from(probe),
    rawCount: await queryRows(database.db, sql`select count(*) as n, sum(big) as total from type_probe`),
  };
}

describe("embedded database on its own worker thread (issue 31)", () => {
  let snapshot: Uint8Array;
  let database: Database;
  let ctx: TestContext;
  let billing: Caller;
  beforeAll(async () => {
    snapshot = await migratedSnapshot();
    database = await openPgliteWorker({ loadDataDir: snapshot });
    ctx = await createTestContext({ database });
    billing = await callerWith(ctx, "billing");
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await database?.close();
  });

  const summary = async (orderId: string) =>
    (await billing.get<TOrderSummary>(`/api/orders/${orderId}`)).body.order;
  const payment = (orderId: string, version: number, amount: number) => ({
    orderId,
    transType: "CASH",
    amount,
    idempotencyKey: randomUUID(),
    version,
  });

  it("reads every type as the in-process PGlite does (dates, intervals, numerics, json, bytea, arrays, int8 as number)", async () => {
    await database.db.execute(sql.raw(PROBE_SQL));
    await database.db.execute(sql.raw(PROBE_ROWS_SQL));
    const inProcess = openPglite(await PGlite.create(pgliteOptions()));
    try {
      await inProcess.db.execute(sql.raw(PROBE_SQL));
      await inProcess.db.execute(sql.raw(PROBE_ROWS_SQL));
      const expected = await readProbe(inProcess);
      const actual = await readProbe(database);
      expect(actual).toEqual(expected);
      expect(actual.typed[0]?.at).toEqual(new Date("2026-03-04T03:06:07.891Z"));
      expect(actual.typed[0]?.big).toBe(9007199254740991);
      expect(actual.rawCount[0]).toEqual({ n: 2, total: "9007199254740991" });
      expect(actual.raw[0]?.bytes).toEqual(new Uint8Array([0, 255, 16]));
    } finally {
      await inProcess.close();
    }
  });

  it("runs a real write through HTTP: the payment commits and the order's balance and version follow", async () => {
    const { orderId } = await moneyOrder(ctx, { balanceCents: 10000, cards: [] });
    const before = await summary(orderId);
    const paid = await billing.send("POST", "/api/orders/transaction", payment(orderId, before.version, 25));
    expect(paid.status).toBe(200);
    const after = await summary(orderId);
    expect(after.balance).toBe(75);
    expect(after.version).toBeGreaterThan(before.version);
    // A stale version is refused and writes nothing.
    const stale = await billing.send("POST", "/api/orders/transaction", payment(orderId, before.version, 10));
    expect(stale.status).toBe(409);
    expect((await summary(orderId)).balance).toBe(75);
  });

  it("rolls back a transaction whose callback throws, and keeps PostgreSQL's error code across the thread", async () => {
    const { orderId } = await moneyOrder(ctx, { balanceCents: 10000, cards: [] });
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set balance = 1 where id = ${orderId}`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const duplicate = await ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`update orders set balance = 2 where id = ${orderId}`);
        await tx.execute(sql`insert into type_probe (id) values (1)`);
      })
      .catch((error: unknown) => error);
    expect(postgresCode(duplicate)).toBe("23505");
    expect((await summary(orderId)).balance).toBe(100);
    // A nested transaction (a savepoint) rolls back alone.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update orders set balance = 3 where id = ${orderId}`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update orders set balance = 4 where id = ${orderId}`);
          throw new Error("inner only");
        })
        .catch(() => {});
    });
    const [row] = await queryRows<{ balance: number }>(
      ctx.db,
      sql`select balance from orders where id = ${orderId}`,
    );
    expect(row?.balance).toBe(3);
  });

  it("keeps other requests out of an open transaction: they wait, then see only what it committed", async () => {
    const { orderId } = await moneyOrder(ctx, { balanceCents: 10000, cards: [] });
    const version = (await summary(orderId)).version;
    let read: Promise<{ balance: number }[]> | undefined;
    let paid: Promise<{ status: number }> | undefined;
    const settledEarly: string[] = [];
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set balance = 5 where id = ${orderId}`);
        // Not the cached summary: a statement that must reach the database.
        read = queryRows<{ balance: number }>(ctx.db, sql`select balance from orders where id = ${orderId}`);
        paid = billing.send("POST", "/api/orders/transaction", payment(orderId, version, 25));
        void read.then(() => settledEarly.push("read"));
        void paid.then(() => settledEarly.push("payment"));
        // Both wait in the worker's queue behind this transaction.
        await expect.poll(() => database.poolStats().waiting, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settledEarly).toEqual([]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    // The read saw nothing of the rolled-back update; the payment ran after it and committed on its own.
    expect(await read).toEqual([{ balance: 10000 }]);
    expect((await paid)?.status).toBe(200);
    expect((await summary(orderId)).balance).toBe(75);
    // The payment's receipt e-mail is written in the background right after its commit (issue 33).
    await expect
      .poll(() => database.poolStats(), { timeout: 10_000 })
      .toEqual({ total: 1, idle: 1, waiting: 0 });
  });

  it("answers a single statement before a transaction that waited longer (a read is not queued behind writes)", async () => {
    const order: string[] = [];
    let second: Promise<unknown> | undefined;
    let read: Promise<unknown> | undefined;
    // Nothing else in the queue: no e-mail of an earlier test still being written.
    await expect
      .poll(() => database.poolStats(), { timeout: 10_000 })
      .toEqual({ total: 1, idle: 1, waiting: 0 });
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      second = ctx.db.transaction(async (inner) => {
        order.push("transaction");
        await inner.execute(sql`select 2`);
      });
      await expect.poll(() => database.poolStats().waiting).toBe(1);
      read = ctx.db.execute(sql`select 3`).then(() => order.push("read"));
      await expect.poll(() => database.poolStats().waiting).toBe(2);
    });
    await Promise.all([second, read]);
    expect(order).toEqual(["read", "transaction"]);
  });

  it("delivers NOTIFY payloads to the main thread, and stops after unlisten", async () => {
    const received: string[] = [];
    const unlisten = await database.listen("worker_probe", (payload) => received.push(payload));
    await database.notify("worker_probe", "first");
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_probe', 'on commit')`);
    });
    await expect.poll(() => received).toEqual(["first", "on commit"]);
    await unlisten();
    await database.notify("worker_probe", "after");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual(["first", "on commit"]);
  });

  it("answers other work while a long statement runs (the event loop is not blocked)", async () => {
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      await database.db.execute(sql`select count(*) from generate_series(1, 3000000) g where g % 7 = 0`);
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(150);
    expect(longestGap).toBeLessThan(took / 2);
  });

  it("dumps the data directory as a gzipped tar that PGlite opens with the data", async () => {
    const { orderId } = await moneyOrder(ctx, { balanceCents: 4321, cards: [] });
    const dump = await database.dumpDataDir?.();
    expect(dump?.size).toBeGreaterThan(1000);
    const restored = await PGlite.create({ loadDataDir: dump, ...pgliteOptions() });
    try {
      const { rows } = await restored.query<{ balance: number }>("select balance from orders where id = $1", [
        orderId,
      ]);
      expect(rows).toEqual([{ balance: 4321 }]);
    } finally {
      await restored.close();
    }
  });
});

describe("a data directory opened on the worker (the server's DATA_DIR)", () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "gbo-pglite-worker-"));
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it("holds the lock while open, releases it on close, and keeps its writes", async () => {
    const snapshot = path.join(workDir, "snapshot.tar.gz");
    await writeFile(snapshot, await migratedSnapshot());
    const dir = path.join(workDir, "data", "pglite");
    const first = await openPgliteDir(dir, { initialSnapshot: snapshot });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('written on the worker')`);
    // Proof it is the worker: a statement queued behind a transaction is counted as waiting.
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Drizzle's queries are lazy: then() sends it.
      const queued = first.db.execute(sql`select 1`).then(() => "done");
      await expect.poll(() => first.poolStats().waiting).toBe(1);
      void queued;
    });
    await expect(openPgliteDir(dir, { initialSnapshot: snapshot })).rejects.toThrow(DataDirLockedError);
    await first.close();
    const reopened = await openPgliteDir(dir, { initialSnapshot: snapshot });
    try {
      expect(await queryRows(reopened.db, sql`select note from kept`)).toEqual([
        { note: "written on the worker" },
      ]);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
