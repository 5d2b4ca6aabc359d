// The first open of an order builds its summary from one statement for several orders, with the comics
// written as JSON by the database (order-summary.queries.ts, D12). The answer must be the very bytes the
// mappers wrote before: these tests build both for a richly filled order and compare them.
import { gunzipSync } from "node:zlib";
import type { TOrderSummary } from "@gbo/contracts/orders";
import { ZOrderSummarySchema } from "@gbo/contracts/orders";
import { fromCents } from "@gbo/domain/money";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { addresses, orders, shelfTiers, shelves, transactions } from "../../../db/schema/index";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { callerWith } from "../../../test/callers";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../../test/index";
import {
  toAddress,
  toComicSummary,
  toCustomer,
  toOrder,
  toStatement,
  toTier,
  toTransaction,
} from "../order-mappers";
import { findOrderSummaryRows, findShelfIdsOfOrder } from "../orders.queries";
import { orderSummaryJson } from "./get-order-summary";
import { findOrderSummaries } from "./order-summary.queries";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The summary as the mappers built it before D12's follow-up: the reference the new bytes must equal. */
async function mappedSummary(db: Db, orderId: string): Promise<TOrderSummary> {
  const row = await findOrderSummaryRows(db, orderId);
  if (!row) throw new Error(`no order ${orderId}`);
  const shelfIds = await findShelfIdsOfOrder(db, orderId);
  const { customer, tiers, comics, transactions: entries, ...order } = row;
  const address = customer.addresses.find((a) => a.id === order.addressId) ?? null;
  return {
    order: toOrder(order),
    tiers: tiers.map((tier) => toTier(tier, shelfIds.get(tier.id) ?? null)),
    comics: comics.map(toComicSummary),
    customer: toCustomer(customer, customer.addresses),
    address: address ? toAddress(address) : null,
    transactions: entries.map(toTransaction),
    balance: fromCents(order.balance),
    statement: toStatement(order, entries),
  };
}

/** Built as the server builds it on this suite's engine (PGlite: the PREPAREd statement run by EXECUTE). */
async function builtJson(db: Db, orderId: string): Promise<string> {
  const [row] = await findOrderSummaries(db, [orderId], ctx.database.kind);
  if (!row) throw new Error(`no summary row for ${orderId}`);
  return orderSummaryJson(row).text;
}

/** Text a person may type, with what JSON must escape (quotes, backslash, controls) and beyond-BMP. */
const AWKWARD = 'He said "9.8?" \\ a\tb\nc \u0001 é ✓ 🚀 \u2028 </script>';

