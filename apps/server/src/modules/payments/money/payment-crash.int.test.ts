// The faults the money path exists for (issue 12 point 5, issue 27 point 7): the process is killed (as
// by kill -9 or a power cut) right after the gateway took a charge and before our commit, or right after
// the charge was journaled and before the gateway was called. The next start asks the gateway about the
// pending attempt: a charge it took is recorded (one charge at the gateway, one row, the balance paid); a
// charge it never received is failed at once, so the order takes a charge as soon as the server is back
// (it used to refuse every money move for about five minutes). A retry of the same request then answers
// what became of it, without charging again. Real processes, on an embedded data directory, or on a
// PostgreSQL database of their own in the PostgreSQL suite.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TOrderSummary } from "@gbo/contracts/orders";
import type { TMoneyResult, TPaymentMethodList } from "@gbo/contracts/payments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, queryRows } from "../../../db/client";
import { openPgliteDir } from "../../../db/pglite-database";
import { openPostgres } from "../../../db/postgres-database";
import { DEMO_PAYMENT_ORDERS } from "../../../seed/payments-demo";
import { adminQuery, randomDatabaseName, withDatabaseName } from "../../../test/database";
import { GATEWAY_NEVER_ANSWERED } from "./attempt-outcome";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
// Port of this file (21300–21399: the payments area's process tests).
const PORT = 21310;
const BASE = `http://127.0.0.1:${PORT}`;
const postgresUrl = inject("postgresUrl");
const template = inject("postgresTemplate");

let workDir: string;
const running: ChildProcess[] = [];
const databases: string[] = [];

/**
 * Where a test's processes keep their data: a data directory, and in the PostgreSQL suite a database
 * copied from the migrated template (the demo data seeded by the first start, as on the embedded one).
 */
type ChildStore = { dataDir: string; env: Record<string, string>; open: () => Promise<Database> };

async function childStore(name: string): Promise<ChildStore> {
  const dataDir = path.join(workDir, name);
  if (!postgresUrl || !template) {
    return { dataDir, env: {}, open: () => openPgliteDir(path.join(dataDir, "pglite")) };
  }
  const database = randomDatabaseName("t");
  await adminQuery(postgresUrl, `create database "${database}" template "${template}"`);
  databases.push(database);
  const url = withDatabaseName(postgresUrl, database);
  return {
    dataDir,
    env: { DATABASE_URL: url, SEED_DEMO: "1" },
    open: async () => openPostgres(url),
  };
}

function startServer(dataDir: string, env: Record<string, string> = {}) {
  const snapshot = inject("pgliteSnapshot");
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !name.startsWith("GBO_") && name !== "DATABASE_URL"),
      ),
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_DIST: path.join(workDir, "no-web"),
      ...(snapshot ? { PGLITE_SNAPSHOT: snapshot } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  const ready = async () => {
    const until = Date.now() + 120_000;
    while (!/Back office ready/.test(output)) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited:\n${output}`);
      if (Date.now() > until) throw new Error(`not ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, ready, output: () => output };
}

