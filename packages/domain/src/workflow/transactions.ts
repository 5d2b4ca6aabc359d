// Transactions and charges on an order (workflow §5, §9; administration §8, §9). Amounts in cents.
import {
  AMOUNT_NOT_LESS_THAN_ONE,
  TRANSACTION_AMOUNT_ABOVE_ZERO,
  transactionTypeNotAccepted,
} from "../messages/workflow";
import { fail, ok, type Result } from "./result";

export const TRANSACTION_TYPES = ["FEE", "CREDIT", "AR", "CLOVER", "CASH", "CHECK", "MONEYORDER"] as const;
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
    (type) => !["CASH", "CHECK", "MONEYORDER"].includes(type) || offline.includes(type),
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

/**
 * A transaction recorded from the dialog, checked on the server: above 0 and of a type the order's
 * country takes (US CASH, CHECK, MONEYORDER; CA only MONEYORDER; FEE, CREDIT, AR, CLOVER everywhere).
 */
export function validateTransaction(
  transType: TransactionType,
  amountCents: number,
  country: string,
): Result<TransactionEntry> {
  if (!transactionTypesFor(country).includes(transType)) {
    return fail(transactionTypeNotAccepted(transType, country.trim().toUpperCase() === "CA" ? "CA" : "US"));
  }
  const entry = buildTransaction(transType, amountCents);
  return entry ? ok(entry) : fail(TRANSACTION_AMOUNT_ABOVE_ZERO);
}

/** How a recorded transaction changes what the customer still owes (cents): a fee adds to the balance;
 * a credit, an AR entry or a payment takes its amount off. */
export function transactionBalanceDelta(entry: TransactionEntry): number {
  return entry.isFee ? entry.amountCents : -Math.abs(entry.amountCents);
}
