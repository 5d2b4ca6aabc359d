// POST /api/orders/refund and /void, and cancel-with-refund, on a real database with the test gateway:
// refunds of a card charge (at the gateway) and of cash (recorded), each a new negative row; what a
// payment has left; voids of unsettled charges only; the refusals, with nothing recorded.
import type { TOrderSummary } from "@gbo/contracts/orders";
import type { TOrderPayments } from "@gbo/contracts/payments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCounterPayment, seedGatewayCharge } from "../../../seed/payments-demo";
import { callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import {
  attemptsOf,
  gatewayOperations,
  moneyCalls,
  moneyOrder,
  moneyRows,
  orderRow,
  VISA,
} from "../../../test/money-kit";

let ctx: TestContext;
let billing: ReturnType<typeof moneyCalls>;
let refunder: ReturnType<typeof moneyCalls>;
beforeAll(async () => {
  ctx = await createTestContext();
  billing = moneyCalls(await callerWith(ctx, "billing"));
  refunder = moneyCalls(await callerWith(ctx, "refund"));
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;

/** 26-PAYM003's money: a settled $75.00 card charge (two days ago) and $20.00 cash; $5.00 still owed. */
async function paidOrder() {
  const order = await moneyOrder(ctx, { balanceCents: 10000, cards: [VISA] });
  const money = { id: order.orderId, customerId: order.customerId, countryCode: "US" as const };
  const card = await seedGatewayCharge(ctx.db, {
    order: money,
    method: order.methods[0]!,
    amountCents: 7500,
    at: new Date(Date.now() - 2 * DAY_MS),
  });
  const cash = await seedCounterPayment(ctx.db, {
    order: money,
    transType: "CASH",
    amountCents: 2000,
    at: new Date(),
  });
  await ctx.db.execute(sql`update orders set balance = 500, refundable = 9500 where id = ${order.orderId}`);
  return { ...order, card, cash };
}

/** The order's money statement adds up (Total − Paid = Balance) after every move. */
async function expectReconciled(orderId: string) {
  const caller = await callerWith(ctx, "billing");
  const { body } = await caller.get<TOrderSummary>(`/api/orders/${orderId}`);
  expect(body.statement.unreconciled).toBe(0);
}

async function payments(orderId: string) {
  const caller = await callerWith(ctx, "refund");
  return (await caller.get<TOrderPayments>(`/api/orders/${orderId}/payments`)).body;
}

describe("refunds", () => {
  it("part of a card charge at the gateway, then the rest; the balance rises back", async () => {
    const { orderId, card } = await paidOrder();
    const first = await refunder.refund(orderId, 1, {
      transactionId: card.id,
      amount: 30,
      reason: "Scuffed slab",
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: "Refunded $30.00.", version: 2, isWarning: false });
    const rows = await moneyRows(ctx, orderId);
    const refund = rows.at(-1)!;
    expect(refund).toMatchObject({
      transType: "CHARGE",
      amount: -3000,
      isRefund: true,
      isVoid: false,
      success: true,
      parentId: card.id,
      description: "Visa ending 4242 — Scuffed slab",
    });
    expect(refund.refId).toMatch(/^tg_re_/);
    // The charge row itself is never edited.
    expect(rows.find((row) => row.id === card.id)).toEqual(card);
    expect((await orderRow(ctx, orderId)).balance).toBe(3500);
    const state = (await payments(orderId)).payments.find((p) => p.transactionId === card.id);
    expect(state).toMatchObject({ amount: 75, refunded: 30, refundable: 45, canVoid: false });

    const above = await refunder.refund(orderId, 2, { transactionId: card.id, amount: 45.01 });
    expect([above.status, above.body.message]).toEqual([
      400,
      "The refund cannot be more than what this payment has left ($45.00).",
    ]);
    const rest = await refunder.refund(orderId, 2, { transactionId: card.id });
    expect(rest.body.message).toBe("Refunded $45.00.");
    const order = await orderRow(ctx, orderId);
    expect([order.balance, order.refundable, order.version]).toEqual([8000, 2000, 3]);
    const nothing = await refunder.refund(orderId, 3, { transactionId: card.id });
    expect([nothing.status, nothing.body.message]).toEqual([400, "This payment has nothing left to refund."]);
    expect(await gatewayOperations(ctx, orderId)).toHaveLength(2);
    await expectReconciled(orderId);
  });

  it("a cash payment is recorded as a refund without the gateway", async () => {
    const { orderId, cash } = await paidOrder();
    const { body } = await refunder.refund(orderId, 1, { transactionId: cash.id });
    expect(body.outcomes).toEqual([
      expect.objectContaining({ success: true, amount: 20, payMethodId: 0, authPaymentId: null }),
    ]);
    expect((await moneyRows(ctx, orderId)).at(-1)).toMatchObject({
      transType: "CASH",
      amount: -2000,
      isRefund: true,
      parentId: cash.id,
      authPaymentId: null,
    });
    expect(await gatewayOperations(ctx, orderId)).toEqual([]);
  });

  it("cash taken in the transaction dialog is refundable at once: the order's refundable follows", async () => {
    const { orderId } = await moneyOrder(ctx, { balanceCents: 3000, cards: [] });
    const cashier = await callerWith(ctx, "billing");
    const taken = await cashier.send("POST", "/api/orders/transaction", {
      orderId,
      transType: "CASH",
      amount: 30,
      idempotencyKey: crypto.randomUUID(),
      version: 1,
    });
    expect(taken.status).toBe(200);
    expect((await orderRow(ctx, orderId)).refundable).toBe(3000);
    const { body } = await refunder.refund(orderId, 2);
    expect(body.message).toBe("Refunded $30.00.");
    const order = await orderRow(ctx, orderId);
    expect([order.balance, order.refundable]).toEqual([3000, 0]);
    await expectReconciled(orderId);
  });

  it("the whole refundable amount: newest payment first, card through the gateway", async () => {
    const { orderId } = await paidOrder();
    const { body } = await refunder.refund(orderId, 1);
    expect(body.message).toBe("Refunded $95.00.");
    expect(body.outcomes.map((o) => o.amount)).toEqual([20, 75]);
    const order = await orderRow(ctx, orderId);
    expect([order.balance, order.refundable]).toEqual([10000, 0]);
    await expectReconciled(orderId);
  });

  it("needs the refund claim (403), a current version (409), and refuses a payment of another order", async () => {
    const { orderId, card } = await paidOrder();
    const other = await paidOrder();
    expect((await billing.refund(orderId, 1, { transactionId: card.id })).status).toBe(403);
    expect((await refunder.refund(orderId, 9, { transactionId: card.id })).status).toBe(409);
    const foreign = await refunder.refund(orderId, 1, { transactionId: other.card.id });
    expect([foreign.status, foreign.body.message]).toEqual([400, "This payment is not on this order."]);
    expect(await attemptsOf(ctx, orderId)).toEqual([]);
    expect((await orderRow(ctx, orderId)).version).toBe(1);
  });
});

describe("voids", () => {
  it("an unsettled charge: a new void row, the balance back, the charge untouched", async () => {
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 6500, cards: [VISA] });
    const charged = await billing.charge(orderId, 1, [{ payMethodId: methods[0]!.id, amount: 40 }]);
    const chargeId = charged.body.outcomes[0]!.transactionId!;
    expect((await orderRow(ctx, orderId)).balance).toBe(2500);
    const voided = await billing.void(orderId, 2, chargeId);
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ message: "Voided $40.00.", version: 3 });
    const rows = await moneyRows(ctx, orderId);
    expect(rows.map((r) => [r.transType, r.amount, r.isVoid, r.parentId, r.success])).toEqual([
      ["CHARGE", 4000, false, null, true],
      ["CHARGE", -4000, true, chargeId, true],
    ]);
    const order = await orderRow(ctx, orderId);
    expect([order.balance, order.refundable]).toEqual([6500, 0]);
    await expectReconciled(orderId);
    const again = await billing.void(orderId, 3, chargeId);
    expect([again.status, again.body.message]).toEqual([400, "This charge was already voided."]);
  });

  it("refused for a settled charge, a refunded one, a cash payment; needs invoicing or billing", async () => {
    const { orderId, card, cash } = await paidOrder();
    const settled = await billing.void(orderId, 1, card.id);
    expect([settled.status, settled.body.message]).toEqual([
      400,
      "This charge has settled and can no longer be voided. Refund it instead.",
    ]);
    const counter = await billing.void(orderId, 1, cash.id);
    expect([counter.status, counter.body.message]).toEqual([
      400,
      "Only a card or bank charge can be voided.",
    ]);
    expect((await refunder.void(orderId, 1, card.id)).status).toBe(403);
    expect(await attemptsOf(ctx, orderId)).toEqual([]);

    const fresh = await moneyOrder(ctx, { balanceCents: 5000, cards: [VISA] });
    const charged = await billing.charge(fresh.orderId, 1, [
      { payMethodId: fresh.methods[0]!.id, amount: 50 },
    ]);
    const chargeId = charged.body.outcomes[0]!.transactionId!;
    await refunder.refund(fresh.orderId, 2, { transactionId: chargeId, amount: 5 });
    const refunded = await billing.void(fresh.orderId, 3, chargeId);
    expect([refunded.status, refunded.body.message]).toEqual([
      400,
      "This charge was partly refunded, so it can no longer be voided. Refund the rest instead.",
    ]);
  });
});

