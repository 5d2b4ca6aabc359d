// POST /api/orders/transaction: the transaction dialog records a payment received at the counter, a fee,
// a credit or an accounts-receivable entry on the order (workflow §5). Nothing goes through a card
// gateway here. Idempotent by key (idempotency.ts); amounts bounded by the domain (validateTransaction).
import type { TAddTransactionBody, TOrderActionResult } from "@gbo/contracts/orders";
import { formatMoney, toCents } from "@gbo/domain/money";
import {
  OPEN_ORDER_STATUSES,
  type OrderStatus,
  transactionBalanceDelta,
  validateTransaction,
} from "@gbo/domain/workflow";
import type { Database } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { assertCanDo, assertOrderStatus } from "../order-access";
import { actionResult } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";
import { sumFeesAndCredits } from "../orders.queries";
import { recordTransaction } from "../tier-charges";

const OPERATION = "transaction";
export const TRANSACTION_RECORDED = "Transaction saved.";

export async function addTransaction(options: {
  database: Database;
  actor: Actor;
  body: TAddTransactionBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: body.orderId,
    version: body.version,
    actor,
    idempotency: { key: body.idempotencyKey, operation: OPERATION, payload: body },
    decide: async ({ tx, order }) => {
      // Completed orders stay open to billing/admin (the claim table); a cancelled one takes nothing more.
      assertOrderStatus(order, [...OPEN_ORDER_STATUSES, "Completed"] as OrderStatus[]);
      assertCanDo(actor, "transaction", order);
      const checked = validateTransaction(body.transType, toCents(body.amount), order.countryCode, {
        balanceCents: order.balance,
        feesAndCreditsCents: await sumFeesAndCredits(tx, order.id),
      });
      if (!checked.ok) throw new AppError("bad_request", checked.message);
      const entry = checked.value;
      const amountText = formatMoney(entry.amountCents, order.countryCode);
      const description = body.description
        ? `${body.transType} ${amountText}: ${body.description}`
        : `${body.transType} ${amountText}`;
      return {
        apply: (write) =>
          recordTransaction(write, {
            order,
            actor,
            amount: entry.amountCents,
            transType: entry.transType,
            description: body.description ?? "",
            balanceDelta: transactionBalanceDelta(entry),
          }),
        log: [{ type: "Transaction", description, fromStatus: order.status, toStatus: order.status }],
        events: [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: order.status }],
        answer: (version) =>
          actionResult({ message: TRANSACTION_RECORDED, order, version, orderStatus: order.status }),
      };
    },
  });
}
