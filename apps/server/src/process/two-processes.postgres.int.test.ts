// Several server processes on one PostgreSQL (issue 18 point 6, docs/operations.md): a write through one
// process reaches a screen's event stream on the other and that process's read cache at once, through
// PostgreSQL's LISTEN/NOTIFY. It needs PostgreSQL: as a *.postgres.int.test.ts it runs only in the
// PostgreSQL suite (vitest.config.ts); the embedded data directory's one-writer lock is
// server-process.int.test.ts's.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPostgres } from "../db/postgres-database";
import { seedCustomer } from "../seed/customers-factory";
import { buildOrderRows, insertOrderBatch } from "../seed/orders-factory";
import { createRandom } from "../seed/seed-random";
import { adminQuery, randomDatabaseName, withDatabaseName } from "../test/database";
import { openProcessKit, type ProcessKit, type Server, signInAdmin } from "./process-kit";

const postgresUrl = inject("postgresUrl");
const template = inject("postgresTemplate");
const PORTS = [21120, 21121] as const;
const ORDER_ID = "26-TWOP001";
const ADMIN_PASSWORD = "two-processes-admin-pass";

let kit: ProcessKit;
let databaseName: string;
const servers: Server[] = [];

const base = (port: number) => `http://127.0.0.1:${port}`;

const signIn = (port: number) => signInAdmin(port, ADMIN_PASSWORD);

async function orderVersion(port: number, token: string): Promise<number> {
  const response = await fetch(`${base(port)}/api/orders/${ORDER_ID}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { order: { version: number } }).order.version;
}

/** Reads a server-sent event stream until a chunk holds `text`; resolves with what was read. */
async function streamUntil(port: number, token: string, text: string, opened: () => void): Promise<string> {
  const response = await fetch(`${base(port)}/api/events?access_token=${encodeURIComponent(token)}`, {
    signal: AbortSignal.timeout(30_000),
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let read = "";
  try {
    while (!read.includes(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      read += decoder.decode(value, { stream: true });
      if (read.includes(": connected")) opened();
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return read;
}

describe("two server processes on one PostgreSQL", () => {
  beforeAll(async () => {
    if (!postgresUrl || !template) throw new Error("this file runs in the PostgreSQL suite only");
    kit = await openProcessKit(undefined);
    databaseName = randomDatabaseName("t");
    await adminQuery(postgresUrl, `create database "${databaseName}" template "${template}"`);
    const url = withDatabaseName(postgresUrl, databaseName);
    const database = openPostgres(url);
    try {
      const random = createRandom(20261125);
      const { customer } = await seedCustomer(database.db, { country: "US" }, random);
      await insertOrderBatch(database.db, [
        buildOrderRows(
          {
            id: ORDER_ID,
            status: "InProcess",
            customerId: customer.id,
            collectibleType: "Comic",
            tiers: [{ code: "SO", status: "Pressing", count: 2, press: 1 }],
          },
          random,
        ),
      ]);
    } finally {
      await database.close();
    }
    // One secret for both, as behind a load balancer: a token from one is good on the other.
    const shared = {
      DATABASE_URL: url,
      ADMIN_PASSWORD,
      SEED_DEMO: "0",
      JWT_SECRET: randomBytes(32).toString("hex"),
    };
    // The first start creates the admin; the second finds it.
    const first = kit.startServer({ ...shared, PORT: String(PORTS[0]) });
    await first.waitFor(/Back office ready/, 90_000);
    const second = kit.startServer({ ...shared, PORT: String(PORTS[1]) });
    await second.waitFor(/Back office ready/, 90_000);
    servers.push(first, second);
  }, 240_000);

  afterAll(async () => {
    await kit?.close();
    if (databaseName) await adminQuery(postgresUrl, `drop database if exists "${databaseName}" with (force)`);
  });

  it("a comment written through one process reaches the other's event stream and its order read at once", async () => {
    const token = await signIn(PORTS[0]);
    // The second process has read the order (its summary is cached) and a screen is listening to it.
    const before = await orderVersion(PORTS[1], token);
    expect(await orderVersion(PORTS[1], token)).toBe(before);
    let isOpen: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      isOpen = resolve;
    });
    const heard = streamUntil(PORTS[1], token, ORDER_ID, () => isOpen());
    await opened;

    const written = await fetch(`${base(PORTS[0])}/api/orders/comment`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        orderId: ORDER_ID,
        description: "Written on the first process",
        version: before,
      }),
    });
    expect(written.status).toBe(200);

    const stream = await heard;
    expect(stream).toMatch(new RegExp(`event: order\\ndata: .*${ORDER_ID}`));
    // No stale cached summary on the second process: the next read has the new version.
    expect(await orderVersion(PORTS[1], token)).toBe(before + 1);
  }, 60_000);
});
