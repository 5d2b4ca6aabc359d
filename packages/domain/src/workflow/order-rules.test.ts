import { describe, expect, it } from "vitest";
import {
  escalatedDueDate,
  orderStatusAfterBilling,
  validateBillingCompletion,
  validateCancel,
  validateDueDate,
  validateMissingComics,
  validateRejectFee,
  validateReplacementInvoiceId,
  validateShipping,
  validateTrackingNumber,
} from "./order-rules";

describe("completing billing routes the order onward", () => {
  it.each([
    ["US", false, "Shipping"],
    ["CA", false, "ShipToCanada"],
    ["ca", false, "ShipToCanada"],
    ["US", true, "ReadyForPickUp"],
    ["CA", true, "ReadyForPickUp"],
  ] as const)("%s, pickup %s -> %s", (countryCode, isPickup, status) => {
    expect(orderStatusAfterBilling({ countryCode, isPickup })).toBe(status);
  });

  it("with a balance needs an explanation longer than 2 characters", () => {
    expect(validateBillingCompletion({ balanceCents: 1500, explanation: "ok" })).toEqual({
      ok: false,
      message: "Please enter an explanation for the balance (at least 3 characters).",
    });
    expect(validateBillingCompletion({ balanceCents: 1500, explanation: "  ab  " }).ok).toBe(false);
    expect(validateBillingCompletion({ balanceCents: 1500, explanation: "AR" }).ok).toBe(false);
    expect(validateBillingCompletion({ balanceCents: 1500, explanation: "net" })).toEqual({
      ok: true,
      value: { explanation: "net" },
    });
    expect(validateBillingCompletion({ balanceCents: 0 })).toEqual({
      ok: true,
      value: { explanation: null },
    });
  });
});

describe("shipping", () => {
  it("needs at least one scanned item", () => {
    expect(validateShipping({ scannedCount: 0, totalCount: 3, trackingNumber: "1Z" })).toEqual({
      ok: false,
      message: "Could not ship this order, scan atleast one comic/magazine/manga",
    });
  });
  it("needs a reason when items are missing", () => {
    expect(validateShipping({ scannedCount: 2, totalCount: 3, trackingNumber: "1Z" })).toEqual({
      ok: false,
      message: "Please enter a reason for the missing items.",
    });
    expect(
      validateShipping({ scannedCount: 2, totalCount: 3, trackingNumber: "1Z", missingReason: "lost in QC" }),
    ).toEqual({ ok: true, value: { trackingNumber: "1Z", missingReason: "lost in QC", missingCount: 1 } });
  });
  it("needs a tracking number, except for pickup", () => {
    expect(validateShipping({ scannedCount: 3, totalCount: 3, trackingNumber: " " })).toEqual({
      ok: false,
      message: "Please enter a tracking number.",
    });
    expect(validateShipping({ scannedCount: 3, totalCount: 3 }, { requiresTracking: false }).ok).toBe(true);
    expect(validateTrackingNumber(" 1Z999 ")).toEqual({ ok: true, value: "1Z999" });
    expect(validateTrackingNumber("").ok).toBe(false);
  });
  it("pressing completion with missing comics needs one scanned and a reason", () => {
    expect(validateMissingComics({ scannedCount: 0, totalCount: 2 })).toEqual({
      ok: false,
      message: "Please scan atleast one comic",
    });
    expect(validateMissingComics({ scannedCount: 1, totalCount: 2 }).ok).toBe(false);
    expect(validateMissingComics({ scannedCount: 1, totalCount: 2, missingReason: "torn" })).toEqual({
      ok: true,
      value: { missingReason: "torn", missingCount: 1 },
    });
  });
});

describe("cancel with transfer: replacement invoice id", () => {
  it.each([
    ["", "Please enter invoice id!"],
    ["   ", "Please enter invoice id!"],
    [null, "Please enter invoice id!"],
    ["12-123", "Please enter valid invoice id!"],
    ["26-0A1234", "Please enter valid invoice id!"],
    ["26-0A12345", "New Invoice Id could not be same!"],
    ["26-0a12345", "New Invoice Id could not be same!"],
  ])("%j -> %s", (text, message) => {
    expect(validateReplacementInvoiceId(text, "26-0A12345")).toEqual({ ok: false, message });
  });
  it.each([
    ["26-0B99999", "26-0B99999"],
    ["1234567", "00-1234567"],
  ])("%j is accepted as %s", (text, id) => {
    expect(validateReplacementInvoiceId(text, "26-0A12345")).toEqual({ ok: true, value: id });
  });
  it("a cancel needs a refund or a transfer, optionally to a replacement invoice", () => {
    expect(validateCancel({}, "26-0A12345").ok).toBe(false);
    expect(validateCancel({ mode: "refund" }, "26-0A12345")).toEqual({
      ok: true,
      value: { mode: "refund", replacementInvoiceId: null },
    });
    expect(validateCancel({ mode: "transfer" }, "26-0A12345")).toEqual({
      ok: true,
      value: { mode: "transfer", replacementInvoiceId: null },
    });
    expect(validateCancel({ mode: "transfer", replacementInvoiceId: "" }, "26-0A12345")).toEqual({
      ok: false,
      message: "Please enter invoice id!",
    });
  });
});

describe("due date: today to 365 days ahead", () => {
  it.each([
    ["2026-11-21", true],
    ["2027-11-21", true],
    ["2027-11-22", false],
    ["2026-11-20", false],
    ["2026-02-30", false],
    ["soon", false],
  ])("%s: %s", (day, isValid) => {
    expect(validateDueDate(day, "2026-11-21").ok).toBe(isValid);
  });
  it("escalating sets the due date to today", () => {
    expect(escalatedDueDate("2026-11-21")).toBe("2026-11-21");
  });
});

describe("reject fee: required, digits only, at most 2 characters", () => {
  it.each([
    ["", "Please enter reject fees"],
    ["  ", "Please enter reject fees"],
    [null, "Please enter reject fees"],
    ["100", "Invalid entry. Only 2 digits allowed."],
    ["1.5", "Invalid entry. Only 2 digits allowed."],
    ["-5", "Invalid entry. Only 2 digits allowed."],
    ["ab", "Invalid entry. Only 2 digits allowed."],
  ])("%j -> %s", (text, message) => {
    expect(validateRejectFee(text)).toEqual({ ok: false, message });
  });
  it.each([
    ["0", 0],
    ["5", 500],
    ["25", 2500],
    ["99", 9900],
  ])("%j is %i cents", (text, cents) => {
    expect(validateRejectFee(text)).toEqual({ ok: true, value: cents });
  });
});
