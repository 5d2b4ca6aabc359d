// The order's money as one statement that adds up (issue 10 point 5): what the grand total is made of
// (workflow §9), what was added or taken off since (fees, credits, taxes), every payment (paidDetail
// taken at submission, payments recorded later, refunds as negative payments) and Total − Paid = Balance.
// The stored balance is the truth the server keeps; this repeats the server's moves of it
// (`transactionBalanceDelta`, the submission's paidDetail, cancel's balance of 0) and says by how much
// stored data disagrees instead of hiding it. Amounts in cents.
import { type TransactionType, transactionBalanceDelta } from "./transactions";

export type StatementOrder = {
  status: string;
  totalCents: number;
  discountCents: number;
  rewardsCents: number;
  promoDiscountCents: number;
  promoCode: string | null;
  dropOffValueCents: number;
  dropOffName: string | null;
  shCents: number;
  handlingCents: number;
  insuranceCents: number;
  taxesCents: number;
  grandTotalCents: number;
  balanceCents: number;
  /** Payments taken when the order was submitted ({id: "card", amt, desc: "Visa ending 4242"}). */
  paidDetail: readonly { id: string; amtCents: number; desc: string }[];
};

export type StatementTransaction = {
  id: number;
  transType: TransactionType;
  /** As recorded: credits and refunds negative. */
  amountCents: number;
  isFee: boolean;
  isRefund: boolean;
  isVoid: boolean;
  success: boolean;
  description: string | null;
  createdAt: string | null;
};

export type StatementLine = {
  label: string;
  /** Signed: what it adds to the line's section (a discount or a refund is negative). */
  cents: number;
  transactionId: number | null;
  /** When it happened (ISO), null for the grand total's parts and payments at submission. */
  at: string | null;
};

