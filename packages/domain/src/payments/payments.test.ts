import { describe, expect, it } from "vitest";
import {
  bankDetailsErrors,
  CARD_CODE_INVALID,
  CARD_CODE_INVALID_AMEX,
  CARD_EXPIRED,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  canManagePayMethods,
  cardBrand,
  cardDetailsErrors,
  defaultPayMethodDisplayName,
  ERROR_DELETING_PAYMENT_METHOD,
  ERROR_UPDATING_PAYMENT_METHOD,
  EXPIRY_REQUIRED,
  expiryYears,
  isAccountNumberValid,
  isCardCodeValid,
  isExpired,
  isLuhnValid,
  isRoutingNumberValid,
  lastFour,
  paymentExpiryYears,
  ROUTING_NUMBER_INVALID,
  TEST_BANK_ACCOUNTS,
  TEST_CARDS,
  testBankBehavior,
  testCardBehavior,
} from "./index";

const JUNE_15_2026 = new Date("2026-06-15T12:00:00Z");

describe("card numbers", () => {
  it("Luhn: the test cards pass, a changed last digit fails, spaces and dashes are allowed", () => {
    for (const card of TEST_CARDS) expect(isLuhnValid(card.number)).toBe(true);
    expect(isLuhnValid("4242 4242 4242 4242")).toBe(true);
    expect(isLuhnValid("4242-4242-4242-4242")).toBe(true);
    expect(isLuhnValid("4242424242424241")).toBe(false);
    expect(isLuhnValid("4242a24242424242")).toBe(false);
    expect(isLuhnValid("")).toBe(false);
    expect(isLuhnValid("0000000000")).toBe(false); // too short to be a card
  });

  it("brand by prefix and length: Visa, Mastercard (51-55 and 2221-2720), Amex, Discover", () => {
    expect(cardBrand("4242424242424242")).toBe("Visa");
    expect(cardBrand("5555 5555 5555 4444")).toBe("Mastercard");
    expect(cardBrand("2223003122003222")).toBe("Mastercard");
    expect(cardBrand("378282246310005")).toBe("Amex");
    expect(cardBrand("6011111111111117")).toBe("Discover");
    expect(cardBrand("6500000000000002")).toBe("Discover");
    expect(cardBrand("3056930009020004")).toBeNull(); // Diners: not one of ours
    expect(cardBrand("")).toBeNull();
  });

  it("card code: 3 digits, 4 for Amex", () => {
    expect(isCardCodeValid("123", "Visa")).toBe(true);
    expect(isCardCodeValid("1234", "Visa")).toBe(false);
    expect(isCardCodeValid("1234", "Amex")).toBe(true);
    expect(isCardCodeValid("123", "Amex")).toBe(false);
    expect(isCardCodeValid("12a", null)).toBe(false);
  });

  it("last four digits only", () => {
    expect(lastFour("4242 4242 4242 4242")).toBe("4242");
    expect(lastFour("000123456789")).toBe("6789");
  });
});

describe("expiry", () => {
  it("a card is good through its expiry month and expired after it", () => {
    expect(isExpired(6, 2026, JUNE_15_2026)).toBe(false);
    expect(isExpired(6, 2026, new Date("2026-06-30T23:59:59Z"))).toBe(false);
    expect(isExpired(6, 2026, new Date("2026-07-01T00:00:00Z"))).toBe(true);
    expect(isExpired(5, 2026, JUNE_15_2026)).toBe(true);
    expect(isExpired(1, 2027, JUNE_15_2026)).toBe(false);
    expect(isExpired(12, 2025, JUNE_15_2026)).toBe(true);
  });

  it("the expiry years list covers 20 years from the current year", () => {
    const years = expiryYears(JUNE_15_2026);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years[19]).toBe(2045);
  });
});

describe("bank accounts", () => {
  it("routing numbers: nine digits with the ABA checksum", () => {
    expect(isRoutingNumberValid("110000000")).toBe(true);
    expect(isRoutingNumberValid("021000021")).toBe(true); // a real bank's
    expect(isRoutingNumberValid("021000022")).toBe(false);
    expect(isRoutingNumberValid("11000000")).toBe(false);
    expect(isRoutingNumberValid("11000000a")).toBe(false);
  });

  it("account numbers: 4 to 17 digits", () => {
    expect(isAccountNumberValid("1234")).toBe(true);
    expect(isAccountNumberValid("12345678901234567")).toBe(true);
    expect(isAccountNumberValid("123")).toBe(false);
    expect(isAccountNumberValid("123456789012345678")).toBe(false);
    expect(isAccountNumberValid("12ab")).toBe(false);
  });
});