async function signInBilling(): Promise<Record<string, string>> {
  const response = await fetch(`${BASE}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: "backoffice",
      grant_type: "password",
      username: "billing",
      password: "billing-demo-pass",
    }),
  });
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, "content-type": "application/json" };
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  return (await (await fetch(`${BASE}${url}`, { headers })).json()) as T;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "gbo-payment-crash-"));
});
afterAll(async () => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await rm(workDir, { recursive: true, force: true });
  for (const database of databases) {
    if (postgresUrl) await adminQuery(postgresUrl, `drop database if exists "${database}" with (force)`);
  }
});

/** The demo order owing $120.00, its customer's first stored method, and a charge of it all. */
async function chargeRequest(headers: Record<string, string>) {
  const orderId = DEMO_PAYMENT_ORDERS.chargeTwoMethods;
  const { order } = await getJson<TOrderSummary>(`/api/orders/${orderId}`, headers);
  const { items } = await getJson<TPaymentMethodList>(`/api/users/${order.userId}/paymethod`, headers);
  const body = (version: number, idempotencyKey: string) =>
    JSON.stringify({
      orderId,
      version,
      idempotencyKey,
      payments: [{ payMethodId: items[0]!.id, amount: 120 }],
    });
  return { orderId, order, body };
}

const charge = (headers: Record<string, string>, body: string) =>
  fetch(`${BASE}/api/orders/charge`, { method: "POST", headers, body });

/** What the order's attempts left: rows, attempt states, and what the gateway really did with them. */
async function books(store: ChildStore, orderId: string) {
  const database = await store.open();
  try {
    const [counts] = await queryRows<{ charged: number; rows: number; states: string }>(
      database.db,
      sql`select
        (select count(*)::int from test_gateway_operations o join payment_attempts a on a.id::text = o.reference
          where a.order_id = ${orderId} and o.success) as charged,
        (select count(*)::int from transactions where order_id = ${orderId}) as rows,
        (select string_agg(state, ',' order by created_at) from payment_attempts where order_id = ${orderId}) as states`,
    );
    return counts;
  } finally {
    await database.close();
  }
}

describe("a charge killed between the gateway's success and our commit", () => {
  it("is recorded by the next start: one charge, one row; the retry answers it", async () => {
    const store = await childStore("after-gateway");
    const crashing = startServer(store.dataDir, { ...store.env, GBO_PAYMENT_CRASH_AFTER_GATEWAY: "1" });
    await crashing.ready();
    const headers = await signInBilling();
    const { orderId, order, body } = await chargeRequest(headers);
    const request = body(order.version, randomUUID());
    await expect(charge(headers, request)).rejects.toThrow();
    expect(await crashing.exited).toBe("SIGKILL");

    const restarted = startServer(store.dataDir, store.env);
    await restarted.ready();
    const again = await signInBilling();
    const after = await getJson<TOrderSummary>(`/api/orders/${orderId}`, again);
    expect([after.order.balance, after.order.refundable, after.order.version]).toEqual([
      0,
      120,
      order.version + 1,
    ]);
    expect(after.transactions.map((t) => [t.transType, t.amount, t.success])).toEqual([
      ["CHARGE", 120, true],
    ]);
    // The same request again (the worker's retry): the recorded charge is the answer, no second charge.
    const retried = await charge(again, request);
    const answer = (await retried.json()) as TMoneyResult;
    expect([retried.status, answer.message, answer.version]).toEqual([
      200,
      "Charged $120.00.",
      order.version + 1,
    ]);

    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
    expect(await books(store, orderId)).toEqual({ charged: 1, rows: 1, states: "succeeded" });
  }, 240_000);
});

describe("a charge killed after it was journaled and before the gateway was called", () => {
  it("is failed by the next start: the order takes a charge at once; the retry answers that nothing moved", async () => {
    const store = await childStore("before-gateway");
    const crashing = startServer(store.dataDir, { ...store.env, GBO_PAYMENT_CRASH_BEFORE_GATEWAY: "1" });
    await crashing.ready();
    const headers = await signInBilling();
    const { orderId, order, body } = await chargeRequest(headers);
    const request = body(order.version, randomUUID());
    await expect(charge(headers, request)).rejects.toThrow();
    expect(await crashing.exited).toBe("SIGKILL");

    const restarted = startServer(store.dataDir, store.env);
    await restarted.ready();
    const again = await signInBilling();
    const after = await getJson<TOrderSummary>(`/api/orders/${orderId}`, again);
    // Nothing was charged; the failed attempt is in the order's log (a new version).
    expect([after.order.balance, after.order.version]).toEqual([order.balance, order.version + 1]);
    expect(after.transactions).toEqual([]);
    const charged = await charge(again, body(after.order.version, randomUUID()));
    const paid = (await charged.json()) as TMoneyResult;
    expect([charged.status, paid.message]).toEqual([200, "Charged $120.00."]);
    // The worker's retry of the first request: it was never charged, and is not charged now.
    const retried = await charge(again, request);
    const answer = (await retried.json()) as TMoneyResult;
    expect([retried.status, answer.outcomes[0]?.success, answer.outcomes[0]?.message]).toEqual([
      200,
      false,
      GATEWAY_NEVER_ANSWERED,
    ]);

    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
    expect(await books(store, orderId)).toEqual({ charged: 1, rows: 1, states: "failed,succeeded" });
  }, 240_000);
});
