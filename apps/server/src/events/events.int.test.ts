// Live queues: a committed order write reaches open /api/events streams. On PostgreSQL the write goes
// through one app instance and the stream is served by a second one on the same database (LISTEN/NOTIFY).
import type { TOrderEvent } from "@gbo/contracts/orders";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../db/client";
import { openPostgres } from "../db/postgres-database";
import { workers } from "../db/schema/index";
import { seedOrder } from "../seed/orders-factory";
import { adminQuery, randomDatabaseName, withDatabaseName } from "../test/database";
import { createTestContext, seedWorker, signIn, type TestContext } from "../test/index";

let writer: TestContext;
let reader: TestContext;
let cleanup: () => Promise<void> = async () => {};
const postgresUrl = inject("postgresUrl") || "";
const template = inject("postgresTemplate") || "";

beforeAll(async () => {
  if (postgresUrl && template) {
    const name = randomDatabaseName("t_events");
    for (let attempt = 0; ; attempt += 1) {
      try {
        await adminQuery(postgresUrl, `create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    // Two pools and two LISTEN sessions: as two server processes would have.
    const first: Database = openPostgres(withDatabaseName(postgresUrl, name));
    const second: Database = openPostgres(withDatabaseName(postgresUrl, name));
    writer = await createTestContext({ database: first });
    reader = await createTestContext({ database: second, config: { jwtSecret: writer.config.jwtSecret } });
    cleanup = async () => {
      await first.close();
      await second.close();
      await adminQuery(postgresUrl, `drop database if exists "${name}" with (force)`);
    };
  } else {
    writer = await createTestContext();
    reader = writer;
  }
});
afterAll(async () => {
  if (reader !== writer) await reader.close();
  await writer.close();
  await cleanup();
});

/** Opens the stream over real HTTP and collects `order` events. */
let address: string | undefined;
async function openStream(token: string) {
  address ??= await reader.app.listen({ port: 0, host: "127.0.0.1" });
  const controller = new AbortController();
  const response = await fetch(`${address}/api/events?access_token=${encodeURIComponent(token)}`, {
    signal: controller.signal,
  });
  const events: TOrderEvent[] = [];
  const names: string[] = [];
  let isConnected = false;
  const reader_ = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader_.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (block.startsWith(": connected")) isConnected = true;
          if (block.startsWith("event: ")) names.push(block.split("\n")[0]!.slice(7));
          if (block.includes("event: order") && data) events.push(JSON.parse(data.slice(6)));
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    events,
    isConnected: () => isConnected,
    /** Settles when the server ends the stream. */
    ended: pump,
    names,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

async function waitFor<T>(check: () => T | undefined, ms: number): Promise<T | undefined> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const found = check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe("GET /api/events", () => {
  it("refuses a stream without a token", async () => {
    const response = await reader.app.inject({ method: "GET", url: "/api/events" });
    expect(response.statusCode).toBe(401);
  });

  it("delivers a tier completion made on one instance to a stream on another within a second", async () => {
    const worker = await seedWorker(writer.db, { userName: "live-labels", claims: "labels" });
    const { accessToken, authHeader } = await signIn(writer.app, worker.userName, worker.password);
    const { orderId } = await seedOrder(writer.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Labels", count: 1, processed: 1, labelsVerified: true }],
    });
    const stream = await openStream(accessToken);
    try {
      expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
      // The server subscribes before its first byte: once ": connected" is in, nothing can be missed.
      expect(await waitFor(() => stream.isConnected() || undefined, 5000)).toBe(true);
      const done = await writer.app.inject({
        method: "POST",
        url: "/api/orders/tier",
        headers: authHeader,
        payload: { orderId, tierId: "SO", version: 1 },
      });
      expect(done.statusCode).toBe(200);
      // Within a second of the commit (the write's answer).
      const event = await waitFor(() => stream.events.find((e) => e.orderId === orderId), 1000);
      expect(event).toEqual({ orderId, tierId: "SO", fromStatus: "Labels", toStatus: "HeatSeal" });
    } finally {
      await stream.close();
    }
  });

  it("ends a worker's open stream when the worker is disabled, and delivers nothing after", async () => {
    const worker = await seedWorker(writer.db, { userName: "live-disabled", claims: "labels" });
    const { accessToken } = await signIn(writer.app, worker.userName, worker.password);
    const { orderId } = await seedOrder(writer.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Labels", count: 1, processed: 1, labelsVerified: true }],
    });
    const stream = await openStream(accessToken);
    try {
      expect(await waitFor(() => stream.isConnected() || undefined, 5000)).toBe(true);
      // Disabled as the workers screen does it: inactive, and every older token stops working.
      await writer.db
        .update(workers)
        .set({ isActive: false, tokenVersion: sql`${workers.tokenVersion} + 1` })
        .where(eq(workers.userName, worker.userName));
      const ended = await Promise.race([
        stream.ended.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
      ]);
      expect(ended).toBe(true);
      expect(stream.names).toContain("session-ended");
      // A write after the session ended reaches no stream of that worker.
      const admin = await seedWorker(writer.db, { userName: "live-admin", claims: "admin" });
      const adminAuth = (await signIn(writer.app, admin.userName, admin.password)).authHeader;
      const done = await writer.app.inject({
        method: "POST",
        url: "/api/orders/tier",
        headers: adminAuth,
        payload: { orderId, tierId: "SO", version: 1 },
      });
      expect(done.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.events.find((e) => e.orderId === orderId)).toBeUndefined();
    } finally {
      await stream.close();
    }
  });
});
