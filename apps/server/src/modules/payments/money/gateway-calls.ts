// The gateway calls of a money move, made between the two transactions (never inside one: a slow
// gateway must not hold the order's lock). Each call carries the attempt's id as its reference, so a
// repeat moves money once. A timeout or a dropped connection is asked about at once through `status`:
// a reference the gateway does not know it never received and, once asked, never will (the gateway
// closes it), so the attempt fails at once; only a gateway that cannot be asked leaves it pending.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import type { PaymentAttemptRow } from "../../../db/schema/index";
import type { GatewayResult, PaymentGateway } from "../../../integrations/payments/index";
import { type AttemptResult, LOCAL_SUCCESS, outcomeOf, storedResult } from "./attempt-outcome";
import { findMethodToken, findTransactionById } from "./money.queries";

export type GatewayContext = { db: Db; gateway: PaymentGateway; log?: FastifyBaseLogger };

/** Test hooks of the fault tests: the process is killed (as kill -9 or a power cut would) right after
 * the gateway approved a move and before it is recorded (GBO_PAYMENT_CRASH_AFTER_GATEWAY=1), or right
 * after a move was journaled and before the gateway was called (GBO_PAYMENT_CRASH_BEFORE_GATEWAY=1). */
function crashIfAsked(result: GatewayResult): void {
  if (result.success && process.env.GBO_PAYMENT_CRASH_AFTER_GATEWAY === "1")
    process.kill(process.pid, "SIGKILL");
}

function crashBeforeGatewayIfAsked(): void {
  if (process.env.GBO_PAYMENT_CRASH_BEFORE_GATEWAY === "1") process.kill(process.pid, "SIGKILL");
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

/**
 * What the gateway knows of the attempt's reference: its answer, or "never-received" (unknown, and from
 * this question on refused by the gateway); null when it cannot be asked (it stays pending).
 */
export async function askStatus(context: GatewayContext, attempt: PaymentAttemptRow): Promise<AttemptResult> {
  try {
    const status = await context.gateway.status(attempt.id);
    return status.known ? storedResult(status.result) : "never-received";
  } catch (error) {
    context.log?.warn({ err: error, attempt: attempt.id }, "payment status check failed");
    return null;
  }
}

/**
 * Makes the attempt's gateway call. A refund of a counter payment needs no gateway. Null: the gateway
 * did not answer and could not be asked either.
 */
export async function callGateway(
  context: GatewayContext,
  attempt: PaymentAttemptRow,
): Promise<AttemptResult> {
  if (!outcomeOf(attempt.outcome).move.isGateway) return LOCAL_SUCCESS;
  crashBeforeGatewayIfAsked();
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