describe("cancel with a refund", () => {
  it("refunds the card through the gateway and records the rest; a cancelled order takes no refund", async () => {
    const { orderId, card } = await paidOrder();
    const canceller = await callerWith(ctx, "refund");
    const cancel = await canceller.send("POST", `/api/orders/${orderId}/cancel`, {
      mode: "refund",
      reason: "Customer asked",
      idempotencyKey: crypto.randomUUID(),
      version: 1,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ orderStatus: "Cancelled", version: 3 });
    const rows = await moneyRows(ctx, orderId);
    expect(rows.slice(2).map((r) => [r.transType, r.amount, r.isRefund, r.parentId, r.description])).toEqual([
      ["CHARGE", -7500, true, card.id, "Visa ending 4242 — Refund on cancel: Customer asked"],
      ["CREDIT", -2000, true, null, "Refund on cancel: Customer asked"],
    ]);
    expect(await gatewayOperations(ctx, orderId)).toHaveLength(1);
    const order = await orderRow(ctx, orderId);
    expect([order.status, order.balance, order.refundable]).toEqual(["Cancelled", 0, 0]);
    const refused = await refunder.refund(orderId, 3, { transactionId: card.id });
    expect([refused.status, refused.body.message]).toEqual([400, "A cancelled order cannot be refunded."]);
    expect((await payments(orderId)).refundable).toBe(0);
    await expectReconciled(orderId);
  });
});
