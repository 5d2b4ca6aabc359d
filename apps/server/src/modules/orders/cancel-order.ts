// POST /api/orders/{id}/cancel: cancelled with a refund (recorded, no gateway here) or a transfer of
// the funds, optionally to a replacement invoice. A repeat with the same idempotency key returns the
// first answer and records nothing twice.
import type { TCancelOrderBody, TOrderActionResult } from "@gbo/contracts/orders";
import { INVOICE_CANCELLED } from "@gbo/domain/messages";
import { fromCents, toCents } from "@gbo/domain/money";
import { canRefund, OPEN_ORDER_STATUSES, type OrderStatus, validateCancel } from "@gbo/domain/workflow";
import { eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { orderIdempotency, orders } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { storedResult } from "./idempotency";
import { assertOrderStatus, assertVersion, NOT_ALLOWED_MESSAGE, requireOrder } from "./order-access";
import { actionResult } from "./order-actions";
import { type Actor, writeOrder } from "./order-write";
import { findOrder, findTransactions } from "./orders.queries";
import { recordTransaction } from "./tier-charges";

export const REFUND_TOO_LARGE_MESSAGE = "The refund cannot be more than what was paid.";
const OPERATION = "cancel";

/** What the customer has paid so far: the amount owed (grand total plus fees and credits) less the balance. */
async function paidCents(
  db: Db,
  order: { id: string; grandTotal: number; balance: number },
): Promise<number> {
  const moves = (await findTransactions(db, order.id)).filter(
    (t) => t.transType === "FEE" || t.transType === "CREDIT",
  );
  const owed = order.grandTotal + moves.reduce((sum, t) => sum + t.amount, 0);
  return Math.max(0, owed - order.balance);
}

export async function cancelOrder(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TCancelOrderBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  const order = await requireOrder(database.db, options.orderId);
  const repeat = await storedResult(database.db, body.idempotencyKey, order.id, OPERATION);
  if (repeat) return repeat;

  assertOrderStatus(order, OPEN_ORDER_STATUSES);
  const checked = validateCancel(
    body.mode === "refund"
      ? { mode: "refund" }
      : { mode: "transfer", replacementInvoiceId: body.newInvoiceId ?? null },
    order.id,
  );
  if (!checked.ok) throw new AppError("bad_request", checked.message);
  if (checked.value.mode === "refund" && !canRefund(actor.claims, order.status as OrderStatus)) {
    throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  }
  assertVersion(order, body.version);

  const paid = await paidCents(database.db, order);
  const refund = body.refundAmount === undefined ? paid : toCents(body.refundAmount);
  if (checked.value.mode === "refund" && (refund < 0 || refund > paid)) {
    throw new AppError("bad_request", REFUND_TOO_LARGE_MESSAGE);
  }
  const replacementId = checked.value.replacementInvoiceId;
  const replacement = replacementId ? await findOrder(database.db, replacementId) : undefined;
  const result = actionResult({
    message: INVOICE_CANCELLED,
    order,
    version: body.version + 1,
    orderStatus: "Cancelled",
  });
  const description =
    checked.value.mode === "refund"
      ? `Cancelled with a refund of ${fromCents(refund)}`
      : `Cancelled; ${fromCents(paid)} transferred${replacementId ? ` to ${replacementId}` : ""}`;

  try {
    await writeOrder({
      database,
      orderId: order.id,
      version: body.version,
      actor,
      changes: {
        status: "Cancelled",
        statusChangedAt: new Date(),
        balance: 0,
        refundable: 0,
        cancelTransferTo: replacementId,
      },
      apply: async (tx) => {
        await tx
          .insert(orderIdempotency)
          .values({ key: body.idempotencyKey, orderId: order.id, operation: OPERATION, result });
        if (checked.value.mode === "refund" && refund > 0) {
          await recordTransaction(tx, {
            order,
            actor,
            amount: -refund,
            transType: "CREDIT",
            isRefund: true,
            description: body.reason ? `Refund on cancel: ${body.reason}` : "Refund on cancel",
            balanceDelta: 0,
          });
        }
        if (checked.value.mode === "transfer" && paid > 0) {
          await recordTransaction(tx, {
            order,
            actor,
            amount: -paid,
            transType: "CREDIT",
            description: `Funds transferred${replacementId ? ` to ${replacementId}` : ""}`,
            balanceDelta: 0,
          });
          // The replacement invoice receives the funds as a credit that lowers what it owes.
          if (replacement) {
            await recordTransaction(tx, {
              order: replacement,
              actor,
              amount: -paid,
              transType: "CREDIT",
              description: `Funds transferred from ${order.id}`,
              balanceDelta: -paid,
            });
            await tx
              .update(orders)
              .set({ version: sql`${orders.version} + 1` })
              .where(eq(orders.id, replacement.id));
          }
        }
      },
      log: [
        {
          type: "Cancel",
          description: body.reason ? `${description}: ${body.reason}` : description,
          fromStatus: order.status,
          toStatus: "Cancelled",
        },
      ],
      events: [
        { orderId: order.id, tierId: null, fromStatus: order.status, toStatus: "Cancelled" },
        ...(replacement
          ? [
              {
                orderId: replacement.id,
                tierId: null,
                fromStatus: replacement.status,
                toStatus: replacement.status,
              },
            ]
          : []),
      ],
    });
  } catch (error) {
    // Two identical requests at once: the loser finds the winner's answer.
    const winner = await storedResult(database.db, body.idempotencyKey, order.id, OPERATION).catch(
      () => undefined,
    );
    if (winner) return winner;
    throw error;
  }
  return result;
}
