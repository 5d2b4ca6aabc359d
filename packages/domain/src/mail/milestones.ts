// The customer's milestone e-mails (issue 33): which milestones an order reaches, which a customer may
// turn off (receipts and shipping always go), and the key that makes each one e-mail per order however
// often the move behind it repeats (a tier rejected and sent round again, a retry, a restart).
import { type OrderStatus, TIER_STATUSES, type TierStatus } from "../workflow/statuses";

export const MILESTONES = [
  "received",
  "invoice",
  "grades",
  "shipped",
  "pickup",
  "payment",
  "refund",
] as const;
export type Milestone = (typeof MILESTONES)[number];

/** What the customer's record and the e-mail's subject call each milestone. */
export const MILESTONE_LABELS: Readonly<Record<Milestone, string>> = {
  received: "Received",
  invoice: "Invoice ready",
  grades: "Grades ready",
  shipped: "Shipped",
  pickup: "Ready for pickup",
  payment: "Payment received",
  refund: "Refund issued",
};

/** Receipts and shipping always go: a customer may turn off only these. */
export const OPTIONAL_MILESTONES: readonly Milestone[] = ["received", "invoice", "grades"];

export function isMilestoneSent(milestone: Milestone, turnedOff: readonly Milestone[]): boolean {
  return !OPTIONAL_MILESTONES.includes(milestone) || !turnedOff.includes(milestone);
}

/**
 * One e-mail per order and milestone; a payment or a refund is one per transaction. A changed fact (a
 * corrected tracking number) is a correction, sent once per new value.
 */
export function milestoneKey(options: {
  orderId: string;
  milestone: Milestone;
  transactionId?: string | number;
  correctedTo?: string;
}): string {
  const base = `order:${options.orderId}:${options.milestone}`;
  const once = options.transactionId === undefined ? base : `${base}:${options.transactionId}`;
  return options.correctedTo === undefined ? once : `${once}:correction:${options.correctedTo}`;
}

/** The milestone an order's own move reaches (the tiers' grades are `areGradesReady`'s). */
export function milestoneOfOrderMove(from: OrderStatus, to: OrderStatus): Milestone | null {
  if (to === "Cancelled" || from === to) return null;
  // Receiving checks the box in: the order leaves Submitted.
  if (from === "Submitted") return "received";
  // The invoice is done when the order leaves Invoicing for its comics or the floor.
  if (from === "Invoicing") return "invoice";
  if (to === "ReadyForPickUp") return "pickup";
  if ((from === "Shipping" || from === "ShipToCanada") && to === "Completed") return "shipped";
  return null;
}

const LAST_GRADING_STEP = TIER_STATUSES.indexOf("Finalize");

/** Every tier has left the grading stations (past Finalize): the order's grades are ready. */
export function areGradesReady(tierStatuses: readonly TierStatus[]): boolean {
  return (
    tierStatuses.length > 0 &&
    tierStatuses.every((status) => TIER_STATUSES.indexOf(status) > LAST_GRADING_STEP)
  );
}

/** The stations a tier passes while it is graded: the statuses `areGradesReady` waits for every tier to leave. */
export const GRADING_STATUSES: readonly TierStatus[] = TIER_STATUSES.slice(0, LAST_GRADING_STEP + 1);

/** A tier's move that can make the order's grades ready: it leaves the grading stations. */
export function isTierLeavingGrading(from: string | null, to: string | null): boolean {
  const isGrading = (status: string | null) => GRADING_STATUSES.includes(status as TierStatus);
  return from !== null && to !== null && isGrading(from) && !isGrading(to);
}

/** Money the customer paid (at the counter or by card), never a fee, a credit or accounts receivable. */
const PAYMENT_TYPES = ["CASH", "CHECK", "MONEYORDER", "CLOVER", "CHARGE"];

/** The receipt milestone a recorded transaction reaches: a payment received, a refund issued, or none. */
export function milestoneOfTransaction(transaction: {
  transType: string;
  success: boolean;
  isRefund: boolean;
  isVoid: boolean;
  amountCents: number;
}): "payment" | "refund" | null {
  if (!transaction.success || transaction.isVoid) return null;
  if (transaction.isRefund) return "refund";
  return PAYMENT_TYPES.includes(transaction.transType) && transaction.amountCents > 0 ? "payment" : null;
}
