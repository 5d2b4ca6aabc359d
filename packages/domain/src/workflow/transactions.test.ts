import { describe, expect, it } from "vitest";
import { orderScreenRedirect } from "./order-screen";
import {
  buildTransaction,
  ORDER_BALANCE_TOO_LARGE,
  ORDER_CHARGES_TOO_LARGE,
  TRANSACTION_AMOUNT_TOO_LARGE,
  transactionBalanceDelta,
  transactionTypesFor,
  validateChargeAmount,
  validateTransaction,
  wouldExceedOrderBalance,
} from "./transactions";

describe("charges and transactions", () => {
  it("charge amount at least 1", () => {
    expect(validateChargeAmount(99)).toEqual({ ok: false, message: "Amount should not be less than 1." });
    expect(validateChargeAmount(0)).toEqual({ ok: false, message: "Amount should not be less than 1." });
    expect(validateChargeAmount(100)).toEqual({ ok: true, value: 100 });
  });
  it("a transaction of 0 or less does nothing", () => {
    expect(buildTransaction("CASH", 0)).toBeNull();
    expect(buildTransaction("CASH", -500)).toBeNull();
  });
  it("credit negates the amount; fee and AR are marked success", () => {
    expect(buildTransaction("CREDIT", 2500)).toEqual({
      transType: "CREDIT",
      amountCents: -2500,
      isFee: false,
      success: null,
    });
    expect(buildTransaction("FEE", 2500)).toEqual({
      transType: "FEE",
      amountCents: 2500,
      isFee: true,
      success: true,
    });
    expect(buildTransaction("AR", 2500)?.success).toBe(true);
    expect(buildTransaction("CHECK", 2500)?.success).toBeNull();
  });
  it("US allows CASH, CHECK, MONEYORDER; CA allows only MONEYORDER", () => {
    expect(transactionTypesFor("US")).toEqual([
      "FEE",
      "CREDIT",
      "AR",
      "CLOVER",
      "CASH",
      "CHECK",
      "MONEYORDER",
    ]);
    expect(transactionTypesFor("CA")).toEqual(["FEE", "CREDIT", "AR", "CLOVER", "MONEYORDER"]);
  });
});

describe("order screen redirects by status and claims", () => {
  it.each([
    ["ShipToCanada", "shipping", "shipping-canada"],
    ["ReadyForPickUp", "readyforpickup", "shipping-pickup"],
    ["Shipping", "shipping", "shipping"],
    ["Submitted", "receiving", "submissions"],
    ["Invoicing", "invoicing", "invoicing"],
    ["AddComic", "invoicing", "addcomic"],
    ["Shipping", "grade", null],
    ["InProcess", "admin", null],
    ["Completed", "billing", null],
  ] as const)("%s for %s -> %s", (status, claims, screen) => {
    expect(orderScreenRedirect(status, claims)).toBe(screen);
  });
});

describe("validateTransaction (server side of the transaction dialog)", () => {
  it("refuses 0 or less, and payment types the order's country does not take", () => {
    expect(validateTransaction("CASH", 0, "US")).toEqual({
      ok: false,
      message: "Transaction amount must be above 0.",
    });
    expect(validateTransaction("CASH", 1000, "CA")).toEqual({
      ok: false,
      message: "CASH is not accepted for CA orders.",
    });
    expect(validateTransaction("MONEYORDER", 1000, "CA").ok).toBe(true);
  });

  it("credits come off the balance as negative amounts; fees add to it; payments and AR take off", () => {
    const credit = validateTransaction("CREDIT", 2500, "US");
    const fee = validateTransaction("FEE", 900, "US");
    const cash = validateTransaction("CASH", 4000, "US");
    const ar = validateTransaction("AR", 1500, "US");
    if (!credit.ok || !fee.ok || !cash.ok || !ar.ok) throw new Error("expected valid entries");
    expect(credit.value.amountCents).toBe(-2500);
    expect(transactionBalanceDelta(credit.value)).toBe(-2500);
    expect(transactionBalanceDelta(fee.value)).toBe(900);
    expect(transactionBalanceDelta(cash.value)).toBe(-4000);
    expect(transactionBalanceDelta(ar.value)).toBe(-1500);
    expect(ar.value.success).toBe(true);
    expect(cash.value.success).toBeNull();
  });
});

describe("amounts are bounded (decisions D13)", () => {
  const empty = { balanceCents: 0, feesAndCreditsCents: 0 };
  it("refuses one entry above $1,000,000, whatever the order", () => {
    // The figures: $1,000,000,000,000, 90,000,000,000,000 and 9007199254740994 (in dollars).
    for (const dollars of [1_000_000_000_000, 90_000_000_000_000, 9007199254740994]) {
      expect(validateTransaction("FEE", dollars * 100, "US", empty)).toEqual({
        ok: false,
        message: TRANSACTION_AMOUNT_TOO_LARGE,
      });
    }
    expect(validateTransaction("FEE", 100_000_000, "US", empty).ok).toBe(true);
    expect(validateTransaction("FEE", 100_000_001, "US")).toEqual({
      ok: false,
      message: TRANSACTION_AMOUNT_TOO_LARGE,
    });
  });
  it("refuses an entry that would take the balance past $10,000,000 either way", () => {
    expect(
      validateTransaction("FEE", 1, "US", { balanceCents: 1_000_000_000, feesAndCreditsCents: 0 }),
    ).toEqual({
      ok: false,
      message: ORDER_BALANCE_TOO_LARGE,
    });
    expect(
      validateTransaction("CASH", 1, "US", { balanceCents: -1_000_000_000, feesAndCreditsCents: 0 }),
    ).toEqual({
      ok: false,
      message: ORDER_BALANCE_TOO_LARGE,
    });
    expect(
      validateTransaction("CASH", 100, "US", { balanceCents: 1_000_000_000, feesAndCreditsCents: 0 }).ok,
    ).toBe(true);
  });
  it("refuses a fee or credit that would take the order's fees and credits past $10,000,000", () => {
    expect(
      validateTransaction("CREDIT", 100, "US", { balanceCents: 0, feesAndCreditsCents: -1_000_000_000 }),
    ).toEqual({ ok: false, message: ORDER_CHARGES_TOO_LARGE });
  });
  it("wouldExceedOrderBalance names the refusal, or null", () => {
    expect(wouldExceedOrderBalance(999_999_000, 1000)).toBeNull();
    expect(wouldExceedOrderBalance(999_999_000, 1001)).toBe(ORDER_BALANCE_TOO_LARGE);
    expect(wouldExceedOrderBalance(0, Number.MAX_SAFE_INTEGER + 1)).toBe(ORDER_BALANCE_TOO_LARGE);
  });
});