/** An order with everything the summary shows: shelves, signatures, money of every kind, odd text. */
async function seedRichOrder(db: Db): Promise<string> {
  const { customer } = await seedCustomer(db, {
    name: AWKWARD,
    country: "CA",
    phone: null,
    dealerDiscounts: { grading: 15, pressing: 10, vsp: 50 },
    shippingAccounts: [
      { carrier: "UPS", accountNumber: "1A2B3C" },
      { carrier: "FedEx", accountNumber: "99-8" },
    ],
  });
  const [second] = await db
    .insert(addresses)
    .values({
      customerId: customer.id,
      line1: '2 Rue "Ste-Catherine"',
      line2: null,
      city: "Montréal",
      stateProvince: "QC",
      zipPostal: "H2X 1Y4",
      country: "CA",
    })
    .returning();
  const { orderId } = await seedOrder(db, {
    status: "InProcess",
    customerId: customer.id,
    addressId: second!.id,
    countryCode: "CA",
    dueDate: "2026-03-01",
    tiers: [
      {
        code: "SO",
        status: "PreGrade",
        count: 3,
        processed: 1,
        rate: 4599,
        dueDate: "2026-02-20",
        routedThrough: ["Signature", "PreGrade"],
        comics: [
          { title: AWKWARD, grade: 9.4, variant: null },
          { grade: 0.5, issue: null },
        ],
        signatures: [
          [
            { name: "Stan Lee", type: "ASP" },
            { name: "Jack Kirby", type: "VSP" },
          ],
          [],
          [],
        ],
      },
      { code: "SL", status: "Labels", count: 2, press: 2, labelsVerified: true, missingReason: AWKWARD },
      { code: "WS", status: "Pressing", count: 1, isRejected: true, dueDate: null },
    ],
  });
  // Microseconds the mappers cut to milliseconds, money of every sign, text with escapes.
  await db
    .update(orders)
    .set({
      receivedDate: sql`'2026-01-05 10:11:12.345678+00'::timestamptz`,
      date: sql`'2026-01-04 23:59:59.999999-05'::timestamptz`,
      total: 123_456,
      baseTotal: 120_001,
      discount: 1_999,
      rewards: 10,
      promoDiscount: 5,
      promoCode: "WELCOME",
      dropOffValue: 250,
      dropOffName: AWKWARD,
      sh: 1_234,
      handling: 99,
      insurance: 1,
      isInsurance: true,
      taxes: 7_777,
      grandTotal: 130_000,
      balance: -1_050,
      refundable: 333,
      paidDetail: [
        { id: "cc", amt: 5_000, desc: "Visa 4242" },
        { id: "check", amt: 1_001, desc: AWKWARD },
      ],
      billingExplanation: AWKWARD,
      trackingNumber: null,
    })
    .where(eq(orders.id, orderId));
  const entry = { orderId, customerId: customer.id, orderCurrency: "CAD", country: "CA" } as const;
  await db.insert(transactions).values([
    { ...entry, amount: 2_500, transType: "FEE", isFee: true, success: true, description: AWKWARD },
    { ...entry, amount: -700, transType: "CREDIT", success: true, author: "ann" },
    { ...entry, amount: 10_000, transType: "CHARGE", success: true, authId: "A1", refId: "R1" },
    { ...entry, amount: 3_000, transType: "CHARGE", isRefund: true, success: true },
    { ...entry, amount: 4_000, transType: "CHARGE", isVoid: true, success: false },
    { ...entry, amount: 1_234, transType: "AR", success: true },
  ]);
  await db
    .update(transactions)
    .set({ createdAt: sql`'2026-01-06 01:02:03.456789+00'::timestamptz` })
    .where(eq(transactions.orderId, orderId));
  await db.insert(shelves).values({ id: "A-1-B", location: AWKWARD }).onConflictDoNothing();
  await db.insert(shelfTiers).values({ orderId, tierId: "SL", shelfId: "A-1-B", placedBy: "ann" });
  return orderId;
}

