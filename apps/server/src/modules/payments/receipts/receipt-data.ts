// What a receipt shows, read the way the order summary reads it (one summary statement, the summary's
// money statement, the summary's tier filter for external users), so a receipt never says other
// figures than the screen. The PDF and the printer job are both made from this.
import type { TMoneyStatement } from "@gbo/contracts/orders";
import { DEFAULT_CATALOG, findTier } from "@gbo/domain/catalog";
import {
  canExternalSeeTier,
  type TierStatus,
  TRANSACTION_TYPE_LABELS,
  type TransactionType,
} from "@gbo/domain/workflow";
import type { Db } from "../../../db/client";
import type { TransactionRow } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import {
  type Actor,
  findOrderSummaryRows,
  ORDER_NOT_FOUND_MESSAGE,
  orderIdFromPath,
  toStatement,
} from "../../orders/index";

export const PAYMENT_NOT_FOUND_MESSAGE = "Payment not found on this order.";

/** One money entry as a receipt lists it; amounts in cents as recorded (refunds shown negative). */
export type ReceiptEntry = {
  id: number;
  at: string;
  /** "Card or bank charge — Visa ending 4242". */
  label: string;
  /** "Paid", "Refund", "Void", "Declined" (a charge), "Failed" (a refund or void), "Fee", "Credit", "AR". */
  status: string;
  cents: number;
  /** The gateway's reference (never a card number), when the entry went through the gateway. */
  reference: string | null;
  /** A refund or void: the payment it takes back. */
  parentId: number | null;
  /** Money paid in or back, voids included: what a payment receipt may be printed for. */
  isPayment: boolean;
};

export type Receipt = {
  orderId: string;
  /** When the order was placed (ISO). */
  orderDate: string;
  countryCode: string;
  level: string;
  count: number;
  customer: { name: string; email: string };
  tiers: { id: string; name: string; count: number }[];
  statement: TMoneyStatement;
  /** Every recorded transaction of the order, oldest first (voids and declines included). */
  entries: ReceiptEntry[];
};

const ADJUSTMENT_TYPES: readonly string[] = ["FEE", "CREDIT"];

/** Money paid in or back: not a fee or credit (they change what is owed), not a failed attempt. */
function isPaymentEntry(row: TransactionRow): boolean {
  return row.success && !row.isFee && !ADJUSTMENT_TYPES.includes(row.transType);
}

function statusOf(row: TransactionRow): string {
  if (!row.success) return row.isVoid || row.isRefund ? "Failed" : "Declined";
  if (row.isVoid) return "Void";
  if (row.isRefund) return "Refund";
  if (row.isFee || row.transType === "FEE") return "Fee";
  if (row.transType === "CREDIT") return "Credit";
  if (row.transType === "AR") return "AR";
  return "Paid";
}

function toEntry(row: TransactionRow): ReceiptEntry {
  const name = TRANSACTION_TYPE_LABELS[row.transType as TransactionType] ?? row.transType;
  const detail = row.description?.trim();
  const reference = [row.authId && `auth ${row.authId}`, row.refId && `ref ${row.refId}`]
    .filter(Boolean)
    .join(" · ");
  return {
    id: row.id,
    at: new Date(row.createdAt).toISOString(),
    label: detail ? `${name} — ${detail}` : name,
    status: statusOf(row),
    cents: row.isRefund ? -Math.abs(row.amount) : row.amount,
    reference: reference || null,
    parentId: row.parentId,
    isPayment: isPaymentEntry(row),
  };
}

/** The order's receipt as `actor` may see it; 404 for an unknown order. */
export async function getReceipt(options: { db: Db; actor: Actor; orderId: string }): Promise<Receipt> {
  const row = await findOrderSummaryRows(options.db, orderIdFromPath(options.orderId));
  if (!row) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
  const { customer, tiers, transactions, comics: _comics, ...order } = row;
  const country = order.countryCode === "CA" ? "CA" : "US";
  return {
    orderId: order.id,
    orderDate: new Date(order.date).toISOString(),
    countryCode: order.countryCode,
    level: order.level,
    count: order.count,
    customer: { name: customer.name, email: customer.email },
    // The summary's rule: an external user sees only the tiers at a status they hold a claim for.
    tiers: tiers
      .filter((tier) => canExternalSeeTier(options.actor.claims, tier.status as TierStatus))
      .map((tier) => ({
        id: tier.id,
        name: findTier(DEFAULT_CATALOG, country, tier.id)?.tier.label ?? tier.label ?? tier.id,
        count: tier.count,
      })),
    statement: toStatement(order, transactions),
    entries: transactions.map(toEntry),
  };
}

/** One payment of the receipt's order (a payment, refund or void; not a fee, credit or failed attempt), else 404. */
export function paymentOf(
  receipt: Receipt,
  transactionId: number,
): { payment: ReceiptEntry; related: ReceiptEntry[] } {
  const payment = receipt.entries.find((entry) => entry.id === transactionId);
  if (!payment?.isPayment) {
    throw new AppError("not_found", PAYMENT_NOT_FOUND_MESSAGE);
  }
  const related = receipt.entries.filter(
    (entry) => entry.parentId === payment.id || entry.id === payment.parentId,
  );
  return { payment, related };
}
