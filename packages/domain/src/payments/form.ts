// The payment form's checks, field by field (modelState shape: field → messages). The browser shows
// them as the worker types; the tokenizer refuses with the same texts.
import { isAccountNumberValid, isRoutingNumberValid } from "./bank";
import { cardBrand, isCardCodeValid, isExpired, isLuhnValid, lastFour } from "./cards";
import {
  ACCOUNT_NUMBER_INVALID,
  BANK_NAME_REQUIRED,
  CARD_CODE_INVALID,
  CARD_CODE_INVALID_AMEX,
  CARD_EXPIRED,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  EXPIRY_REQUIRED,
  ROUTING_NUMBER_INVALID,
} from "./messages";

export type FieldErrors = Record<string, string[]>;

/** A stored payment method is a card or a bank account (submissions-pricing §3 "Payment method"). */
export const PAY_METHOD_TYPES = ["CreditCard", "BankAccount"] as const;
export type PayMethodType = (typeof PAY_METHOD_TYPES)[number];

export type CardDetails = {
  cardNumber: string;
  cardCode: string;
  expireMonth: number | null;
  expireYear: number | null;
};

export type BankDetails = { bankName: string; routingNumber: string; accountNumber: string };

/** Card number (Luhn), card code (3 digits, 4 for Amex) and expiry (a real month, not past). */
export function cardDetailsErrors(card: CardDetails, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!card.cardNumber.trim()) errors.cardNumber = [CARD_NUMBER_REQUIRED];
  else if (!isLuhnValid(card.cardNumber)) errors.cardNumber = [CARD_NUMBER_INVALID];
  const brand = cardBrand(card.cardNumber);
  if (!isCardCodeValid(card.cardCode, brand)) {
    errors.cardCode = [brand === "Amex" ? CARD_CODE_INVALID_AMEX : CARD_CODE_INVALID];
  }
  const { expireMonth: month, expireYear: year } = card;
  if (month == null || year == null || !Number.isInteger(month) || month < 1 || month > 12) {
    errors.expireMonth = [EXPIRY_REQUIRED];
  } else if (isExpired(month, year, now)) {
    errors.expireYear = [CARD_EXPIRED];
  }
  return errors;
}

export function bankDetailsErrors(bank: BankDetails): FieldErrors {
  const errors: FieldErrors = {};
  if (!bank.bankName.trim()) errors.bankName = [BANK_NAME_REQUIRED];
  if (!isRoutingNumberValid(bank.routingNumber)) errors.routingNumber = [ROUTING_NUMBER_INVALID];
  if (!isAccountNumberValid(bank.accountNumber)) errors.accountNumber = [ACCOUNT_NUMBER_INVALID];
  return errors;
}

/** What a stored method shows by default: "Visa ending 4242", "Chase ending 6789". */
export function defaultPayMethodDisplayName(method: {
  type: PayMethodType;
  brand: string | null;
  bankName: string | null;
  last4: string;
}): string {
  const name = method.type === "BankAccount" ? method.bankName || "Bank account" : method.brand || "Card";
  return `${name} ending ${lastFour(method.last4)}`;
}
