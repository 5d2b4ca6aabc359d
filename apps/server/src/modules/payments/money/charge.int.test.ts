// POST /api/orders/charge on a real database with the built-in test gateway: across two methods, every
// refusal (nothing recorded), declines recorded with the gateway's message, a timeout after the charge
// was taken, and retries with one key (one charge, one row).
import { randomUUID } from "node:crypto";
import type { TOrderLog } from "@gbo/contracts/orders";
import type { TOrderPayments } from "@gbo/contracts/payments";
import { CARD_DECLINED, CARD_EXPIRED, CARD_INSUFFICIENT_FUNDS, GATEWAY_APPROVED } from "@gbo/domain/payments";
import { TOO_MANY_PAYMENT_METHODS } from "@gbo/domain/workflow";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentMethods } from "../../../db/schema/index";
import { onLocalOrderEvent } from "../../../events/order-events";
import { seedPayMethod } from "../../../seed/payments-demo";
import { callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import {
  attemptsOf,
  DECLINED,
  gatewayOperations,
  MASTERCARD,
  moneyCalls,
  moneyOrder,
  moneyRows,
  NO_FUNDS,
  orderRow,
  TIMEOUT_AFTER_CHARGE,
  VISA,
} from "../../../test/money-kit";
import { KEY_REUSED_MESSAGE, STALE_VERSION_MESSAGE, WRONG_STATUS_MESSAGE } from "../../orders/index";

let ctx: TestContext;
let billing: ReturnType<typeof moneyCalls>;
beforeAll(async () => {
  ctx = await createTestContext();
  billing = moneyCalls(await callerWith(ctx, "billing"));
});
afterAll(() => ctx.close());

/** Nothing recorded: no row, no attempt, no gateway call, balance and version as they were. */
async function expectUntouched(orderId: string, balanceCents: number) {
  expect(await moneyRows(ctx, orderId)).toEqual([]);
  expect(await attemptsOf(ctx, orderId)).toEqual([]);
  const order = await orderRow(ctx, orderId);
  expect(order.balance).toBe(balanceCents);
  expect(order.version).toBe(1);
}

describe("charging the balance", () => {
  it("across two methods: two CHARGE rows with the gateway's ids, the balance paid, the order announced", async () => {
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 12000 });
    const [visa, mastercard] = methods;
    const announced: string[] = [];
    const stop = onLocalOrderEvent(ctx.database, (event) => announced.push(event.orderId));
    const { status, body } = await billing.charge(orderId, 1, [
      { payMethodId: visa!.id, amount: 100 },
      { payMethodId: mastercard!.id, amount: 20 },
    ]);
    stop();
    expect(announced).toEqual([orderId]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: "Charged $120.00.", orderId, version: 2, isWarning: false });
    expect(body.outcomes.map((o) => [o.payMethodId, o.amount, o.success, o.message])).toEqual([
      [visa!.id, 100, true, GATEWAY_APPROVED],
      [mastercard!.id, 20, true, GATEWAY_APPROVED],
    ]);
    const rows = await moneyRows(ctx, orderId);
    expect(rows.map((r) => [r.transType, r.amount, r.success, r.payMethodId, r.description])).toEqual([
      ["CHARGE", 10000, true, visa!.id, "Visa ending 4242"],
      ["CHARGE", 2000, true, mastercard!.id, "Mastercard ending 4444"],
    ]);
    for (const [index, row] of rows.entries()) {
      expect(row.authPaymentId).toMatch(/^tg_ch_/);
      expect(row.settlesAt).not.toBeNull();
      expect(row.attemptId).not.toBeNull();
      expect(body.outcomes[index]).toMatchObject({
        transactionId: row.id,
        authId: row.authId,
        refId: row.refId,
      });
    }
    const order = await orderRow(ctx, orderId);
    expect([order.balance, order.refundable, order.version]).toEqual([0, 12000, 2]);
    expect((await attemptsOf(ctx, orderId)).map((a) => a.state)).toEqual(["succeeded", "succeeded"]);
    const { body: log } = await (await callerWith(ctx, "billing")).get<TOrderLog>(
      `/api/orders/${orderId}/log`,
    );
    expect(log.map((entry) => entry.description)).toEqual(
      expect.arrayContaining([
        "Charged $100.00 (Visa ending 4242)",
        "Charged $20.00 (Mastercard ending 4444)",
      ]),
    );
    const { body: payments } = await (await callerWith(ctx, "billing")).get<TOrderPayments>(
      `/api/orders/${orderId}/payments`,
    );
    expect(payments).toMatchObject({ balance: 0, refundable: 120 });
    expect(payments.payments.map((p) => [p.amount, p.refundable, p.canVoid, p.canRefundAtGateway])).toEqual([
      [100, 100, true, true],
      [20, 20, true, true],
    ]);
  });

  it("a repeat with the same key answers the first result and charges nothing more", async () => {
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 5000 });
    const idempotencyKey = randomUUID();
    const payments = [{ payMethodId: methods[0]!.id, amount: 50 }];
    const first = await billing.charge(orderId, 1, payments, { idempotencyKey });
    const again = await billing.charge(orderId, 1, payments, { idempotencyKey });
    expect(again).toEqual(first);
    expect(await moneyRows(ctx, orderId)).toHaveLength(1);
    expect(await gatewayOperations(ctx, orderId)).toHaveLength(1);
    // The same key with another payload is refused.
    const other = await billing.charge(orderId, 2, [{ payMethodId: methods[0]!.id, amount: 10 }], {
      idempotencyKey,
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(KEY_REUSED_MESSAGE);
  });
});