export const PAYMENT_KINDS = ["atSubmission", "payment", "accountsReceivable", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export type StatementPayment = StatementLine & { kind: PaymentKind };

export type MoneyStatement = {
  /** The grand total's parts (workflow §9): the order's total ("Subtotal"), then each nonzero discount and charge. */
  grandTotalParts: StatementLine[];
  grandTotalCents: number;
  /** Stored grand total less the sum of its parts; 0 when the parts add up. */
  grandTotalUnreconciledCents: number;
  /** Taxes, fees and credits recorded since, and what a cancellation no longer asks for. */
  adjustments: StatementLine[];
  /** What is owed: grand total plus the adjustments. */
  totalCents: number;
  payments: StatementPayment[];
  paidCents: number;
  /** The stored balance (the server's truth). */
  balanceCents: number;
  /** Stored balance less (Total − Paid); 0 when the statement adds up. */
  unreconciledCents: number;
  /** Money entries the worker sees: payments at submission plus every recorded transaction. */
  entryCount: number;
};

/** How each transaction type reads on the statement. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  CASH: "Cash",
  CHECK: "Check",
  MONEYORDER: "Money order",
  CLOVER: "Card terminal (Clover)",
  FEE: "Fee",
  CREDIT: "Credit",
  AR: "Accounts receivable",
  CHARGE: "Card or bank charge",
};

const PAID_DETAIL_METHODS: Record<string, string> = { card: "Card", paypal: "PayPal", cash: "Cash" };

/** "card" → "Card"; an unknown method is shown as stored. */
function paidDetailMethod(id: string): string {
  return PAID_DETAIL_METHODS[id.trim().toLowerCase()] ?? id;
}

const withDetail = (name: string, detail: string | null | undefined) =>
  detail?.trim() ? `${name} — ${detail.trim()}` : name;

const sum = (lines: readonly { cents: number }[]) => lines.reduce((total, line) => total + line.cents, 0);

function grandTotalParts(order: StatementOrder): StatementLine[] {
  const part = (label: string, cents: number): StatementLine => ({
    label,
    cents,
    transactionId: null,
    at: null,
  });
  return [
    part("Subtotal", order.totalCents),
    part("Discount", -order.discountCents),
    part("Rewards", -order.rewardsCents),
    part(order.promoCode ? `Promo (${order.promoCode})` : "Promo", -order.promoDiscountCents),
    part(order.dropOffName ? `Drop-off (${order.dropOffName})` : "Drop-off", order.dropOffValueCents),
    part("Shipping", order.shCents),
    part("Handling", order.handlingCents),
    part("Insurance", order.insuranceCents),
  ].filter((line, index) => index === 0 || line.cents !== 0);
}

/**
 * Where a recorded transaction lands, the way the server moved the balance with it: a failed entry
 * moved nothing; a refund, or a void row taking a charge back, is money paid back (cancel records it without moving the balance, then
 * zeroes it); otherwise a positive balance move is a fee, a negative one a credit when it is recorded
 * negative, else a payment (AR included: the amount moves to the customer's account).
 */
function placeTransaction(
  t: StatementTransaction,
): { adjustment: StatementLine } | { payment: StatementPayment } | null {
  if (!t.success) return null;
  // A row flagged void itself moved nothing; a void of ours is a new negative row taking a charge back
  // (money records are append-only), read like a refund.
  if (t.isVoid && t.amountCents >= 0) return null;
  const base = { transactionId: t.id, at: t.createdAt };
  const name = TRANSACTION_TYPE_LABELS[t.transType] ?? t.transType;
  if (t.isRefund || t.isVoid) {
    const label = withDetail(t.isVoid ? "Void" : "Refund", t.description);
    return { payment: { ...base, kind: "refund", label, cents: -Math.abs(t.amountCents) } };
  }
  const delta = transactionBalanceDelta({
    transType: t.transType,
    amountCents: t.amountCents,
    isFee: t.isFee,
    success: t.success,
  });
  if (delta > 0 || t.amountCents < 0) {
    return { adjustment: { ...base, label: withDetail(name, t.description), cents: delta } };
  }
  const kind: PaymentKind = t.transType === "AR" ? "accountsReceivable" : "payment";
  return { payment: { ...base, kind, label: withDetail(name, t.description), cents: -delta } };
}

/** The statement of an order: Grand total + adjustments = Total; Total − Paid = Balance. */
export function moneyStatement(
  order: StatementOrder,
  transactions: readonly StatementTransaction[],
): MoneyStatement {
  const parts = grandTotalParts(order);
  const adjustments: StatementLine[] = [];
  if (order.taxesCents !== 0) {
    adjustments.push({ label: "Taxes", cents: order.taxesCents, transactionId: null, at: null });
  }
  const payments: StatementPayment[] = order.paidDetail.map((paid) => ({
    kind: "atSubmission",
    label: `${withDetail(paidDetailMethod(paid.id), paid.desc)} · at submission`,
    cents: paid.amtCents,
    transactionId: null,
    at: null,
  }));
  for (const t of transactions) {
    const placed = placeTransaction(t);
    if (placed && "adjustment" in placed) adjustments.push(placed.adjustment);
    if (placed && "payment" in placed) payments.push(placed.payment);
  }
  const paidCents = sum(payments);
  // Cancelling sets the balance to 0 (cancel-order): what was not paid is no longer owed.
  if (order.status === "Cancelled") {
    const notOwed = -(order.grandTotalCents + sum(adjustments) - paidCents);
    if (notOwed !== 0) {
      adjustments.push({ label: "Cancelled: no longer owed", cents: notOwed, transactionId: null, at: null });
    }
  }
  const totalCents = order.grandTotalCents + sum(adjustments);
  return {
    grandTotalParts: parts,
    grandTotalCents: order.grandTotalCents,
    grandTotalUnreconciledCents: order.grandTotalCents - sum(parts),
    adjustments,
    totalCents,
    payments,
    paidCents,
    balanceCents: order.balanceCents,
    unreconciledCents: order.balanceCents - (totalCents - paidCents),
    entryCount: order.paidDetail.length + transactions.length,
  };
}
