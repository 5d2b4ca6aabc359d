// Charges, refunds and voids of an order's payments (workflow §5, §6, §9; submissions-pricing §6;
// DESIGN §7, issue 12). Money records are append-only: a refund or a void is a new row naming the
// payment it takes back (`parentId`), so what a payment has left is worked out from the rows, never
// stored on it. Amounts in cents.
import { formatMoney } from "../money/index";
import { fail, ok, type Result } from "./result";
import { MAX_CHARGED_PAYMENT_METHODS, type TransactionType, validateChargeAmount } from "./transactions";

// Ours (the spec gives no texts for these refusals).
export const NO_PAYMENT_METHOD_CHOSEN = "Choose a payment method to charge.";
export const TOO_MANY_PAYMENT_METHODS = `At most ${MAX_CHARGED_PAYMENT_METHODS} payment methods can be charged.`;
export const SAME_PAYMENT_METHOD_TWICE = "Choose two different payment methods.";
export const NO_BALANCE_TO_CHARGE = "This order has no balance to charge.";
export const PAY_METHOD_NOT_CUSTOMERS = "This payment method is not one of this customer's.";
export const chargeAboveBalance = (balanceCents: number, country: string): string =>
  `The charge cannot be more than the balance of ${formatMoney(balanceCents, country)}.`;
export const REFUND_ON_CANCELLED_ORDER = "A cancelled order cannot be refunded.";
export const REFUND_AMOUNT_ABOVE_ZERO = "The refund amount must be above 0.";
export const NOTHING_LEFT_TO_REFUND = "This payment has nothing left to refund.";
export const ORDER_NOTHING_TO_REFUND = "This order has no payment left to refund.";
export const refundAboveLeft = (leftCents: number, country: string): string =>
  `The refund cannot be more than what this payment has left (${formatMoney(leftCents, country)}).`;
export const refundAboveRefundable = (refundableCents: number, country: string): string =>
  `The refund cannot be more than what the order has left to refund (${formatMoney(refundableCents, country)}).`;
export const PAYMENT_NOT_ON_ORDER = "This payment is not on this order.";
export const VOID_ONLY_CHARGES = "Only a card or bank charge can be voided.";
export const ALREADY_VOIDED = "This charge was already voided.";
export const VOID_AFTER_REFUND =
  "This charge was partly refunded, so it can no longer be voided. Refund the rest instead.";
export const VOID_AFTER_SETTLEMENT =
  "This charge has settled and can no longer be voided. Refund it instead.";

/** Payments a refund can take back: gateway charges, and money taken at the counter. */
export const REFUNDABLE_PAYMENT_TYPES: readonly TransactionType[] = [
  "CHARGE",
  "CLOVER",
  "CASH",
  "CHECK",
  "MONEYORDER",
];

/** A transaction row as these rules read it. */
export type MoneyRow = {
  id: number;
  transType: string;
  /** Signed as recorded: refunds and voids are negative. */
  amountCents: number;
  isRefund: boolean;
  isVoid: boolean;
  success: boolean;
  /** A refund or void: the payment it takes back. */
  parentId: number | null;
  /** A gateway charge: when it settles (no void from then on); null when the gateway did not say. */
  settlesAt: Date | string | null;
  createdAt?: Date | string | null;
};

export type PaymentState = {
  id: number;
  transType: string;
  amountCents: number;
  refundedCents: number;
  /** What a refund may still take back: 0 once voided or fully refunded. */
  refundableCents: number;
  isVoided: boolean;
  canVoid: boolean;
  /** A charge through the payment gateway: its refund and void go back through the gateway. */
  isGatewayCharge: boolean;
};

/** A payment received: a successful row of a refundable type, not itself a refund or void. */
export function isRefundablePayment(row: MoneyRow): boolean {
  return (
    row.success &&
    !row.isRefund &&
    !row.isVoid &&
    row.amountCents > 0 &&
    (REFUNDABLE_PAYMENT_TYPES as readonly string[]).includes(row.transType)
  );
}

const isSettled = (settlesAt: Date | string | null, now: Date) =>
  settlesAt !== null && new Date(settlesAt).getTime() <= now.getTime();

/**
 * Every payment of the order with what it has left to refund and whether it can still be voided. A
 * cancelled order has nothing left to take back: its cancel refunded or transferred what was paid
 * ("refund needs … a non-cancelled order").
 */
export function paymentStates(rows: readonly MoneyRow[], now: Date, orderStatus?: string): PaymentState[] {
  const isClosed = orderStatus === "Cancelled";
  return rows.filter(isRefundablePayment).map((payment) => {
    const reversals = rows.filter((row) => row.parentId === payment.id && row.success);
    const refundedCents = reversals
      .filter((row) => row.isRefund)
      .reduce((sum, row) => sum + Math.abs(row.amountCents), 0);
    const isVoided = reversals.some((row) => row.isVoid);
    const isGatewayCharge = payment.transType === "CHARGE";
    return {
      id: payment.id,
      transType: payment.transType,
      amountCents: payment.amountCents,
      refundedCents,
      refundableCents: isVoided || isClosed ? 0 : Math.max(0, payment.amountCents - refundedCents),
      isVoided,
      canVoid:
        !isClosed &&
        validateVoid(
          { transType: payment.transType, isVoided, refundedCents, settlesAt: payment.settlesAt },
          now,
        ).ok,
      isGatewayCharge,
    };
  });
}