describe("order summary built by the database (first open)", () => {
  it("writes the very bytes the mappers wrote, and they parse as the contract", async () => {
    const orderId = await seedRichOrder(ctx.db);
    const expected = await mappedSummary(ctx.db, orderId);
    // The seeded order really exercises each part.
    expect(expected.tiers.map((t) => [t.id, t.shelfId])).toEqual([
      ["SO", null],
      ["SL", "A-1-B"],
      ["WS", null],
    ]);
    expect(expected.comics.map((c) => c.signatureCount)).toEqual([2, 0, 0, 0, 0, 0]);
    expect(expected.transactions).toHaveLength(6);
    expect(expected.address?.city).toBe("Montréal");
    expect(expected.order.receivedDate).toBe("2026-01-05T10:11:12.345Z");

    const text = await builtJson(ctx.db, orderId);
    expect(text).toBe(JSON.stringify(expected));
    expect(ZOrderSummarySchema.strict().parse(JSON.parse(text))).toEqual(expected);
  });

  it("answers the same bytes over HTTP, plain and gzipped, as the reference", async () => {
    const orderId = await seedRichOrder(ctx.db);
    const worker = await seedWorker(ctx.db, { userName: "summary-bytes", claims: "admin" });
    const { authHeader } = await signIn(ctx.app, worker.userName, worker.password);
    const expected = JSON.stringify(await mappedSummary(ctx.db, orderId));
    const url = `/api/orders/${orderId}`;
    // The first open (uncached), then the kept value, gzipped as a browser asks.
    const plain = await ctx.app.inject({ method: "GET", url, headers: authHeader });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.toString()).toBe(expected);
    const zipped = await ctx.app.inject({
      method: "GET",
      url,
      headers: { ...authHeader, "accept-encoding": "gzip" },
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(expected);
  });

  it("sends the first open plain and compresses the kept summary only when read again", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Shipping", tiers: [{ code: "SO", count: 12 }] });
    const worker = await seedWorker(ctx.db, { userName: "summary-gzip", claims: "shipping" });
    const { authHeader } = await signIn(ctx.app, worker.userName, worker.password);
    const read = () =>
      ctx.app.inject({
        method: "GET",
        url: `/api/orders/${orderId}`,
        headers: { ...authHeader, "accept-encoding": "gzip, deflate, br" },
      });
    const first = await read();
    expect(first.headers["content-encoding"]).toBeUndefined();
    const again = await read();
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(again.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(gunzipSync(again.rawPayload).toString()).toBe(first.rawPayload.toString());
  });

  it("loads several orders in one statement and leaves out unknown ids", async () => {
    const first = await seedOrder(ctx.db, { status: "Invoicing" });
    const second = await seedOrder(ctx.db, { status: "Shipping", tiers: [{ code: "SO", count: 0 }] });
    const ids = [first.orderId, "26-ZZZZZZZ", second.orderId];
    // Both ways: the engine's own (PGlite: EXECUTE of a PREPAREd statement) and Drizzle's prepared query.
    for (const kind of [ctx.database.kind, "postgres"] as const) {
      const rows = await findOrderSummaries(ctx.db, ids, kind);
      expect(rows.map((row) => row.order.id).sort()).toEqual([first.orderId, second.orderId].sort());
      for (const row of rows) {
        expect(orderSummaryJson(row).text).toBe(JSON.stringify(await mappedSummary(ctx.db, row.order.id)));
      }
    }
  });

  it("keeps each id whole among ids with quotes, backslashes and braces", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Invoicing" });
    const ids = ["it's", 'say "hi"', "back\\slash", "{a,b}", "", orderId, `${orderId}\\`];
    for (const kind of [ctx.database.kind, "postgres"] as const) {
      expect((await findOrderSummaries(ctx.db, ids, kind)).map((row) => row.order.id)).toEqual([orderId]);
    }
  });

  it("answers 404 for an unknown order and many parallel first opens each with their own order", async () => {
    const seeded = await Promise.all(
      Array.from({ length: 6 }, (_, i) => seedOrder(ctx.db, { status: "InProcess", externalId: `P-${i}` })),
    );
    const admin = await callerWith(ctx, "admin");
    const answers = await Promise.all([
      ...seeded.map((order) => admin.get<TOrderSummary>(`/api/orders/${order.orderId}`)),
      admin.get("/api/orders/26-ZZZZZZZ"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 404]);
    expect(answers.slice(0, 6).map((a) => (a.body as TOrderSummary).order.externalId)).toEqual(
      seeded.map((_, i) => `P-${i}`),
    );
  });

  it("shows an external user only the tiers, and their comics, at a status they hold a claim for", async () => {
    const orderId = await seedRichOrder(ctx.db);
    const external = await callerWith(ctx, "external,labels");
    const seen = (await external.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
    const all = await mappedSummary(ctx.db, orderId);
    expect(seen.tiers.map((t) => t.id)).toEqual(["SL"]);
    expect(seen.comics.map((c) => c.tierId)).toEqual(["SL", "SL"]);
    expect(seen).toEqual({
      ...all,
      tiers: [all.tiers[1]],
      comics: all.comics.filter((c) => c.tierId === "SL"),
    });
  });
});
