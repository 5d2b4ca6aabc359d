// The demo payment orders the e2e specs use: each as its spec expects it, its money adding up, and the
// move its spec makes working through the API.
import type { TOrderSummary } from "@gbo/contracts/orders";
import type { TOrderPayments, TPaymentMethodList } from "@gbo/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../test/callers";
import { createTestContext, type TestContext } from "../test/index";
import { moneyCalls } from "../test/money-kit";
import { DEMO_PAYMENT_ORDERS, seedDemoPayments } from "./payments-demo";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoPayments(ctx.db);
});
afterAll(() => ctx.close());

async function read(orderId: string) {
  const admin = await callerWith(ctx, "admin");
  const summary = (await admin.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
  const payments = (await admin.get<TOrderPayments>(`/api/orders/${orderId}/payments`)).body;
  const methods = (await admin.get<TPaymentMethodList>(`/api/users/${summary.order.userId}/paymethod`)).body;
  return { summary, payments, methods: methods.items };
}

describe("demo payment orders", () => {
  it("each adds up: Total − Paid = Balance, refundable as its payments have left", async () => {
    for (const orderId of Object.values(DEMO_PAYMENT_ORDERS)) {
      const { summary, payments } = await read(orderId);
      expect(summary.statement.unreconciled, orderId).toBe(0);
      expect(summary.order.refundable, orderId).toBe(payments.refundable);
    }
  });

  it("26-PAYM001: Pat Payments owes $120.00 and has a Visa 4242 and a Mastercard 4444; charged across both", async () => {
    const orderId = DEMO_PAYMENT_ORDERS.chargeTwoMethods;
    const { summary, methods } = await read(orderId);
    expect(summary.customer.name).toBe("Pat Payments");
    expect([summary.order.status, summary.order.balance]).toEqual(["Billing", 120]);
    expect(methods.map((m) => m.displayName)).toEqual(["Visa ending 4242", "Mastercard ending 4444"]);
    const billing = moneyCalls(await callerWith(ctx, "billing"));
    const { body } = await billing.charge(orderId, summary.order.version, [
      { payMethodId: methods[0]!.id, amount: 100 },
      { payMethodId: methods[1]!.id, amount: 20 },
    ]);
    expect(body.message).toBe("Charged $120.00.");
  });

  it("26-PAYM002: an unsettled $40.00 charge of today, $25.00 owed; it can be voided", async () => {
    const orderId = DEMO_PAYMENT_ORDERS.voidCharge;
    const { summary, payments } = await read(orderId);
    expect(summary.order.balance).toBe(25);
    expect(payments.payments).toEqual([
      expect.objectContaining({ amount: 40, canVoid: true, refundable: 40 }),
    ]);
    const billing = moneyCalls(await callerWith(ctx, "billing"));
    const voided = await billing.void(orderId, summary.order.version, payments.payments[0]!.transactionId);
    expect(voided.body.message).toBe("Voided $40.00.");
  });

  it("26-PAYM003: a settled $75.00 card charge and $20.00 cash; one refunded", async () => {
    const orderId = DEMO_PAYMENT_ORDERS.refundPayment;
    const { summary, payments } = await read(orderId);
    expect(payments.payments.map((p) => [p.transType, p.amount, p.canVoid])).toEqual([
      ["CHARGE", 75, false],
      ["CASH", 20, false],
    ]);
    const refunder = moneyCalls(await callerWith(ctx, "refund"));
    const card = payments.payments[0]!.transactionId;
    const refunded = await refunder.refund(orderId, summary.order.version, {
      transactionId: card,
      amount: 30,
    });
    expect(refunded.body.message).toBe("Refunded $30.00.");
  });

  it("26-PAYM004: cancelled after its payment was refunded; refunds refused", async () => {
    const orderId = DEMO_PAYMENT_ORDERS.cancelled;
    const { summary, payments } = await read(orderId);
    expect([summary.order.status, summary.order.balance, payments.refundable]).toEqual(["Cancelled", 0, 0]);
    const refunder = moneyCalls(await callerWith(ctx, "refund"));
    const refused = await refunder.refund(orderId, summary.order.version);
    expect([refused.status, refused.body.message]).toEqual([400, "A cancelled order cannot be refunded."]);
  });

  it("26-PAYM005 owes $90.00 with no stored method; 26-PAYM006 has a card charge and a cash payment", async () => {
    const adding = await read(DEMO_PAYMENT_ORDERS.addCardThenCharge);
    expect([adding.summary.order.balance, adding.methods]).toEqual([90, []]);
    const receipts = await read(DEMO_PAYMENT_ORDERS.receipts);
    expect(receipts.payments.payments.map((p) => [p.transType, p.amount])).toEqual([
      ["CHARGE", 45],
      ["CASH", 20],
    ]);
  });
});
