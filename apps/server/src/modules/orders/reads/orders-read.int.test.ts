// Queue pages and order reads through the HTTP API.

import { gunzipSync } from "node:zlib";
import type { TComic, TOrderSummary, TQueuePage } from "@gbo/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { externalUsers, signatures } from "../../../db/schema/index";
import { publishOrderEvents } from "../../../events/order-events";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../../test/index";

const DAY_MS = 86_400_000;
let ctx: TestContext;
let shipping: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  shipping = await callerWith(ctx, "shipping");
});
afterAll(() => ctx.close());

describe("queues", () => {
  it("lists the last 30 days in the recent list and everything in the full list", async () => {
    const recent = await seedOrder(ctx.db, { status: "Shipping", date: new Date(Date.now() - 3 * DAY_MS) });
    const old = await seedOrder(ctx.db, { status: "Shipping", date: new Date(Date.now() - 45 * DAY_MS) });
    const recentIds = (await shipping.get<TQueuePage>("/api/orders/queue/shipping/1/-/recent")).body.rows.map(
      (r) => r.orderId,
    );
    const allIds = (await shipping.get<TQueuePage>("/api/orders/queue/shipping/1/-/all")).body.rows.map(
      (r) => r.orderId,
    );
    expect(recentIds).toContain(recent.orderId);
    expect(recentIds).not.toContain(old.orderId);
    expect(allIds).toEqual(expect.arrayContaining([recent.orderId, old.orderId]));
  });

  it("filters the pickup list by the US/CA choice", async () => {
    const us = await seedOrder(ctx.db, { status: "ReadyForPickUp", countryCode: "US" });
    const ca = await seedOrder(ctx.db, { status: "ReadyForPickUp", countryCode: "CA" });
    const caRows = (await shipping.get<TQueuePage>("/api/orders/queue/shipping-pickup/1/-/all-ca")).body.rows;
    expect(caRows.map((r) => r.orderId)).toContain(ca.orderId);
    expect(caRows.map((r) => r.orderId)).not.toContain(us.orderId);
    expect(caRows.every((r) => r.countryCode === "CA")).toBe(true);
  });

  it("searches by order id, customer name or e-mail, and comic title", async () => {
    const { customer } = await seedCustomer(ctx.db, {
      name: "Zelda Quimby",
      email: "zq@example.org",
      country: "US",
    });
    const order = await seedOrder(ctx.db, {
      status: "ShipToCanada",
      customerId: customer.id,
      countryCode: "CA",
    });
    const other = await seedOrder(ctx.db, { status: "ShipToCanada", countryCode: "CA" });
    const title = order.comics[0]!.title;
    for (const search of [order.orderId.slice(0, 6), "quimby", "ZQ@EXAMPLE", title.slice(0, 8)]) {
      const page = (
        await shipping.get<TQueuePage>(
          `/api/orders/queue/shipping-canada/1/${encodeURIComponent(search)}/all`,
        )
      ).body;
      expect(
        page.rows.map((r) => r.orderId),
        search,
      ).toContain(order.orderId);
    }
    const byName = (await shipping.get<TQueuePage>("/api/orders/queue/shipping-canada/1/quimby/all")).body;
    expect(byName.rows.map((r) => r.orderId)).not.toContain(other.orderId);
    expect(byName.total).toBe(1);
  });

  it("pages tier queues by the queue's limit with a total, and carries what a station needs", async () => {
    // The grading queue's limit is 20 (workflow §9).
    for (let i = 0; i < 12; i += 1) {
      await seedOrder(ctx.db, {
        status: "InProcess",
        tiers: [
          { code: "SO", status: "PreGrade", count: 3, processed: 1, fastPass: 1 },
          { code: "SL", status: "Finalize", count: 2 },
        ],
      });
    }
    const grade = await callerWith(ctx, "grade");
    const first = (await grade.get<TQueuePage>("/api/orders/queue/grading/1/-/all")).body;
    const second = (await grade.get<TQueuePage>("/api/orders/queue/grading/2/-/all")).body;
    expect(first.pageSize).toBe(20);
    expect(first.total).toBe(24);
    expect(first.rows).toHaveLength(20);
    expect(second.rows).toHaveLength(4);
    const keys = new Set([...first.rows, ...second.rows].map((r) => `${r.orderId}/${r.tierId}`));
    expect(keys.size).toBe(24);
    const row = first.rows.find((r) => r.tierId === "SO")!;
    expect(row).toMatchObject({
      count: 3,
      processed: 1,
      fastPass: 1,
      status: "PreGrade",
      orderStatus: "InProcess",
    });
    expect(row.customerName.length).toBeGreaterThan(0);
    expect(typeof row.daysLeft).toBe("number");
    const past = (await grade.get<TQueuePage>("/api/orders/queue/grading/9/-/all")).body;
    expect(past).toMatchObject({ total: 24, rows: [] });
  });

  it("shows a completed tier leaving one station's queue and entering the next at once", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "HeatSeal", count: 1, processed: 1 }],
    });
    const worker = await callerWith(ctx, "heatseal,slab");
    const ids = async (queue: string) =>
      (await worker.get<TQueuePage>(`/api/orders/queue/${queue}/1/-/recent`)).body.rows.map((r) => r.orderId);
    expect(await ids("heatseal")).toContain(orderId);
    expect(await ids("slab")).not.toContain(orderId);
    const done = await worker.send("POST", "/api/orders/tier", { orderId, tierId: "SO", version: 1 });
    expect(done.status).toBe(200);
    expect(await ids("heatseal")).not.toContain(orderId);
    expect(await ids("slab")).toContain(orderId);
  });

  it("refuses a queue the worker holds no claim for, and an unknown queue", async () => {
    expect((await shipping.get("/api/orders/queue/pressing/1/-/recent")).status).toBe(403);
    const admin = await callerWith(ctx, "admin");
    expect((await admin.get("/api/orders/queue/nowhere/1/-/recent")).status).toBe(400);
    expect((await admin.get("/api/orders/queue/comics/1/-/recent")).status).toBe(200);
  });
});

