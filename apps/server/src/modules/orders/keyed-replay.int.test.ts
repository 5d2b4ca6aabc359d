// Every call that takes an idempotency key answers a repeat with its first answer (issue 27 point 6):
// the same body again, whose version the first call made stale, gets 200 and the very same body, and
// moves nothing (no row, no log line, no new version, nothing at the gateway). A replayed cancel with a
// refund used to answer 409 "changed by someone else" when nothing had been paid by card: its refund
// step checked the version before anything knew the key. New orders: submit-order.int.test.ts and
// invoice-new.int.test.ts.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLog, orders, testGatewayOperations, transactions } from "../../db/schema/index";
import { seedOrder } from "../../seed/orders-factory";
import { seedPayMethod } from "../../seed/payments-demo";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";

let ctx: TestContext;
let billing: Caller;
let refunder: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  billing = await callerWith(ctx, "billing");
  refunder = await callerWith(ctx, "billing,refund");
});
afterAll(() => ctx.close());

const VISA = "4242424242424242";

/** What a repeat must leave as it was: the order's version and balance, its rows, its log, the gateway's books. */
async function footprint(orderId: string) {
  const [order] = await ctx.db
    .select({ version: orders.version, balance: orders.balance, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  const rows = await ctx.db
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.orderId, orderId));
  const log = await ctx.db.select({ n: count() }).from(orderLog).where(eq(orderLog.orderId, orderId));
  const gateway = await ctx.db.select({ n: count() }).from(testGatewayOperations);
  return { order, rows: rows[0]?.n, log: log[0]?.n, gateway: gateway[0]?.n };
}

/** An order owing $50.00 with a stored Visa, charged `paidCents` by card through the charge call. */
async function cardOrder(paidCents: number) {
  const { orderId, order } = await seedOrder(ctx.db, {
    status: "Billing",
    balance: 5000,
    tiers: [{ code: "SO", count: 1, rate: 5000 }],
  });
  const method = await seedPayMethod(ctx.db, order.customerId, { cardNumber: VISA });
  if (paidCents === 0) return { orderId, payMethodId: method.id, version: 1, transactionId: 0 };
  const charged = await billing.send<{ version: number; outcomes: { transactionId: number }[] }>(
    "POST",
    "/api/orders/charge",
    {
      orderId,
      version: 1,
      payments: [{ payMethodId: method.id, amount: paidCents / 100 }],
      idempotencyKey: randomUUID(),
    },
  );
  expect(charged.status, charged.body.message).toBe(200);
  const transactionId = charged.body.outcomes[0]?.transactionId ?? 0;
  return { orderId, payMethodId: method.id, version: charged.body.version, transactionId };
}

/** An order of $45.00 already paid (not by card: nothing at the gateway to refund). */
async function paidOrder(status: "Billing" | "InProcess" = "Billing") {
  const { orderId } = await seedOrder(ctx.db, {
    status,
    balance: 0,
    tiers: [{ code: "SO", count: 1, rate: 4500 }],
  });
  return orderId;
}

type KeyedCall = { caller: () => Caller; path: string; body: Record<string, unknown>; orderId: string };

const CALLS: [string, () => Promise<KeyedCall>][] = [
  [
    "a charge",
    async () => {
      const { orderId, payMethodId } = await cardOrder(0);
      const body = { orderId, version: 1, payments: [{ payMethodId, amount: 20 }] };
      return { caller: () => billing, path: "/api/orders/charge", body, orderId };
    },
  ],
  [
    "a refund",
    async () => {
      const { orderId, version } = await cardOrder(5000);
      const body = { orderId, version, amount: 10 };
      return { caller: () => refunder, path: "/api/orders/refund", body, orderId };
    },
  ],
  [
    "a void",
    async () => {
      const { orderId, version, transactionId } = await cardOrder(5000);
      const body = { orderId, version, transactionId };
      return { caller: () => billing, path: "/api/orders/void", body, orderId };
    },
  ],
  [
    "a cancel with a refund, nothing paid by card (the issue's case)",
    async () => {
      const orderId = await paidOrder();
      const body = { mode: "refund", version: 1 };
      return { caller: () => refunder, path: `/api/orders/${orderId}/cancel`, body, orderId };
    },
  ],
  [
    "a cancel with a refund of a card charge",
    async () => {
      const { orderId, version } = await cardOrder(5000);
      const body = { mode: "refund", version };
      return { caller: () => refunder, path: `/api/orders/${orderId}/cancel`, body, orderId };
    },
  ],
  [
    "a cancel with a transfer",
    async () => {
      const orderId = await paidOrder("InProcess");
      const replacement = await seedOrder(ctx.db, { status: "Invoicing", balance: 10000 });
      const body = { mode: "transfer", newInvoiceId: replacement.orderId, version: 1 };
      return { caller: () => billing, path: `/api/orders/${orderId}/cancel`, body, orderId };
    },
  ],
  [
    "a transaction",
    async () => {
      const { orderId } = await cardOrder(0);
      const body = { orderId, version: 1, transType: "CASH", amount: 12.5 };
      return { caller: () => billing, path: "/api/orders/transaction", body, orderId };
    },
  ],
  [
    "billing done (with a key)",
    async () => {
      const orderId = await paidOrder();
      const body = { version: 1 };
      return { caller: () => billing, path: `/api/orders/${orderId}/billing`, body, orderId };
    },
  ],
];

describe("a repeat of a keyed call, its version now stale", () => {
  it.each(CALLS)("%s: answers the first answer and moves nothing", async (_name, make) => {
    const { caller, path, body, orderId } = await make();
    const request = { ...body, idempotencyKey: randomUUID() };
    const first = await caller().send("POST", path, request);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.version).toBeGreaterThan(Number(body.version));
    const after = await footprint(orderId);

    const repeat = await caller().send("POST", path, request);
    expect([repeat.status, repeat.body]).toEqual([200, first.body]);
    expect(await footprint(orderId)).toEqual(after);
  });

  it("the same key with another body is still refused (422), and moves nothing", async () => {
    const orderId = await paidOrder();
    const request = { mode: "refund", version: 1, idempotencyKey: randomUUID() };
    expect((await refunder.send("POST", `/api/orders/${orderId}/cancel`, request)).status).toBe(200);
    const after = await footprint(orderId);
    const other = await refunder.send("POST", `/api/orders/${orderId}/cancel`, {
      ...request,
      reason: "Other",
    });
    expect(other.status).toBe(422);
    expect(await footprint(orderId)).toEqual(after);
  });
});
