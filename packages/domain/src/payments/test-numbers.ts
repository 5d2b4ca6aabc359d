// The built-in test gateway's numbers (issue 12): the number typed decides what the gateway does with
// it, so every path (approve, decline, insufficient funds, expired, a timeout after the charge was taken)
// can be shown without a real gateway. The gateway stores the behaviour, never the number.
import { cardDigits } from "./cards";
import {
  BANK_ACCOUNT_DECLINED,
  BANK_ACCOUNT_INSUFFICIENT_FUNDS,
  CARD_DECLINED,
  CARD_EXPIRED_AT_GATEWAY,
  CARD_INSUFFICIENT_FUNDS,
} from "./messages";

export type TestBehavior =
  | "approve"
  | "decline"
  | "insufficient_funds"
  | "expired_card"
  | "timeout_after_charge";

export type TestCard = {
  number: string;
  brand: "Visa" | "Mastercard" | "Amex";
  behavior: TestBehavior;
  /** The decline message a charge answers; null when it is taken. */
  message: string | null;
};

/** Cards (any future expiry, any valid code). Any other Luhn-valid number approves. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", brand: "Visa", behavior: "approve", message: null },
  { number: "5555555555554444", brand: "Mastercard", behavior: "approve", message: null },
  { number: "378282246310005", brand: "Amex", behavior: "approve", message: null },
  { number: "4000000000000002", brand: "Visa", behavior: "decline", message: CARD_DECLINED },
  {
    number: "4000000000009995",
    brand: "Visa",
    behavior: "insufficient_funds",
    message: CARD_INSUFFICIENT_FUNDS,
  },
  { number: "4000000000000069", brand: "Visa", behavior: "expired_card", message: CARD_EXPIRED_AT_GATEWAY },
  // The charge is taken, then the answer is lost: the case reconciliation exists for.
  { number: "4000000000000259", brand: "Visa", behavior: "timeout_after_charge", message: null },
];

/** The test routing number every test account uses. */
export const TEST_ROUTING_NUMBER = "110000000";

export type TestBankAccount = {
  routingNumber: string;
  accountNumber: string;
  behavior: TestBehavior;
  message: string | null;
};

/** Bank accounts (routing 110000000). Any other valid account approves. */
export const TEST_BANK_ACCOUNTS: readonly TestBankAccount[] = [
  { routingNumber: TEST_ROUTING_NUMBER, accountNumber: "000123456789", behavior: "approve", message: null },
  {
    routingNumber: TEST_ROUTING_NUMBER,
    accountNumber: "000111111116",
    behavior: "decline",
    message: BANK_ACCOUNT_DECLINED,
  },
  {
    routingNumber: TEST_ROUTING_NUMBER,
    accountNumber: "000222222227",
    behavior: "insufficient_funds",
    message: BANK_ACCOUNT_INSUFFICIENT_FUNDS,
  },
];

/** What the test gateway does with a card number (approve unless it is one of the test numbers). */
export function testCardBehavior(cardNumber: string): TestBehavior {
  const digits = cardDigits(cardNumber);
  return TEST_CARDS.find((card) => card.number === digits)?.behavior ?? "approve";
}

/** What the test gateway does with a bank account (approve unless it is one of the test accounts). */
export function testBankBehavior(routingNumber: string, accountNumber: string): TestBehavior {
  const digits = cardDigits(accountNumber);
  const match = TEST_BANK_ACCOUNTS.find(
    (account) => account.routingNumber === routingNumber.trim() && account.accountNumber === digits,
  );
  return match?.behavior ?? "approve";
}
