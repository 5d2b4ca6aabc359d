import { describe, expect, it } from "vitest";
import { orderScreenRedirect } from "./order-screen";
import { buildTransaction, transactionTypesFor, validateChargeAmount } from "./transactions";

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