describe("refused, nothing recorded", () => {
  it("above the balance, a third method, one method twice, below 1", async () => {
    const { orderId, methods } = await moneyOrder(ctx, {
      balanceCents: 12000,
      cards: [VISA, MASTERCARD, VISA],
    });
    const [a, b, c] = methods.map((m) => m.id);
    const above = await billing.charge(orderId, 1, [{ payMethodId: a!, amount: 120.01 }]);
    expect([above.status, above.body.message]).toEqual([
      400,
      "The charge cannot be more than the balance of $120.00.",
    ]);
    const third = await billing.charge(orderId, 1, [
      { payMethodId: a!, amount: 10 },
      { payMethodId: b!, amount: 10 },
      { payMethodId: c!, amount: 10 },
    ]);
    // The contract allows two parts at most: refused field by field before the rules run.
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({ modelState: { "model.payments": [TOO_MANY_PAYMENT_METHODS] } });
    const twice = await billing.charge(orderId, 1, [
      { payMethodId: a!, amount: 10 },
      { payMethodId: a!, amount: 10 },
    ]);
    expect([twice.status, twice.body.message]).toEqual([400, "Choose two different payment methods."]);
    const small = await billing.charge(orderId, 1, [{ payMethodId: a!, amount: 0.99 }]);
    expect([small.status, small.body.message]).toEqual([400, "Amount should not be less than 1."]);
    await expectUntouched(orderId, 12000);
  });

  it("another customer's method, a deleted one, an expired card (before the gateway is asked)", async () => {
    const { orderId, customerId } = await moneyOrder(ctx, { balanceCents: 5000, cards: [] });
    const stranger = await moneyOrder(ctx, { balanceCents: 100, cards: [VISA] });
    const foreign = await billing.charge(orderId, 1, [{ payMethodId: stranger.methods[0]!.id, amount: 10 }]);
    expect([foreign.status, foreign.body.message]).toEqual([
      400,
      "This payment method is not one of this customer's.",
    ]);
    const deleted = await seedPayMethod(ctx.db, customerId, { cardNumber: VISA });
    await ctx.db
      .update(paymentMethods)
      .set({ deletedAt: new Date() })
      .where(eq(paymentMethods.id, deleted.id));
    const gone = await billing.charge(orderId, 1, [{ payMethodId: deleted.id, amount: 10 }]);
    expect([gone.status, gone.body.message]).toEqual([
      400,
      "This payment method is not one of this customer's.",
    ]);
    const lastYear = new Date().getUTCFullYear() - 1;
    const expired = await seedPayMethod(ctx.db, customerId, {
      cardNumber: VISA,
      expireMonth: 1,
      expireYear: lastYear,
    });
    const refused = await billing.charge(orderId, 1, [{ payMethodId: expired.id, amount: 10 }]);
    expect([refused.status, refused.body.message]).toEqual([400, `Visa ending 4242: ${CARD_EXPIRED}`]);
    await expectUntouched(orderId, 5000);
  });

  it("a cancelled order, a missing claim (403), a stale version (409)", async () => {
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 5000 });
    const payments = [{ payMethodId: methods[0]!.id, amount: 10 }];
    const shipping = moneyCalls(await callerWith(ctx, "shipping"));
    expect((await shipping.charge(orderId, 1, payments)).status).toBe(403);
    const invoicing = moneyCalls(await callerWith(ctx, "invoicing"));
    // Invoicing charges invoices; a Billing order is billing's (the claim table's status rule).
    expect((await invoicing.charge(orderId, 1, payments)).status).toBe(403);
    const stale = await billing.charge(orderId, 7, payments);
    expect([stale.status, stale.body.message]).toEqual([409, STALE_VERSION_MESSAGE]);
    await expectUntouched(orderId, 5000);
    await ctx.db.update(orders).set({ status: "Cancelled" }).where(eq(orders.id, orderId));
    const cancelled = await billing.charge(orderId, 1, payments);
    expect([cancelled.status, cancelled.body.message]).toEqual([400, WRONG_STATUS_MESSAGE]);
    await expectUntouched(orderId, 5000);
  });
});