/** The order's `refundable`: what its payments have left to refund together. */
export function orderRefundableCents(states: readonly PaymentState[]): number {
  return states.reduce((sum, state) => sum + state.refundableCents, 0);
}

export type ChargePart = { payMethodId: number; amountCents: number };

/**
 * The charge dialog on the server: one or two distinct methods ("two payment methods are charged at
 * most"), each part and the whole at least 1 ('Amount should not be less than 1.'), the whole not
 * above the balance.
 */
export function validateCharge(
  parts: readonly ChargePart[],
  balanceCents: number,
  country: string,
): Result<ChargePart[]> {
  if (parts.length === 0) return fail(NO_PAYMENT_METHOD_CHOSEN);
  if (parts.length > MAX_CHARGED_PAYMENT_METHODS) return fail(TOO_MANY_PAYMENT_METHODS);
  if (new Set(parts.map((part) => part.payMethodId)).size !== parts.length) {
    return fail(SAME_PAYMENT_METHOD_TWICE);
  }
  for (const part of parts) {
    const checked = validateChargeAmount(part.amountCents);
    if (!checked.ok) return checked;
  }
  const totalCents = parts.reduce((sum, part) => sum + part.amountCents, 0);
  const total = validateChargeAmount(totalCents);
  if (!total.ok) return total;
  if (balanceCents <= 0) return fail(NO_BALANCE_TO_CHARGE);
  if (totalCents > balanceCents) return fail(chargeAboveBalance(balanceCents, country));
  return ok([...parts]);
}

export type RefundPart = { transactionId: number; amountCents: number; isGatewayCharge: boolean };

/**
 * A refund of one payment (up to what it has left; all of it by default) or of the order (its
 * refundable amount by default, taken from the newest payments first).
 */
export function planRefund(
  states: readonly PaymentState[],
  request: { transactionId?: number; amountCents?: number },
  country: string,
): Result<RefundPart[]> {
  if (request.amountCents !== undefined && !(request.amountCents >= 1)) {
    return fail(REFUND_AMOUNT_ABOVE_ZERO);
  }
  if (request.transactionId !== undefined) {
    const state = states.find((candidate) => candidate.id === request.transactionId);
    if (!state) return fail(PAYMENT_NOT_ON_ORDER);
    if (state.refundableCents <= 0) return fail(NOTHING_LEFT_TO_REFUND);
    const amountCents = request.amountCents ?? state.refundableCents;
    if (amountCents > state.refundableCents) return fail(refundAboveLeft(state.refundableCents, country));
    return ok([{ transactionId: state.id, amountCents, isGatewayCharge: state.isGatewayCharge }]);
  }
  const refundableCents = orderRefundableCents(states);
  if (refundableCents <= 0) return fail(ORDER_NOTHING_TO_REFUND);
  let leftCents = request.amountCents ?? refundableCents;
  if (leftCents > refundableCents) return fail(refundAboveRefundable(refundableCents, country));
  const parts: RefundPart[] = [];
  for (const state of [...states].sort((a, b) => b.id - a.id)) {
    if (leftCents <= 0) break;
    const amountCents = Math.min(leftCents, state.refundableCents);
    if (amountCents <= 0) continue;
    parts.push({ transactionId: state.id, amountCents, isGatewayCharge: state.isGatewayCharge });
    leftCents -= amountCents;
  }
  return ok(parts);
}

/** "Void an unsettled charge": a gateway charge, not voided, not refunded, before it settles. */
export function validateVoid(
  payment: {
    transType: string;
    isVoided: boolean;
    refundedCents: number;
    settlesAt: Date | string | null;
  },
  now: Date,
): Result<true> {
  if (payment.transType !== "CHARGE") return fail(VOID_ONLY_CHARGES);
  if (payment.isVoided) return fail(ALREADY_VOIDED);
  if (payment.refundedCents > 0) return fail(VOID_AFTER_REFUND);
  if (isSettled(payment.settlesAt, now)) return fail(VOID_AFTER_SETTLEMENT);
  return ok(true);
}

export type MoneyMove = "charge" | "refund" | "void";

/** How a successful move changes what the customer owes (cents): a charge pays, a refund or void
 * takes the payment back. (A cancel zeroes the balance itself.) */
export function moneyMoveBalanceDelta(move: MoneyMove, amountCents: number): number {
  return move === "charge" ? -Math.abs(amountCents) : Math.abs(amountCents);
}
