// POST /api/orders/{id}/cancel: cancelled with a refund or a transfer of the funds, optionally to a
// replacement invoice. Idempotent by key (idempotency.ts). A refund needs the refund claim; a transfer
// needs billing, or invoicing while the order is still an invoice (ORDER_ACTIONS).
// A refund goes back the way the money came: card and bank charges through the payment gateway (the
// payments module's refund path, below), the rest (cash, payments at submission) recorded as a refund.
import type { TCancelOrderBody, TOrderActionResult } from "@gbo/contracts/orders";
import { INVOICE_CANCELLED } from "@gbo/domain/messages";
import { fromCents, toCents } from "@gbo/domain/money";
import { OPEN_ORDER_STATUSES, validateCancel, wouldExceedOrderBalance } from "@gbo/domain/workflow";
import { eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../../db/client";
import { type OrderRow, orders } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { assertCanDo, assertOrderStatus } from "../order-access";
import { actionResult } from "../order-actions";
import { type Actor, type Tx, writeOrder } from "../order-write";
import { findOrder, sumFeesAndCredits } from "../orders.queries";
import { recordTransaction } from "../tier-charges";

export const REFUND_TOO_LARGE_MESSAGE = "The refund cannot be more than what was paid.";
export const REPLACEMENT_NOT_FOUND_MESSAGE = "The replacement invoice was not found.";
const OPERATION = "cancel";

/** What the customer has paid so far: the amount owed (grand total, taxes, fees and credits: the money
 * statement's Total) less the balance. */
async function paidCents(
  db: Db,
  order: { id: string; grandTotal: number; taxes: number; balance: number },
): Promise<number> {
  const owed = order.grandTotal + order.taxes + (await sumFeesAndCredits(db, order.id));
  return Math.max(0, owed - order.balance);
}

export const CARD_REFUND_FAILED_MESSAGE = "A card refund failed, so the order was not cancelled.";

/**
 * The gateway part of a cancel's refund: the payments module refunds the order's card and bank charges
 * (up to `amountCents`, all by default) through its one refund path, after running the cancel's own
 * `check` on the locked order. Orders may not import payments (payments uses orders), so payments
 * registers this step per database when its routes load, the way caches register for order events.
 * Null: nothing was charged through the gateway.
 */
export type CancelRefundStep = (input: {
  actor: Actor;
  orderId: string;
  version: number;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  amountCents: number | undefined;
  reason: string | undefined;
  check: (tx: Tx, order: OrderRow) => Promise<void>;
}) => Promise<{ version: number; refundedCents: number; failure: string | null } | null>;

const cancelRefundSteps = new WeakMap<object, CancelRefundStep>();

export function registerCancelRefundStep(database: Database, step: CancelRefundStep): () => void {
  cancelRefundSteps.set(database, step);
  return () => {
    if (cancelRefundSteps.get(database) === step) cancelRefundSteps.delete(database);
  };
}

/** The cancel's checks on the locked order; `refundCents` undefined: everything paid. */
async function checkCancel(
  tx: Db,
  order: OrderRow,
  actor: Actor,
  body: TCancelOrderBody,
  refundCents?: number,
) {
  assertOrderStatus(order, OPEN_ORDER_STATUSES);
  const checked = validateCancel(
    body.mode === "refund"
      ? { mode: "refund" }
      : { mode: "transfer", replacementInvoiceId: body.newInvoiceId ?? null },
    order.id,
  );
  if (!checked.ok) throw new AppError("bad_request", checked.message);
  const cancel = checked.value;
  assertCanDo(actor, cancel.mode === "refund" ? "cancelRefund" : "cancelTransfer", order);

  const paid = await paidCents(tx, order);
  const refund = refundCents === undefined ? paid : refundCents;
  if (cancel.mode === "refund" && (refund < 0 || refund > paid)) {
    throw new AppError("bad_request", REFUND_TOO_LARGE_MESSAGE);
  }
  const replacementId = cancel.mode === "transfer" ? cancel.replacementInvoiceId : null;
  const replacement = replacementId ? await findOrder(tx, replacementId) : undefined;
  if (replacementId && !replacement) throw new AppError("bad_request", REPLACEMENT_NOT_FOUND_MESSAGE);
  if (replacement && paid > 0) {
    const tooLarge = wouldExceedOrderBalance(replacement.balance, -paid);
    if (tooLarge) throw new AppError("bad_request", tooLarge);
  }
  return { cancel, paid, refund, replacementId, replacement };
}

/** Refunds the gateway charges first; answers the version to cancel at and what is left to refund. */
async function refundCharges(
  database: Database,
  actor: Actor,
  orderId: string,
  body: TCancelOrderBody,
): Promise<{ version: number; refundCents: number | undefined; atGatewayCents: number }> {
  const requested = body.refundAmount === undefined ? undefined : toCents(body.refundAmount);
  const untouched = { version: body.version, refundCents: requested, atGatewayCents: 0 };
  const step = cancelRefundSteps.get(database);
  if (body.mode !== "refund" || !step) return untouched;
  const refunded = await step({
    actor,
    orderId,
    version: body.version,
    idempotencyKey: body.idempotencyKey,
    payload: body,
    amountCents: requested,
    reason: body.reason ? `Refund on cancel: ${body.reason}` : "Refund on cancel",
    check: async (tx, order) => {
      await checkCancel(tx, order, actor, body, requested);
    },
  });
  if (!refunded) return untouched;
  if (refunded.failure) {
    throw new AppError("bad_request", CARD_REFUND_FAILED_MESSAGE, { exceptionMessage: refunded.failure });
  }
  return {
    version: refunded.version,
    refundCents: requested === undefined ? undefined : requested - refunded.refundedCents,
    atGatewayCents: refunded.refundedCents,
  };
}

export async function cancelOrder(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TCancelOrderBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  // Card refunds raise the balance as they are recorded, so what is left "paid" below is what the
  // customer paid otherwise: that part is recorded as the cancel's refund, as before.
  const charges = await refundCharges(database, actor, options.orderId, body);
  return writeOrder({
    database,
    orderId: options.orderId,
    version: charges.version,
    actor,
    idempotency: { key: body.idempotencyKey, operation: OPERATION, payload: body },
    decide: async ({ tx, order }) => {
      const { cancel, paid, refund, replacementId, replacement } = await checkCancel(
        tx,
        order,
        actor,
        body,
        charges.refundCents,
      );
      const description =
        cancel.mode === "refund"
          ? `Cancelled with a refund of ${fromCents(refund + charges.atGatewayCents)}`
          : `Cancelled; ${fromCents(paid)} transferred${replacementId ? ` to ${replacementId}` : ""}`;
      return {
        changes: {
          status: "Cancelled",
          statusChangedAt: new Date(),
          balance: 0,
          refundable: 0,
          cancelTransferTo: replacementId,
        },
        apply: async (write) => {
          if (cancel.mode === "refund" && refund > 0) {
            await recordTransaction(write, {
              order,
              actor,
              amount: -refund,
              transType: "CREDIT",
              isRefund: true,
              description: body.reason ? `Refund on cancel: ${body.reason}` : "Refund on cancel",
              balanceDelta: 0,
            });
          }
          if (cancel.mode === "transfer" && paid > 0) {
            await recordTransaction(write, {
              order,
              actor,
              amount: -paid,
              transType: "CREDIT",
              description: `Funds transferred${replacementId ? ` to ${replacementId}` : ""}`,
              balanceDelta: 0,
            });
            // The replacement invoice receives the funds as a credit that lowers what it owes.
            if (replacement) {
              await recordTransaction(write, {
                order: replacement,
                actor,
                amount: -paid,
                transType: "CREDIT",
                description: `Funds transferred from ${order.id}`,
                balanceDelta: -paid,
              });
              await write
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
        answer: (version) =>
          actionResult({ message: INVOICE_CANCELLED, order, version, orderStatus: "Cancelled" }),
      };
    },
  });
}
