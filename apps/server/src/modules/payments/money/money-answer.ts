// The answer of a charge, refund or void, built from the request's attempts: one outcome per method or
// payment (the gateway's message and ids), a message to toast, and a warning when any part failed or is
// still being checked. A gateway decline is an answer, not an HTTP error: it was recorded.
import type { TChargeOutcome, TMoneyResult } from "@gbo/contracts/payments";
import { formatMoney, fromCents } from "@gbo/domain/money";
import type { OrderStatus } from "@gbo/domain/workflow";
import type { OrderRow, PaymentAttemptRow } from "../../../db/schema/index";
import { GATEWAY_UNANSWERED, outcomeOf } from "./attempt-outcome";

export function outcomesOf(attempts: readonly PaymentAttemptRow[]): TChargeOutcome[] {
  return attempts.map((attempt) => {
    const { move, result } = outcomeOf(attempt.outcome);
    const isGatewaySuccess = result?.success === true && move.isGateway;
    return {
      // A refund of a counter payment names no stored method: 0.
      payMethodId: move.payMethodId ?? 0,
      amount: fromCents(move.amountCents),
      success: result?.success ?? false,
      message: result?.message ?? GATEWAY_UNANSWERED,
      transactionId: attempt.transactionId,
      authId: isGatewaySuccess ? result.authId : null,
      refId: isGatewaySuccess ? result.refId : null,
      authPaymentId: isGatewaySuccess ? result.authPaymentId : null,
    };
  });
}

const DONE = { charge: "Charged", refund: "Refunded", void: "Voided" } as const;

export function moneyAnswer(
  order: Pick<OrderRow, "id" | "status" | "countryCode">,
  version: number,
  attempts: readonly PaymentAttemptRow[],
): TMoneyResult {
  const outcomes = outcomesOf(attempts);
  const moves = attempts.map((attempt) => outcomeOf(attempt.outcome).move);
  const doneCents = moves.reduce(
    (sum, move, index) => sum + (outcomes[index]?.success ? move.amountCents : 0),
    0,
  );
  const problems = outcomes.flatMap((outcome, index) =>
    outcome.success ? [] : [`${moves[index]?.description}: ${outcome.message}`],
  );
  const kind = moves[0]?.kind ?? "charge";
  const done = doneCents > 0 ? `${DONE[kind]} ${formatMoney(doneCents, order.countryCode)}.` : "";
  return {
    message: [done, ...problems].filter(Boolean).join(" "),
    orderId: order.id,
    version,
    orderStatus: order.status as OrderStatus,
    tierId: null,
    tierStatus: null,
    isWarning: problems.length > 0,
    outcomes,
  };
}
