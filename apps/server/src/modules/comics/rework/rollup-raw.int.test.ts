// GET /api/orders/{id}/rollup and GET /api/orders/raw through the HTTP API: the rollup's shape and who
// sees which tiers; the raw-grade list's filter, order, paging and claims.
import type { TOrderRollup, TRawPage } from "@gbo/contracts/comics";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics, orders, signatures } from "../../../db/schema/index";
import { seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";

let ctx: TestContext;
let grader: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  grader = await callerWith(ctx, "grade");
});
afterAll(() => ctx.close());

describe("GET /api/orders/{id}/rollup", () => {
  it("answers the order, its tiers and every comic's state in sequence order", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "SO", status: "Finalize", count: 2, processed: 1 },
        { code: "WS", status: "Labels", count: 1, labelsVerified: true },
      ],
    });
    await ctx.db
      .update(comics)
      .set({ grade: 9.4, category: "Verified", hasImage: true })
      .where(and(eq(comics.orderId, orderId), eq(comics.id, "002")));
    await ctx.db.insert(signatures).values([
      { orderId, comicId: "002", name: "Stan Lee", type: "VSP", valid: true },
      { orderId, comicId: "002", name: "Jack Kirby", type: "ASP", valid: true },
    ]);
    const answer = await grader.get<TOrderRollup>(`/api/orders/${orderId}/rollup`);
    expect(answer.status).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(answer.body.order).toEqual({ id: orderId, status: "InProcess", version: order?.version });
    expect(answer.body.tiers).toEqual([
      { id: "SO", status: "Finalize", count: 2, processed: 1, labelsVerified: false },
      { id: "WS", status: "Labels", count: 1, processed: 0, labelsVerified: true },
    ]);
    expect(answer.body.comics.map((c) => c.id)).toEqual(["001", "002", "003"]);
    expect(answer.body.comics[0]).toMatchObject({ uniqueId: `${orderId}-001`, tierId: "SO", scanned: true });
    expect(answer.body.comics[1]).toMatchObject({
      uniqueId: `${orderId}-002`,
      status: "Finalize",
      grade: 9.4,
      category: "Verified",
      hasImage: true,
      hasImageSP: false,
      partialGrade: false,
      reject: false,
      pressFailed: false,
      scanned: false,
      signatureCount: 2,
    });
    expect(answer.body.comics[2]).toMatchObject({ tierId: "WS", signatureCount: 0 });
    expect(Object.keys(answer.body.comics[0] ?? {}).sort()).toEqual(
      [
        "id",
        "uniqueId",
        "tierId",
        "title",
        "issue",
        "status",
        "grade",
        "category",
        "partialGrade",
        "reject",
        "pressFailed",
        "scanned",
        "hasImage",
        "hasImageSP",
        "signatureCount",
      ].sort(),
    );
  });

  it("404 for no order, 401 signed out; external users see only their tiers' comics", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "SO", status: "Finalize", count: 1 },
        { code: "SL", status: "Labels", count: 1 },
      ],
    });
    expect((await grader.get(`/api/orders/26-NOPE999/rollup`)).status).toBe(404);
    const signedOut = await ctx.app.inject({ method: "GET", url: `/api/orders/${orderId}/rollup` });
    expect(signedOut.statusCode).toBe(401);
    const external = await callerWith(ctx, "external,labels");
    const seen = (await external.get<TOrderRollup>(`/api/orders/${orderId}/rollup`)).body;
    expect(seen.tiers.map((t) => t.id)).toEqual(["SL"]);
    expect(seen.comics.map((c) => c.tierId)).toEqual(["SL"]);
  });
});

describe("GET /api/orders/raw", () => {
  it("lists raw-grade comics of orders in process, newest order first, a page at a time", async () => {
    // Dated 1000 days ahead so they lead the list whatever else the database holds.
    const ahead = Date.now() + 1000 * 86_400_000;
    const made: string[] = [];
    for (const [days, status] of [
      [3, "InProcess"],
      [1, "InProcess"],
      [2, "InProcess"],
      [0, "Billing"],
    ] as const) {
      const { orderId } = await seedOrder(ctx.db, {
        status,
        date: new Date(ahead - days * 86_400_000),
        tiers: [{ code: "NW", status: "PreGrade", count: 2 }],
      });
      made.push(orderId);
      await ctx.db
        .update(comics)
        .set({ partialGrade: true, category: "Raw Grade" })
        .where(and(eq(comics.orderId, orderId), eq(comics.id, "001")));
    }
    const [oldest, newest, middle, billing] = made as [string, string, string, string];
    const first = await grader.get<TRawPage>("/api/orders/raw?page=1&pageSize=2");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.body.rows.map((r) => r.orderId)).toEqual([newest, middle]);
    expect(first.body.rows[0]).toMatchObject({
      comicId: "001",
      uniqueId: `${newest}-001`,
      tierId: "NW",
      tierStatus: "PreGrade",
      category: "Raw Grade",
    });
    const second = await grader.get<TRawPage>("/api/orders/raw?page=2&pageSize=2");
    expect(second.body.rows[0]?.orderId).toBe(oldest);
    expect(first.body.total).toBe(second.body.total);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    const all = await grader.get<TRawPage>("/api/orders/raw?pageSize=100");
    expect(all.body.rows.some((r) => r.orderId === billing)).toBe(false);
    expect(all.body.rows.some((r) => r.comicId === "002" && made.includes(r.orderId))).toBe(false);
    await ctx.db.update(comics).set({ partialGrade: false }).where(inArray(comics.orderId, made));
  });

  it("bounds the page size and needs a grading or billing claim", async () => {
    expect((await grader.get("/api/orders/raw?pageSize=101")).status).toBe(400);
    expect((await grader.get("/api/orders/raw?page=0")).status).toBe(400);
    for (const claim of ["pregrade", "finalize", "billing"]) {
      const worker = await callerWith(ctx, claim);
      expect((await worker.get("/api/orders/raw")).status).toBe(200);
    }
    const labels = await callerWith(ctx, "labels");
    expect((await labels.get("/api/orders/raw")).status).toBe(403);
  });
});