describe("order reads", () => {
  it("returns the order summary with tiers, comics, customer, address and balance", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Billing",
      countryCode: "CA",
      balance: 12345,
      tiers: [
        { code: "SO", count: 2 },
        { code: "SL", count: 1 },
      ],
    });
    const billing = await callerWith(ctx, "billing");
    const summary = (await billing.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
    expect(summary.order).toMatchObject({ id: orderId, status: "Billing", currency: "CA$", count: 3 });
    expect(summary.balance).toBe(123.45);
    expect(summary.tiers.map((t) => t.id)).toEqual(["SO", "SL"]);
    expect(summary.comics.map((c) => c.id)).toEqual(["001", "002", "003"]);
    expect(summary.address?.country).toBe("CA");
    expect(summary.customer.addresses).toHaveLength(1);
  });

  it("counts each comic's signatures in the summary", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Signature", count: 2 }],
    });
    await ctx.db.insert(signatures).values([
      { orderId, comicId: "002", name: "Stan Lee", type: "ASP" },
      { orderId, comicId: "002", name: "Jack Kirby", type: "VSP" },
    ]);
    const signature = await callerWith(ctx, "signature");
    const summary = (await signature.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
    expect(summary.comics.map((c) => [c.id, c.signatureCount])).toEqual([
      ["001", 0],
      ["002", 2],
    ]);
  });

  it("sends the same JSON gzipped to a client that accepts it (queue page and summary)", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Shipping", tiers: [{ code: "SO", count: 12 }] });
    // Seeded straight into the tables: announced as a real write would be, so kept shipping pages go.
    await publishOrderEvents(ctx.database, [
      { orderId, tierId: null, fromStatus: null, toStatus: "Shipping" },
    ]);
    const { authHeader } = await signIn(ctx.app, ...(await workerWith("shipping")));
    for (const url of ["/api/orders/queue/shipping/1/-/all", `/api/orders/${orderId}`]) {
      const plain = await ctx.app.inject({ method: "GET", url, headers: authHeader });
      const zipped = await ctx.app.inject({
        method: "GET",
        url,
        headers: { ...authHeader, "accept-encoding": "gzip, deflate, br" },
      });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.vary).toContain("accept-encoding");
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it("reads one comic by sequence, tier and sequence or unique id, and answers 404 for unknown orders", async () => {
    const { orderId, comics } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Slab", count: 1 }],
    });
    const slab = await callerWith(ctx, "slab");
    const bySeq = await slab.get<TComic>(`/api/orders/${orderId}/comic/001`);
    const byUnique = await slab.get<TComic>(`/api/orders/${orderId}/comic/${comics[0]!.uniqueId}`);
    expect(bySeq.status).toBe(200);
    expect(byUnique.body).toEqual(bySeq.body);
    expect((await slab.get<TComic>(`/api/orders/${orderId}/comic/so-001`)).body).toEqual(bySeq.body);
    // The tier code of "SL-001" is not the comic's: no such comic.
    expect((await slab.get(`/api/orders/${orderId}/comic/SL-001`)).status).toBe(404);
    expect(bySeq.body.title).toBe(comics[0]!.title);
    expect((await slab.get("/api/orders/26-ZZZZZZZ")).status).toBe(404);
    expect((await slab.get("/api/orders/not-an-id")).status).toBe(404);
  });

  it("resolves external references to an order id", async () => {
    const { orderId, comics } = await seedOrder(ctx.db, {
      status: "Completed",
      externalId: "SHOP-4411",
      trackingNumber: "1ZTRACK42",
    });
    const anyone = await callerWith(ctx, "labels");
    expect((await anyone.get(`/api/orders/reference/ext/SHOP-4411`)).body).toEqual({ orderId });
    expect((await anyone.get(`/api/orders/reference/comic/${comics[0]!.uniqueId}`)).body).toEqual({
      orderId,
    });
    expect((await anyone.get(`/api/orders/reference/tracking/1ZTRACK42`)).body).toEqual({ orderId });
    expect((await anyone.get(`/api/orders/reference/ext/NOPE`)).status).toBe(404);
    // A known external user's own prefix, as the global search sends it ("SHOP:4411").
    await ctx.db.insert(externalUsers).values({ name: "Shop", prefix: "SHOP" });
    expect((await anyone.get(`/api/orders/reference/SHOP/4411`)).body).toEqual({ orderId });
    expect((await anyone.get(`/api/orders/reference/OTHER/4411`)).status).toBe(404);
  });

  it("reads a plain seven-digit id as 00- plus it", async () => {
    const { orderId } = await seedOrder(ctx.db, { id: "00-1234567", status: "Invoicing" });
    const invoicing = await callerWith(ctx, "invoicing");
    const summary = await invoicing.get<TOrderSummary>("/api/orders/1234567");
    expect(summary.body.order.id).toBe(orderId);
  });
});

async function workerWith(claims: string): Promise<[string, string]> {
  const worker = await seedWorker(ctx.db, { userName: `gzip-${claims}`, claims });
  return [worker.userName, worker.password];
}
