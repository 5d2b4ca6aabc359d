// What a request leaves pending when the gateway does not answer, or when the process dies after
// journaling a move: a retry with the same key asks the gateway and records what happened (never a
// second charge); the reconciler does the same without a retry, at start and every minute. A move the
// gateway does not know it never received and, once asked, never will: it is failed at once, so the
// order takes a charge again at once (issue 27 point 7: it used to refuse every money move for minutes).
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GatewayTimeoutError, type PaymentGateway } from "../../../integrations/payments/index";
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
import { GATEWAY_NEVER_ANSWERED, GATEWAY_UNANSWERED } from "./attempt-outcome";
import { PAYMENT_IN_PROGRESS } from "./money-path";
import { RECONCILE_AFTER_MS, reconcilePayments } from "./reconciler";

let ctx: TestContext;
let gateway: PaymentGateway;
let billing: ReturnType<typeof moneyCalls>;
beforeAll(async () => {
  ctx = await createTestContext();
  gateway = ctx.app.context.payments;
  billing = moneyCalls(await callerWith(ctx, "billing"));
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => ctx.close());

/** The gateway takes the charge but its answer is lost, and it cannot be asked either (an outage). */
function loseAnswers(options: { isCharged: boolean }) {
  const charge = gateway.charge.bind(gateway);
  vi.spyOn(gateway, "charge").mockImplementation(async (input) => {
    if (options.isCharged) await charge(input);
    throw new GatewayTimeoutError();
  });
  vi.spyOn(gateway, "status").mockRejectedValue(new Error("gateway unreachable"));
}

async function pendingCharge(options: { isCharged: boolean }) {
  const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 5000, cards: [VISA] });
  const idempotencyKey = randomUUID();
  const payments = [{ payMethodId: methods[0]!.id, amount: 50 }];
  loseAnswers(options);
  const first = await billing.charge(orderId, 1, payments, { idempotencyKey });
  vi.restoreAllMocks();
  return { orderId, first, retry: () => billing.charge(orderId, 1, payments, { idempotencyKey }) };
}

async function visaOf(orderId: string): Promise<number> {
  const [attempt] = await attemptsOf(ctx, orderId);
  if (!attempt?.payMethodId) throw new Error(`no charge attempt on ${orderId}`);
  return attempt.payMethodId;
}

describe("the gateway did not answer", () => {
  it("the answer says the payment is being checked; nothing recorded yet, the attempt pending", async () => {
    const { orderId, first } = await pendingCharge({ isCharged: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isWarning: true, version: 1 });
    expect(first.body.outcomes[0]).toMatchObject({
      success: false,
      message: GATEWAY_UNANSWERED,
      transactionId: null,
    });
    expect(await moneyRows(ctx, orderId)).toEqual([]);
    expect((await attemptsOf(ctx, orderId)).map((a) => a.state)).toEqual(["pending"]);
    // Meanwhile no other money move starts on the order.
    const other = await billing.charge(orderId, 1, [{ payMethodId: 1, amount: 1 }]);
    expect([other.status, other.body.message]).toEqual([409, PAYMENT_IN_PROGRESS]);
  });

  it("a retry with the same key records the charge the gateway took: one charge, one row", async () => {
    const { orderId, retry } = await pendingCharge({ isCharged: true });
    const { status, body } = await retry();
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: "Charged $50.00.", isWarning: false, version: 2 });
    expect(await moneyRows(ctx, orderId)).toHaveLength(1);
    expect(await gatewayOperations(ctx, orderId)).toHaveLength(1);
    expect((await orderRow(ctx, orderId)).balance).toBe(0);
    expect(await retry()).toEqual({ status, body });
  });

  it("a retry of a move the gateway never received fails it at once: nothing moved, and the order takes a charge", async () => {
    // As a process killed after journaling the charge and before calling the gateway leaves it.
    const { orderId, retry } = await pendingCharge({ isCharged: false });
    const { status, body } = await retry();
    expect(status).toBe(200);
    expect(body).toMatchObject({ isWarning: true, version: 2 });
    expect(body.outcomes[0]).toMatchObject({ success: false, message: GATEWAY_NEVER_ANSWERED });
    expect(await moneyRows(ctx, orderId)).toEqual([]);
    expect((await attemptsOf(ctx, orderId)).map((a) => a.state)).toEqual(["failed"]);
    expect(await retry()).toEqual({ status, body });
    const again = await billing.charge(orderId, 2, [{ payMethodId: await visaOf(orderId), amount: 50 }]);
    expect([again.status, again.body.message]).toEqual([200, "Charged $50.00."]);
    expect((await orderRow(ctx, orderId)).balance).toBe(0);
  });
});

