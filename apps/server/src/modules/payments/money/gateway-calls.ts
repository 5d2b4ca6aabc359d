// The gateway calls of a money move, made between the two transactions (never inside one: a slow
// gateway must not hold the order's lock). Each call carries the attempt's id as its reference, so a
// repeat (a retry, a reconciliation) moves money once. A timeout or a dropped connection is asked about
// at once through `status`; what stays unknown stays pending for the reconciler.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import type { PaymentAttemptRow } from "../../../db/schema/index";
import type { GatewayResult, PaymentGateway } from "../../../integrations/payments/index";
import { LOCAL_SUCCESS, outcomeOf, type StoredResult, storedResult } from "./attempt-outcome";
import { findMethodToken, findTransactionById } from "./money.queries";

export type GatewayContext = { db: Db; gateway: PaymentGateway; log?: FastifyBaseLogger };

/** Test hook of the fault test: GBO_PAYMENT_CRASH_AFTER_GATEWAY=1 kills the process (as kill -9 or a
 * power cut would) right after the gateway approved a move and before it is recorded. */
function crashIfAsked(result: GatewayResult): void {
  if (result.success && process.env.GBO_PAYMENT_CRASH_AFTER_GATEWAY === "1")
    process.kill(process.pid, "SIGKILL");
}

async function send(context: GatewayContext, attempt: PaymentAttemptRow): Promise<GatewayResult> {
  const { move } = outcomeOf(attempt.outcome);
  const reference = attempt.id;
  if (move.kind === "charge") {
    // The method was checked (the customer's, not deleted, not expired) when the attempt was opened.
    const method =
      move.payMethodId === null ? undefined : await findMethodToken(context.db, move.payMethodId);
    if (!method)
      return { success: false, code: "invalid_token", message: "The payment method is no longer on file." };
    return context.gateway.charge({
      reference,
      token: method.token,
      amountCents: move.amountCents,
      currency: move.currency,
      description: `Order ${attempt.orderId}`,
    });
  }
  const parent =
    move.parentTransactionId === null
      ? undefined
      : await findTransactionById(context.db, move.parentTransactionId);
  if (!parent?.authPaymentId)
    return { success: false, code: "not_refundable", message: "The charge is not known to the gateway." };
  return move.kind === "refund"
    ? context.gateway.refund({
        reference,
        authPaymentId: parent.authPaymentId,
        amountCents: move.amountCents,
      })
    : context.gateway.void({ reference, authPaymentId: parent.authPaymentId });
}

/** What the gateway knows of the attempt's reference; null when it does not know or cannot say. */
export async function askStatus(
  context: GatewayContext,
  attempt: PaymentAttemptRow,
): Promise<StoredResult | null> {
  try {
    const status = await context.gateway.status(attempt.id);
    return status.known ? storedResult(status.result) : null;
  } catch (error) {
    context.log?.warn({ err: error, attempt: attempt.id }, "payment status check failed");
    return null;
  }
}

/**
 * Makes (or, for a retry, first asks about) the attempt's gateway call. A refund of a counter payment
 * needs no gateway. Null: the gateway did not answer and does not know the reference yet.
 */
export async function callGateway(
  context: GatewayContext,
  attempt: PaymentAttemptRow,
): Promise<StoredResult | null> {
  if (!outcomeOf(attempt.outcome).move.isGateway) return LOCAL_SUCCESS;
  try {
    const result = await send(context, attempt);
    crashIfAsked(result);
    const stored = storedResult(result);
    // Ids and the gateway's message only: a result never holds card data.
    context.log?.debug(
      { attempt: attempt.id, kind: attempt.kind, amount: attempt.amount, result: stored },
      "payment gateway answered",
    );
    return stored;
  } catch (error) {
    // A timeout (or a dropped connection): the move may have happened. Ask at once.
    context.log?.warn({ err: error, attempt: attempt.id }, "payment gateway call failed; asking its status");
    return askStatus(context, attempt);
  }
}
