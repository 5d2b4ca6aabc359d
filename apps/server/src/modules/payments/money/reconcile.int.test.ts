// What a request leaves pending when the gateway does not answer (or the process dies): a retry with the
// same key asks the gateway and records what happened (never a second charge); the reconciler does the
// same without a retry, and marks failed what the gateway never received.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { paymentAttempts } from "../../../db/schema/index";
import { GatewayTimeoutError, type PaymentGateway } from "../../../integrations/payments/index";
import { createTestContext, type TestContext } from "../../../test/index";
import { KEY_IN_FLIGHT_MESSAGE } from "../../orders/index";
import { callerWith } from "../../orders/orders-test-kit";
import { GATEWAY_NEVER_ANSWERED, GATEWAY_UNANSWERED } from "./attempt-outcome";
import { PAYMENT_IN_PROGRESS } from "./money-path";
import {
  attemptsOf,
  gatewayOperations,
  moneyCalls,
  moneyOrder,
  moneyRows,
  orderRow,
  VISA,
} from "./money-test-kit";
import { GIVE_UP_AFTER_MS, reconcilePayments } from "./reconciler";

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

const age = (orderId: string, ms: number) =>
  ctx.db
    .update(paymentAttempts)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(paymentAttempts.orderId, orderId));

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

  it("a retry while the first may still be at the gateway waits; later it sends the same reference again", async () => {
    const { orderId, retry } = await pendingCharge({ isCharged: false });
    const early = await retry();
    expect([early.status, early.body.message]).toEqual([409, KEY_IN_FLIGHT_MESSAGE]);
    await age(orderId, 60_000);
    const late = await retry();
    expect(late.body).toMatchObject({ message: "Charged $50.00.", version: 2 });
    const [operation] = await gatewayOperations(ctx, orderId);
    expect(operation?.reference).toBe((await attemptsOf(ctx, orderId))[0]?.id);
    expect(await moneyRows(ctx, orderId)).toHaveLength(1);
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

  it("leaves a young unknown attempt pending, and fails it after a few minutes; the retry then answers that", async () => {
    const { orderId, retry } = await pendingCharge({ isCharged: false });
    // The periodic pass leaves attempts younger than 30 s to their request.
    await reconcilePayments(money(), 30_000);
    expect((await attemptsOf(ctx, orderId))[0]?.state).toBe("pending");
    await reconcilePayments(money(), 0);
    expect((await attemptsOf(ctx, orderId))[0]?.state).toBe("pending");
    const later = () => new Date(Date.now() + GIVE_UP_AFTER_MS + 1000);
    await reconcilePayments({ ...money(), now: later }, 0);
    expect((await attemptsOf(ctx, orderId))[0]?.state).toBe("failed");
    expect(await moneyRows(ctx, orderId)).toEqual([]);
    expect(await gatewayOperations(ctx, orderId)).toEqual([]);
    expect((await orderRow(ctx, orderId)).balance).toBe(5000);
    const { body } = await retry();
    expect(body.outcomes[0]).toMatchObject({ success: false, message: GATEWAY_NEVER_ANSWERED });
    expect(await gatewayOperations(ctx, orderId)).toEqual([]);
  });
});
