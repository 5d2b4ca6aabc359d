// The gateway part of cancel-with-refund (orders/cancel-order.ts): the order's card and bank charges
// refunded through the same path as POST /api/orders/refund, under the cancel's key, after the
// cancel's own checks on the locked order. What is left (cash, payments at submission) the cancel
// records itself.
import { toCents } from "@gbo/domain/money";
import type { CancelRefundStep } from "../../orders/index";
import { type MoneyContext, moveMoney } from "./money-path";
import { findOrderPayments } from "./order-payments";
import { planRefundMoves } from "./refund-payment";

export function cancelRefundStep(context: MoneyContext): CancelRefundStep {
  return async (input) => {
    const answer = await moveMoney(context, {
      actor: input.actor,
      orderId: input.orderId,
      version: input.version,
      operation: "cancel-refund",
      idempotencyKey: input.idempotencyKey,
      payload: input.payload,
      plan: async (tx, order) => {
        await input.check(tx, order);
        const now = context.now?.() ?? new Date();
        const { states } = await findOrderPayments(tx, order, now);
        const leftCents = states
          .filter((state) => state.isGatewayCharge)
          .reduce((sum, state) => sum + state.refundableCents, 0);
        const amountCents = Math.min(input.amountCents ?? leftCents, leftCents);
        if (amountCents <= 0) return [];
        return planRefundMoves(tx, order, { amountCents, reason: input.reason, gatewayOnly: true }, now);
      },
    });
    if (!answer) return null;
    const refundedCents = answer.outcomes
      .filter((outcome) => outcome.success)
      .reduce((sum, outcome) => sum + toCents(outcome.amount), 0);
    return {
      version: answer.version,
      refundedCents,
      failure: answer.outcomes.some((outcome) => !outcome.success) ? answer.message : null,
    };
  };
}