describe("declines", () => {
  it("are recorded as failed rows with the gateway's message; the balance stays", async () => {
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 5000, cards: [DECLINED] });
    const { status, body } = await billing.charge(orderId, 1, [{ payMethodId: methods[0]!.id, amount: 50 }]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isWarning: true,
      message: `Visa ending 0002: ${CARD_DECLINED}`,
      version: 2,
    });
    expect(body.outcomes[0]).toMatchObject({ success: false, message: CARD_DECLINED, authPaymentId: null });
    const [row] = await moneyRows(ctx, orderId);
    expect(row).toMatchObject({ transType: "CHARGE", amount: 5000, success: false, authPaymentId: null });
    expect(row?.description).toBe(`Visa ending 0002: ${CARD_DECLINED}`);
    expect((await attemptsOf(ctx, orderId))[0]?.state).toBe("failed");
    const order = await orderRow(ctx, orderId);
    expect([order.balance, order.refundable]).toEqual([5000, 0]);
  });

  it("one method approved and one without funds: only the approved part is paid", async () => {
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 9000, cards: [VISA, NO_FUNDS] });
    const { body } = await billing.charge(orderId, 1, [
      { payMethodId: methods[0]!.id, amount: 60 },
      { payMethodId: methods[1]!.id, amount: 30 },
    ]);
    expect(body.message).toBe(`Charged $60.00. Visa ending 9995: ${CARD_INSUFFICIENT_FUNDS}`);
    expect(body.outcomes.map((o) => o.success)).toEqual([true, false]);
    expect((await orderRow(ctx, orderId)).balance).toBe(3000);
  });
});

describe("a timeout after the charge was taken", () => {
  it("is checked with the gateway at once and recorded once", async () => {
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 4000, cards: [TIMEOUT_AFTER_CHARGE] });
    const { body } = await billing.charge(orderId, 1, [{ payMethodId: methods[0]!.id, amount: 40 }]);
    expect(body).toMatchObject({ isWarning: false, message: "Charged $40.00." });
    expect(await moneyRows(ctx, orderId)).toHaveLength(1);
    expect(await gatewayOperations(ctx, orderId)).toHaveLength(1);
    expect((await orderRow(ctx, orderId)).balance).toBe(0);
  });
});

describe("20 concurrent retries of one charge", () => {
  it("make one gateway charge and one row, and all get the first answer", async () => {
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 7500, cards: [VISA] });
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        billing.charge(orderId, 1, [{ payMethodId: methods[0]!.id, amount: 75 }], { idempotencyKey }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await moneyRows(ctx, orderId)).toHaveLength(1);
    expect(await gatewayOperations(ctx, orderId)).toHaveLength(1);
    expect((await orderRow(ctx, orderId)).balance).toBe(0);
  });
});
