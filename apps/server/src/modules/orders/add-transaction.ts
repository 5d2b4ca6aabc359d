// POST /api/orders/transaction: the transaction dialog records a payment received at the counter, a fee,
// a credit or an accounts-receivable entry on the order (workflow §5). Nothing goes through a card
// gateway here. A repeat with the same idempotency key returns the first answer and records nothing twice.
import type { TAddTransactionBody, TOrderActionResult } from "@gbo/contracts/orders";
import { formatMoney, toCents } from "@gbo/domain/money";
import {
  OPEN_ORDER_STATUSES,
  type OrderStatus,
  transactionBalanceDelta,
  validateTransaction,
} from "@gbo/domain/workflow";
import type { Database } from "../../db/client";
import { orderIdempotency } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { storedResult } from "./idempotency";
import { assertCanWork, assertOrderStatus, assertVersion, requireOrder } from "./order-access";
import { actionResult } from "./order-actions";
import { type Actor, writeOrder } from "./order-write";
import { recordTransaction } from "./tier-charges";

const OPERATION = "transaction";
export const TRANSACTION_RECORDED = "Transaction saved.";

export async function addTransaction(options: {
  database: Database;
  actor: Actor;
  body: TAddTransactionBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  const order = await requireOrder(database.db, body.orderId);
  const repeat = await storedResult(database.db, body.idempotencyKey, order.id, OPERATION);
  if (repeat) return repeat;

  // Completed orders stay open to billing/admin (assertCanWork); a cancelled one takes nothing more.
  assertOrderStatus(order, [...OPEN_ORDER_STATUSES, "Completed"] as OrderStatus[]);
  assertCanWork(actor, order);
  const checked = validateTransaction(body.transType, toCents(body.amount), order.countryCode);
  if (!checked.ok) throw new AppError("bad_request", checked.message);
  assertVersion(order, body.version);

  const entry = checked.value;
  const amountText = formatMoney(entry.amountCents, order.countryCode);
  const description = body.description
    ? `${body.transType} ${amountText}: ${body.description}`
    : `${body.transType} ${amountText}`;
  const result = actionResult({
    message: TRANSACTION_RECORDED,
    order,
    version: body.version + 1,
    orderStatus: order.status,
  });
  try {
    await writeOrder({
      database,
      orderId: order.id,
      version: body.version,
      actor,
      apply: async (tx) => {
        await tx
          .insert(orderIdempotency)
          .values({ key: body.idempotencyKey, orderId: order.id, operation: OPERATION, result });
        await recordTransaction(tx, {
          order,
          actor,
          amount: entry.amountCents,
          transType: entry.transType,
          description: body.description ?? "",
          balanceDelta: transactionBalanceDelta(entry),
        });
      },
      log: [{ type: "Transaction", description, fromStatus: order.status, toStatus: order.status }],
      events: [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: order.status }],
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
