// The order's payments as the refund and void rules see them, and GET /api/orders/{id}/payments (the
// refund and void dialogs: what each payment has left, whether it can still be voided).
import type { TOrderPayments } from "@gbo/contracts/payments";
import { fromCents } from "@gbo/domain/money";
import {
  orderRefundableCents,
  type PaymentState,
  paymentStates,
  TRANSACTION_TYPE_LABELS,
  type TransactionType,
} from "@gbo/domain/workflow";
import type { Db } from "../../../db/client";
import type { TransactionRow } from "../../../db/schema/index";
import { requireOrder } from "../../orders/index";
import { findMoneyRows } from "./money.queries";
import { toMoneyRow, toPaymentState } from "./money-rows";

export type OrderPayments = { rows: TransactionRow[]; states: PaymentState[] };

export async function findOrderPayments(
  db: Db,
  order: { id: string; status: string },
  now: Date,
): Promise<OrderPayments> {
  const rows = await findMoneyRows(db, order.id);
  return { rows, states: paymentStates(rows.map(toMoneyRow), now, order.status) };
}

/** How a refund or void row names the payment it takes back: its own description, else its type and id. */
export function paymentName(row: TransactionRow): string {
  const label = TRANSACTION_TYPE_LABELS[row.transType as TransactionType] ?? row.transType;
  return row.description?.trim() || `${label} #${row.id}`;
}

/** A read like the order's own (which lists its transactions): the route's claims suffice. */
export async function getOrderPayments(options: {
  db: Db;
  orderId: string;
  now: Date;
}): Promise<TOrderPayments> {
  const order = await requireOrder(options.db, options.orderId);
  const { rows, states } = await findOrderPayments(options.db, order, options.now);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    orderId: order.id,
    userId: order.customerId,
    balance: fromCents(order.balance),
    refundable: fromCents(orderRefundableCents(states)),
    payments: states.flatMap((state) => {
      const row = byId.get(state.id);
      return row ? [toPaymentState(state, row)] : [];
    }),
  };
}
