// The order summary's money statement (issue 10 point 5) adds up to the balance the server keeps, after
// every kind of money write: payments at submission (paidDetail), recorded payments, fees, credits, a
// tier's fast-pass fee, AR, a refund on cancel and a transfer of funds.
import type { TOrderSummary } from "@gbo/contracts/orders";
import { toCents } from "@gbo/domain/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOrder } from "../../seed/orders-factory";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";

let ctx: TestContext;
let billing: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  billing = await callerWith(ctx, "billing");
});
afterAll(() => ctx.close());

const read = async (orderId: string) => (await billing.get<TOrderSummary>(`/api/orders/${orderId}`)).body;

/** Total − Paid = Balance on the statement, and the balance is the stored one. */
function expectReconciled(summary: TOrderSummary) {
  const { statement } = summary;
  expect(statement.balance).toBe(summary.order.balance);
  expect(toCents(statement.total) - toCents(statement.paid)).toBe(toCents(summary.order.balance));
  expect(statement.unreconciled).toBe(0);
  expect(statement.grandTotalUnreconciled).toBe(0);
}

async function addTransaction(orderId: string, transType: string, amount: number) {
  const version = (await read(orderId)).order.version;
  const done = await billing.send("POST", "/api/orders/transaction", {
    orderId,
    transType,
    amount,
    idempotencyKey: `${orderId}-${transType}-${amount}`,
    version,
  });
  expect(done.status, done.body.message).toBe(200);
  return read(orderId);
}

describe("the order summary's money statement", () => {
  it("shows the card payment at submission and stays reconciled through a fee, a credit, cash and AR", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Billing",
      balance: 4500,
      tiers: [{ code: "SO", count: 2, rate: 4500 }],
    });
    const seeded = await read(orderId);
    expect(seeded.statement).toMatchObject({
      grandTotal: 90,
      total: 90,
      paid: 45,
      balance: 45,
      entryCount: 1,
      payments: [
        {
          kind: "atSubmission",
          label: "Card — Visa ending 4242 · at submission",
          amount: 45,
          transactionId: null,
        },
      ],
    });
    expectReconciled(seeded);

    const withFee = await addTransaction(orderId, "FEE", 15);
    expect(withFee.statement).toMatchObject({ total: 105, paid: 45, balance: 60 });
    expectReconciled(withFee);
    const withCredit = await addTransaction(orderId, "CREDIT", 10);
    expect(withCredit.statement).toMatchObject({ total: 95, paid: 45, balance: 50 });
    expectReconciled(withCredit);
    const withCash = await addTransaction(orderId, "CASH", 20);
    expect(withCash.statement).toMatchObject({ total: 95, paid: 65, balance: 30 });
    expect(withCash.statement.payments.at(-1)).toMatchObject({ kind: "payment", label: "Cash", amount: 20 });
    expectReconciled(withCash);
    const withAr = await addTransaction(orderId, "AR", 5);
    expect(withAr.statement).toMatchObject({ total: 95, paid: 70, balance: 25, entryCount: 5 });
    expectReconciled(withAr);
  });

  it("stays reconciled after a tier's fast-pass fee and a cancel with a refund", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      balance: 0,
      tiers: [{ code: "NW", status: "PreGrade", count: 2 }],
    });
    const pregrade = await callerWith(ctx, "pregrade");
    const fastPass = await pregrade.send("PUT", `/api/orders/${orderId}/fastpass/2`, {
      tierId: "NW",
      version: 1,
    });
    expect(fastPass.status, fastPass.body.message).toBe(200);
    const charged = await read(orderId);
    expect(charged.statement.adjustments).toHaveLength(1);
    expect(charged.statement.balance).toBeGreaterThan(0);
    expectReconciled(charged);

    const refunder = await callerWith(ctx, "refund");
    const cancelled = await refunder.send("POST", `/api/orders/${orderId}/cancel`, {
      mode: "refund",
      idempotencyKey: `refund-${orderId}`,
      version: charged.order.version,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const after = await read(orderId);
    expect(after.order.status).toBe("Cancelled");
    expect(after.statement.payments.at(-1)).toMatchObject({ kind: "refund" });
    expect(after.statement.payments.at(-1)?.amount).toBeLessThan(0);
    expect(after.statement).toMatchObject({ paid: 0, total: 0, balance: 0 });
    expectReconciled(after);
  });

  it("a cancel refunds what was paid including taxes", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Billing",
      balance: 0,
      tiers: [{ code: "SO", count: 2, rate: 4500 }],
    });
    const { orders } = await import("../../db/schema/index");
    const { eq } = await import("drizzle-orm");
    // $90 grand total plus $7.20 taxes, all paid by card at submission.
    await ctx.db
      .update(orders)
      .set({ taxes: 720, paidDetail: [{ id: "card", amt: 9720, desc: "Visa ending 4242" }] })
      .where(eq(orders.id, orderId));
    const before = await read(orderId);
    expect(before.statement).toMatchObject({ total: 97.2, paid: 97.2, balance: 0 });
    expectReconciled(before);
    const refunder = await callerWith(ctx, "refund");
    const cancelled = await refunder.send("POST", `/api/orders/${orderId}/cancel`, {
      mode: "refund",
      idempotencyKey: `refund-taxed-${orderId}`,
      version: before.order.version,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const after = await read(orderId);
    expect(after.statement.payments.at(-1)).toMatchObject({ kind: "refund", amount: -97.2 });
    expectReconciled(after);
  });

  it("a transfer of funds on cancel leaves both orders reconciled", async () => {
    const replacement = await seedOrder(ctx.db, {
      status: "Invoicing",
      balance: 10000,
      tiers: [{ code: "SO", count: 3, rate: 4500 }],
    });
    const { orderId } = await seedOrder(ctx.db, {
      status: "Billing",
      balance: 0,
      tiers: [{ code: "SO", count: 2, rate: 4500 }],
    });
    const done = await billing.send("POST", `/api/orders/${orderId}/cancel`, {
      mode: "transfer",
      newInvoiceId: replacement.orderId,
      idempotencyKey: `transfer-${orderId}`,
      version: 1,
    });
    expect(done.status, done.body.message).toBe(200);
    expectReconciled(await read(orderId));
    const credited = await read(replacement.orderId);
    expect(credited.statement.adjustments.at(-1)).toMatchObject({ amount: -90 });
    expectReconciled(credited);
  });

  it("says by how much stored data does not reconcile instead of hiding it", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Billing",
      balance: 4500,
      tiers: [{ code: "SO", count: 2, rate: 4500 }],
    });
    const { orders } = await import("../../db/schema/index");
    const { eq } = await import("drizzle-orm");
    // A payment written at submission without moving the balance.
    await ctx.db.update(orders).set({ balance: 9000 }).where(eq(orders.id, orderId));
    const summary = await read(orderId);
    expect(summary.statement).toMatchObject({ total: 90, paid: 45, balance: 90, unreconciled: 45 });
  });
});
