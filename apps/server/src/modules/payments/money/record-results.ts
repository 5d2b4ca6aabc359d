// The second transaction of every money move (and of the reconciler): each attempt whose answer is
// known becomes one transaction row (a success, or a declined charge kept as a failed row); the order's
// balance, refundable amount and version follow; the log says what happened. An attempt writes at most
// one row (attempt_id is unique) and is finished under the order's lock, so a request and the
// reconciler racing on it record it once.
import { milestoneOfTransaction } from "@gbo/domain/mail";
import { formatMoney } from "@gbo/domain/money";
import { moneyMoveBalanceDelta, orderRefundableCents, paymentStates } from "@gbo/domain/workflow";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  type OrderRow,
  orderLog,
  orders,
  type PaymentAttemptRow,
  transactions,
} from "../../../db/schema/index";
import { queueMilestoneMail } from "../../../integrations/mail/milestone-outbox";
import {
  type AttemptOutcome,
  type AttemptResult,
  GATEWAY_NEVER_ANSWERED,
  outcomeOf,
  type StoredResult,
} from "./attempt-outcome";
import { findMoneyRows, finishAttempt } from "./money.queries";
import { toMoneyRow } from "./money-rows";

/** An attempt and what became of it (attempt-outcome.ts). */
export type AttemptResolution = { attempt: PaymentAttemptRow; result: AttemptResult };

const VERBS = { charge: "Charged", refund: "Refunded", void: "Voided" } as const;
const FAILED = { charge: "Charge", refund: "Refund", void: "Void" } as const;

function logText(outcome: AttemptOutcome, result: StoredResult, country: "US" | "CA"): string {
  const { move } = outcome;
  const amount = formatMoney(move.amountCents, country);
  if (!result.success)
    return `${FAILED[move.kind]} of ${amount} (${move.description}) failed: ${result.message}`;
  return `${VERBS[move.kind]} ${amount} (${move.description})`;
}

async function insertRow(
  tx: Db,
  order: OrderRow,
  attempt: PaymentAttemptRow,
  outcome: AttemptOutcome,
  result: StoredResult,
) {
  const { move } = outcome;
  const isGatewaySuccess = result.success && move.isGateway;
  const [row] = await tx
    .insert(transactions)
    .values({
      orderId: order.id,
      customerId: order.customerId,
      // Refunds and voids take money back: recorded negative, like every refund.
      amount: move.kind === "charge" ? move.amountCents : -move.amountCents,
      transType: move.transType,
      isRefund: move.kind === "refund",
      isVoid: move.kind === "void",
      success: result.success,
      orderCurrency: order.countryCode === "CA" ? "CAD" : "USD",
      country: order.countryCode,
      authPaymentId: isGatewaySuccess ? result.authPaymentId : null,
      authId: isGatewaySuccess ? result.authId : null,
      refId: isGatewaySuccess ? result.refId : null,
      description: result.success ? move.description : `${move.description}: ${result.message}`,
      workerId: attempt.workerId,
      author: attempt.author,
      payMethodId: move.payMethodId,
      parentId: move.parentTransactionId,
      settlesAt:
        move.kind === "charge" && result.success && result.settlesAt ? new Date(result.settlesAt) : null,
      attemptId: attempt.id,
    })
    .onConflictDoNothing({ target: transactions.attemptId })
    .returning({ id: transactions.id });
  if (row) return row.id;
  const [existing] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.attemptId, attempt.id))
    .limit(1);
  return existing?.id ?? null;
}

/** A charge taken or a refund given: the customer's receipt, queued with the transaction (issue 33). */
async function queueReceipt(tx: Db, order: OrderRow, outcome: AttemptOutcome, transactionId: number) {
  const { move } = outcome;
  const milestone = milestoneOfTransaction({
    transType: move.transType,
    success: true,
    isRefund: move.kind === "refund",
    isVoid: move.kind === "void",
    amountCents: move.kind === "charge" ? move.amountCents : -move.amountCents,
  });
  if (milestone) await queueMilestoneMail(tx, { orderId: order.id, milestone, transactionId });
}

/**
 * Records what is known on the order (locked by the caller, with the attempts). Returns the order's
 * version afterwards and whether anything was written (then the caller announces the order).
 */
export async function recordResults(
  tx: Db,
  order: OrderRow,
  resolutions: readonly AttemptResolution[],
  now: Date,
): Promise<{ version: number; isWritten: boolean }> {
  let balanceDelta = 0;
  const log: (typeof orderLog.$inferInsert)[] = [];
  for (const { attempt, result } of resolutions) {
    // Done already (by a racing request or the reconciler), or still unknown: nothing to record.
    if (attempt.transactionId !== null || result === null) continue;
    if (attempt.state !== "pending" && !(result !== "never-received" && result.success)) continue;
    const outcome = outcomeOf(attempt.outcome);
    let known: StoredResult;
    if (result === "never-received") {
      // The gateway never received it: nothing moved, so no money row; the log still says so.
      known = { success: false, code: "unanswered", message: GATEWAY_NEVER_ANSWERED };
      await finishAttempt(tx, attempt.id, {
        state: "failed",
        outcome: { ...outcome, result: known },
        transactionId: null,
      });
    } else {
      known = result;
      const transactionId = await insertRow(tx, order, attempt, outcome, result);
      await finishAttempt(tx, attempt.id, {
        state: result.success ? "succeeded" : "failed",
        outcome: { ...outcome, result },
        transactionId,
      });
      if (result.success && transactionId !== null) await queueReceipt(tx, order, outcome, transactionId);
      if (result.success) balanceDelta += moneyMoveBalanceDelta(outcome.move.kind, outcome.move.amountCents);
    }
    log.push({
      orderId: order.id,
      workerId: attempt.workerId,
      author: attempt.author ?? "Payment check",
      type: FAILED[outcome.move.kind],
      description: logText(outcome, known, order.countryCode),
      fromStatus: order.status,
      toStatus: order.status,
    });
  }
  if (log.length === 0) return { version: order.version, isWritten: false };
  const refundable = orderRefundableCents(
    paymentStates((await findMoneyRows(tx, order.id)).map(toMoneyRow), now, order.status),
  );
  const [updated] = await tx
    .update(orders)
    .set({
      balance: sql`${orders.balance} + ${balanceDelta}`,
      refundable,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning({ version: orders.version });
  await tx.insert(orderLog).values(log);
  return { version: updated?.version ?? order.version + 1, isWritten: true };
}