describe("the payment form", () => {
  const goodCard = { cardNumber: "4242424242424242", cardCode: "123", expireMonth: 12, expireYear: 2030 };

  it("a good card has no errors; each bad field gets its message", () => {
    expect(cardDetailsErrors(goodCard, JUNE_15_2026)).toEqual({});
    expect(cardDetailsErrors({ ...goodCard, cardNumber: "" }, JUNE_15_2026)).toEqual({
      cardNumber: [CARD_NUMBER_REQUIRED],
    });
    expect(cardDetailsErrors({ ...goodCard, cardNumber: "4242424242424241" }, JUNE_15_2026)).toEqual({
      cardNumber: [CARD_NUMBER_INVALID],
    });
    expect(cardDetailsErrors({ ...goodCard, cardCode: "12" }, JUNE_15_2026)).toEqual({
      cardCode: [CARD_CODE_INVALID],
    });
    expect(
      cardDetailsErrors({ ...goodCard, cardNumber: "378282246310005", cardCode: "123" }, JUNE_15_2026),
    ).toEqual({ cardCode: [CARD_CODE_INVALID_AMEX] });
    expect(cardDetailsErrors({ ...goodCard, expireMonth: null }, JUNE_15_2026)).toEqual({
      expireMonth: [EXPIRY_REQUIRED],
    });
    expect(cardDetailsErrors({ ...goodCard, expireMonth: 5, expireYear: 2026 }, JUNE_15_2026)).toEqual({
      expireYear: [CARD_EXPIRED],
    });
  });

  it("a bank account needs a name, a checksummed routing number and 4-17 account digits", () => {
    const good = { bankName: "Test Bank", routingNumber: "110000000", accountNumber: "000123456789" };
    expect(bankDetailsErrors(good)).toEqual({});
    expect(bankDetailsErrors({ ...good, routingNumber: "110000001" })).toEqual({
      routingNumber: [ROUTING_NUMBER_INVALID],
    });
    expect(Object.keys(bankDetailsErrors({ bankName: " ", routingNumber: "", accountNumber: "1" }))).toEqual([
      "bankName",
      "routingNumber",
      "accountNumber",
    ]);
  });

  it("default display names: brand or bank, then the last four digits", () => {
    expect(
      defaultPayMethodDisplayName({ type: "CreditCard", brand: "Visa", bankName: null, last4: "4242" }),
    ).toBe("Visa ending 4242");
    expect(
      defaultPayMethodDisplayName({ type: "BankAccount", brand: null, bankName: "Chase", last4: "6789" }),
    ).toBe("Chase ending 6789");
    expect(
      defaultPayMethodDisplayName({ type: "CreditCard", brand: null, bankName: null, last4: "1111" }),
    ).toBe("Card ending 1111");
  });
});

describe("the test gateway's numbers", () => {
  it("each test card names its behaviour; any other number approves", () => {
    expect(testCardBehavior("4000 0000 0000 0002")).toBe("decline");
    expect(testCardBehavior("4000000000009995")).toBe("insufficient_funds");
    expect(testCardBehavior("4000000000000069")).toBe("expired_card");
    expect(testCardBehavior("4000000000000259")).toBe("timeout_after_charge");
    expect(testCardBehavior("4242424242424242")).toBe("approve");
    expect(testCardBehavior("6011111111111117")).toBe("approve");
    expect(TEST_CARDS.find((c) => c.behavior === "decline")?.message).toBe("Your card was declined.");
    expect(TEST_CARDS.find((c) => c.behavior === "insufficient_funds")?.message).toBe(
      "Your card has insufficient funds.",
    );
    expect(TEST_CARDS.find((c) => c.behavior === "expired_card")?.message).toBe("Your card has expired.");
    for (const card of TEST_CARDS) expect(cardBrand(card.number)).toBe(card.brand);
  });

  it("test bank accounts on routing 110000000", () => {
    expect(testBankBehavior("110000000", "000123456789")).toBe("approve");
    expect(testBankBehavior("110000000", "000111111116")).toBe("decline");
    expect(testBankBehavior("110000000", "000222222227")).toBe("insufficient_funds");
    expect(testBankBehavior("110000000", "000999999999")).toBe("approve");
    expect(TEST_BANK_ACCOUNTS.find((a) => a.behavior === "decline")?.message).toBe(
      "The bank account was declined.",
    );
    for (const account of TEST_BANK_ACCOUNTS) {
      expect(isRoutingNumberValid(account.routingNumber)).toBe(true);
      expect(isAccountNumberValid(account.accountNumber)).toBe(true);
    }
  });
});

describe("claims and texts", () => {
  it("payment methods need invoicing, billing, receiving or manage; admin holds all", () => {
    for (const claim of ["invoicing", "billing", "receiving", "manage", "admin", "Billing"]) {
      expect(canManagePayMethods(claim)).toBe(true);
    }
    expect(canManagePayMethods("comics,grade,user")).toBe(false);
    expect(canManagePayMethods("")).toBe(false);
  });

  it("the spec's save-failure headers", () => {
    expect(ERROR_UPDATING_PAYMENT_METHOD).toBe("Error updating payment method");
    expect(ERROR_DELETING_PAYMENT_METHOD).toBe("Error deleting payment method");
  });
});

describe("expiry year picker", () => {
  it("covers 20 years from the current year", () => {
    expect(paymentExpiryYears(2026)).toHaveLength(20);
    expect(paymentExpiryYears(2026)[19]).toBe(2045);
  });
});
