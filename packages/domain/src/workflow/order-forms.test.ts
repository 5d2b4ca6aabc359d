import { describe, expect, it } from "vitest";
import {
  billingCompletionErrors,
  COMMENT_REQUIRED,
  cancelErrors,
  commentErrors,
  dueDateErrors,
  orderDetailsErrors,
  trackingErrors,
  transactionErrors,
} from "./order-forms";
import { SHIPPING_ACCOUNT_CARRIER_REQUIRED } from "./shipping-account";
import { TRANSACTION_AMOUNT_TOO_LARGE } from "./transactions";

describe("order forms, every error at once", () => {
  it("order details: a bad account and a missing address are both reported, account first", () => {
    const errors = orderDetailsErrors({ orderCountry: "US", address: null, shippingAccount: "Fedex" });
    expect(errors).toEqual({
      shippingAccount: SHIPPING_ACCOUNT_CARRIER_REQUIRED,
      addressId: "Please select a shipping address",
    });
    expect(Object.keys(errors)[0]).toBe("shippingAccount");
  });

  it("order details: Canada orders take only a Canada address; no DHL inside the US", () => {
    expect(
      orderDetailsErrors({ orderCountry: "CA", address: { country: "US" }, shippingAccount: null }),
    ).toEqual({ addressId: "Please choose only canada address!" });
    expect(
      orderDetailsErrors({
        orderCountry: "US",
        address: { country: "US" },
        shippingAccount: "DHL 123456789",
      }),
    ).toEqual({ addressId: "DHL account cannot be used for a domestic US address." });
    expect(
      orderDetailsErrors({
        orderCountry: "US",
        address: { country: "US" },
        shippingAccount: "FedEx 123456789",
      }),
    ).toEqual({});
  });

  it("billing completion: a balance needs an explanation longer than 2 characters", () => {
    expect(billingCompletionErrors({ balanceCents: 4500, explanation: "ok" })).toEqual({
      explanation: "Please enter an explanation for the balance (at least 3 characters).",
    });
    expect(billingCompletionErrors({ balanceCents: 4500, explanation: "Pays at pickup" })).toEqual({});
    expect(billingCompletionErrors({ balanceCents: 0, explanation: "" })).toEqual({});
  });

  it("transaction: a foreign type and an amount of 0 are both reported", () => {
    expect(transactionErrors({ transType: "CASH", amountCents: 0, country: "CA" })).toEqual({
      transType: "CASH is not accepted for CA orders.",
      amount: "Transaction amount must be above 0.",
    });
    expect(transactionErrors({ transType: "CASH", amountCents: null, country: "US" })).toEqual({
      amount: "Transaction amount must be above 0.",
    });
    expect(transactionErrors({ transType: "MONEYORDER", amountCents: 100_000_001, country: "CA" })).toEqual({
      amount: TRANSACTION_AMOUNT_TOO_LARGE,
    });
    expect(transactionErrors({ transType: "CREDIT", amountCents: 2500, country: "CA" })).toEqual({});
  });

  it("comment, due date and tracking number", () => {
    expect(commentErrors("  ")).toEqual({ description: COMMENT_REQUIRED });
    expect(commentErrors("Customer called")).toEqual({});
    const range = "Due date must be between today and 365 days ahead.";
    expect(dueDateErrors("2026-03-01", "2026-03-02")).toEqual({ dueDate: range });
    expect(dueDateErrors("", "2026-03-02")).toEqual({ dueDate: range });
    expect(dueDateErrors("2027-03-02", "2026-03-02")).toEqual({});
    expect(trackingErrors(" ")).toEqual({ trackingNumber: "Please enter a tracking number." });
    expect(trackingErrors("1Z999")).toEqual({});
  });

  it("cancel: the replacement invoice id is checked with the spec's texts", () => {
    expect(cancelErrors({ mode: "transfer", replacementInvoiceId: "" }, "26-BILL001")).toEqual({
      newInvoiceId: "Please enter invoice id!",
    });
    expect(
      cancelErrors({ mode: "transfer", replacementInvoiceId: "26-BILL001" }, "26-BILL001"),
    ).toHaveProperty("newInvoiceId");
    expect(cancelErrors({ mode: "transfer", replacementInvoiceId: null }, "26-BILL001")).toEqual({});
    expect(cancelErrors({ mode: "refund" }, "26-BILL001")).toEqual({});
    expect(cancelErrors({}, "26-BILL001")).toHaveProperty("mode");
  });
});