describe("the reconciler", () => {
  const money = () => ({ database: ctx.database, gateway });

  it("records a charge the gateway took, once, however often it runs", async () => {
    const { orderId } = await pendingCharge({ isCharged: true });
    const summary = await reconcilePayments(money(), 0);
    expect(summary.recorded).toBeGreaterThanOrEqual(1);
    await reconcilePayments(money(), 0);
    const rows = await moneyRows(ctx, orderId);
    expect(rows.map((r) => [r.transType, r.amount, r.success, r.author])).toEqual([
      ["CHARGE", 5000, true, expect.stringMatching(/^Test /)],
    ]);
    const order = await orderRow(ctx, orderId);
    expect([order.balance, order.refundable, order.version]).toEqual([0, 5000, 2]);
    expect((await attemptsOf(ctx, orderId))[0]?.state).toBe("succeeded");
  });

  it("at start fails at once what the gateway never received: the order takes a charge at once", async () => {
    const { orderId, retry } = await pendingCharge({ isCharged: false });
    // The periodic pass leaves attempts younger than 30 s to their request; the start-up pass does not.
    await reconcilePayments(money(), RECONCILE_AFTER_MS);
    expect((await attemptsOf(ctx, orderId))[0]?.state).toBe("pending");
    const summary = await reconcilePayments(money(), 0);
    expect(summary).toMatchObject({ failed: 1, unknown: 0 });
    expect((await attemptsOf(ctx, orderId))[0]?.state).toBe("failed");
    expect(await moneyRows(ctx, orderId)).toEqual([]);
    const order = await orderRow(ctx, orderId);
    expect([order.balance, order.version]).toEqual([5000, 2]);
    const charged = await billing.charge(orderId, 2, [{ payMethodId: await visaOf(orderId), amount: 50 }]);
    expect([charged.status, charged.body.message]).toEqual([200, "Charged $50.00."]);
    // The worker's retry of the first request answers what became of it.
    const { body } = await retry();
    expect(body.outcomes[0]).toMatchObject({ success: false, message: GATEWAY_NEVER_ANSWERED });
    expect(await moneyRows(ctx, orderId)).toHaveLength(1);
  });

  it("a call still on its way when its attempt was failed is refused by the gateway: nothing moved", async () => {
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 5000, cards: [VISA] });
    const charge = gateway.charge.bind(gateway);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isSent = () => {};
    const sent = new Promise<void>((resolve) => {
      isSent = resolve;
    });
    vi.spyOn(gateway, "charge").mockImplementation(async (input) => {
      isSent();
      await held;
      return charge(input);
    });
    const slow = billing.charge(orderId, 1, [{ payMethodId: methods[0]!.id, amount: 50 }]);
    await sent;
    await reconcilePayments(money(), 0);
    release();
    const { status, body } = await slow;
    expect(status).toBe(200);
    expect(body.outcomes[0]).toMatchObject({ success: false, message: GATEWAY_NEVER_ANSWERED });
    expect(await moneyRows(ctx, orderId)).toEqual([]);
    expect((await gatewayOperations(ctx, orderId)).map((o) => o.success)).toEqual([false]);
    expect((await orderRow(ctx, orderId)).balance).toBe(5000);
  });

  it("never fails an attempt while the gateway cannot be asked (it may have taken the money)", async () => {
    const { orderId } = await pendingCharge({ isCharged: true });
    vi.spyOn(gateway, "status").mockRejectedValue(new Error("gateway unreachable"));
    const muchLater = () => new Date(Date.now() + 60 * 60_000);
    expect(await reconcilePayments({ ...money(), now: muchLater }, 0)).toMatchObject({ unknown: 1 });
    expect((await attemptsOf(ctx, orderId))[0]?.state).toBe("pending");
    vi.restoreAllMocks();
    await reconcilePayments(money(), 0);
    expect((await moneyRows(ctx, orderId)).map((r) => [r.transType, r.amount, r.success])).toEqual([
      ["CHARGE", 5000, true],
    ]);
  });
});
