// The fault the money path exists for (issue 12 point 5): the process is killed (as by kill -9 or a power
// cut) right after the gateway took a charge and before our commit. The next start asks the gateway
// about the pending attempt and records it: one charge at the gateway, one row, the balance paid; and a
// retry of the same request then answers it without charging again. Real processes on a real embedded
// data directory, as server-process.int.test.ts runs them.
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
import { queryRows } from "../../../db/client";
import { openPgliteDir } from "../../../db/pglite-database";
import { DEMO_PAYMENT_ORDERS } from "../../../db/seed/payments-demo";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
// Port of this file (21300–21399: the payments area's process tests).
const PORT = 21310;
const BASE = `http://127.0.0.1:${PORT}`;

let workDir: string;
const running: ChildProcess[] = [];

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
});

describe("a charge killed between the gateway's success and our commit", () => {
  it("is recorded by the next start: one charge, one row; the retry answers it", async () => {
    const dataDir = path.join(workDir, "data");
    const orderId = DEMO_PAYMENT_ORDERS.chargeTwoMethods;

    const crashing = startServer(dataDir, { GBO_PAYMENT_CRASH_AFTER_GATEWAY: "1" });
    await crashing.ready();
    const headers = await signInBilling();
    const { order } = await getJson<TOrderSummary>(`/api/orders/${orderId}`, headers);
    const { items } = await getJson<TPaymentMethodList>(`/api/users/${order.userId}/paymethod`, headers);
    const request = JSON.stringify({
      orderId,
      version: order.version,
      idempotencyKey: randomUUID(),
      payments: [{ payMethodId: items[0]!.id, amount: 120 }],
    });
    const charge = () => fetch(`${BASE}/api/orders/charge`, { method: "POST", headers, body: request });
    await expect(charge()).rejects.toThrow();
    expect(await crashing.exited).toBe("SIGKILL");

    const restarted = startServer(dataDir);
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
    const retried = await fetch(`${BASE}/api/orders/charge`, {
      method: "POST",
      headers: again,
      body: request,
    });
    const answer = (await retried.json()) as TMoneyResult;
    expect([retried.status, answer.message, answer.version]).toEqual([
      200,
      "Charged $120.00.",
      order.version + 1,
    ]);

    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
    const database = await openPgliteDir(path.join(dataDir, "pglite"));
    try {
      const [counts] = await queryRows<{ operations: number; rows: number; states: string }>(
        database.db,
        sql`select
          (select count(*)::int from test_gateway_operations o join payment_attempts a on a.id::text = o.reference
            where a.order_id = ${orderId}) as operations,
          (select count(*)::int from transactions where order_id = ${orderId}) as rows,
          (select string_agg(state, ',') from payment_attempts where order_id = ${orderId}) as states`,
      );
      expect(counts).toEqual({ operations: 1, rows: 1, states: "succeeded" });
    } finally {
      await database.close();
    }
  }, 240_000);
});
