// Transactions and charges on an order (workflow §5, §9; administration §8, §9). Amounts in cents.
import {
  AMOUNT_NOT_LESS_THAN_ONE,
  TRANSACTION_AMOUNT_ABOVE_ZERO,
  transactionTypeNotAccepted,
} from "../messages/workflow";
import { formatMoney, MAX_AMOUNT_CENTS, MAX_ORDER_BALANCE_CENTS } from "../money/index";
import { fail, ok, type Result } from "./result";

// Ours (decisions D13): the spec sets no ceiling; these keep every sum of an order exact and readable.
export const TRANSACTION_AMOUNT_TOO_LARGE = `A single transaction cannot be more than ${formatMoney(MAX_AMOUNT_CENTS, "US")}.`;
export const ORDER_BALANCE_TOO_LARGE = `This would take the order's balance beyond ${formatMoney(MAX_ORDER_BALANCE_CENTS, "US")} either way. Check the amount.`;
export const ORDER_CHARGES_TOO_LARGE = `This would take the order's fees and credits beyond ${formatMoney(MAX_ORDER_BALANCE_CENTS, "US")} either way. Check the amount.`;

/** The refusal when moving an order's balance by `deltaCents` would pass MAX_ORDER_BALANCE_CENTS; null when fine. */
export function wouldExceedOrderBalance(balanceCents: number, deltaCents: number): string | null {
  if (!Number.isSafeInteger(deltaCents) || Math.abs(deltaCents) > MAX_ORDER_BALANCE_CENTS) {
    return ORDER_BALANCE_TOO_LARGE;
  }
  return Math.abs(balanceCents + deltaCents) > MAX_ORDER_BALANCE_CENTS ? ORDER_BALANCE_TOO_LARGE : null;
}

/** The spec's types, and CHARGE (ours, decisions D21): a stored card or bank account charged through the
 * payment gateway. CHARGE rows are written only by the charge, refund and void calls, never the dialog. */
export const TRANSACTION_TYPES = [
  "FEE",
  "CREDIT",
  "AR",
  "CLOVER",
  "CASH",
  "CHECK",
  "MONEYORDER",
  "CHARGE",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Offline payment types by country: "US allows CASH, CHECK, MONEYORDER; CA allows only MONEYORDER." */
export const OFFLINE_PAYMENT_TYPES: Record<"US" | "CA", readonly TransactionType[]> = {
  US: ["CASH", "CHECK", "MONEYORDER"],
  CA: ["MONEYORDER"],
};

/** The country's offline payment types (anything not CA is priced and paid as US). */
export function offlinePaymentTypesFor(country: string): readonly TransactionType[] {
  return OFFLINE_PAYMENT_TYPES[country.trim().toUpperCase() === "CA" ? "CA" : "US"];
}

/**
 * The types the transaction dialog offers: FEE, CREDIT, AR and CLOVER everywhere (they are not
 * payments in a local currency instrument), plus the country's offline payment types.
 */
export function transactionTypesFor(country: string): TransactionType[] {
  const offline = offlinePaymentTypesFor(country);
  return TRANSACTION_TYPES.filter(
    (type) =>
      type !== "CHARGE" && (!["CASH", "CHECK", "MONEYORDER"].includes(type) || offline.includes(type)),
  );
}

/** "Two payment methods are charged at most." */
export const MAX_CHARGED_PAYMENT_METHODS = 2;

/** Minimum charge: 1 (dollar), in cents. */
export const MIN_CHARGE_CENTS = 100;

/** "Charge amount at least 1 ('Amount should not be less than 1.')." */
export function validateChargeAmount(cents: number): Result<number> {
  return Number.isInteger(cents) && cents >= MIN_CHARGE_CENTS ? ok(cents) : fail(AMOUNT_NOT_LESS_THAN_ONE);
}

export type TransactionEntry = {
  transType: TransactionType;
  /** Signed: a credit is negative. */
  amountCents: number;
  isFee: boolean;
  /** Fee and AR entries are bookkeeping, so they are successful when written; others wait for the payment. */
  success: boolean | null;
};

/**
 * The transaction dialog: "Transaction amount must be above 0, otherwise the dialog does nothing"
 * (null). "Credit transactions negate the amount; fee and AR transactions are marked success."
 */
export function buildTransaction(transType: TransactionType, amountCents: number): TransactionEntry | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return null;
  const isBookkeeping = transType === "FEE" || transType === "AR";
  return {
    transType,
    amountCents: transType === "CREDIT" ? -amountCents : amountCents,
    isFee: transType === "FEE",
    success: isBookkeeping ? true : null,
  };
}

/** What an order holds already, so a new entry cannot take it past the bounds (cents). */
export type OrderMoney = {
  balanceCents: number;
  /** Sum of the order's FEE and CREDIT entries as recorded (credits negative). */
  feesAndCreditsCents: number;
};

/**
 * A transaction recorded from the dialog, checked on the server: above 0 and of a type the order's
 * country takes (US CASH, CHECK, MONEYORDER; CA only MONEYORDER; FEE, CREDIT, AR, CLOVER everywhere);
 * at most MAX_AMOUNT_CENTS, and (given the order's money) never taking its balance or its fees and
 * credits past MAX_ORDER_BALANCE_CENTS, so every later read of the order adds up exactly.
 */
export function validateTransaction(
  transType: TransactionType,
  amountCents: number,
  country: string,
  order?: OrderMoney,
): Result<TransactionEntry> {
  if (!transactionTypesFor(country).includes(transType)) {
    return fail(transactionTypeNotAccepted(transType, country.trim().toUpperCase() === "CA" ? "CA" : "US"));
  }
  if (Number.isFinite(amountCents) && amountCents > MAX_AMOUNT_CENTS)
    return fail(TRANSACTION_AMOUNT_TOO_LARGE);
  const entry = buildTransaction(transType, amountCents);
  if (!entry) return fail(TRANSACTION_AMOUNT_ABOVE_ZERO);
  if (order) {
    const balanceRefusal = wouldExceedOrderBalance(order.balanceCents, transactionBalanceDelta(entry));
    if (balanceRefusal) return fail(balanceRefusal);
    const isFeeOrCredit = transType === "FEE" || transType === "CREDIT";
    if (isFeeOrCredit && Math.abs(order.feesAndCreditsCents + entry.amountCents) > MAX_ORDER_BALANCE_CENTS) {
      return fail(ORDER_CHARGES_TOO_LARGE);
    }
  }
  return ok(entry);
}

/** How a recorded transaction changes what the customer still owes (cents): a fee adds to the balance;
 * a credit, an AR entry or a payment takes its amount off. */
export function transactionBalanceDelta(entry: TransactionEntry): number {
  return entry.isFee ? entry.amountCents : -Math.abs(entry.amountCents);
}
