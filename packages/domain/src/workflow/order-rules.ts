// Order-level rules of workflow §4/§5: billing, shipping, cancel, due date, reject fee.
import { addDays, isDayWithin, isIsoDay } from "../dates/index";
import { normalizeOrderId } from "../ids/index";
import { ENTER_INVOICE_ID, ENTER_VALID_INVOICE_ID, NEW_INVOICE_ID_SAME } from "../messages/submissions";
import {
  BILLING_EXPLANATION_REQUIRED,
  CANCEL_NEEDS_REFUND_OR_TRANSFER,
  COULD_NOT_SHIP_SCAN_ONE,
  DUE_DATE_OUT_OF_RANGE,
  ENTER_REJECT_FEES,
  MISSING_ITEMS_REASON_REQUIRED,
  REJECT_FEE_TWO_DIGITS,
  SCAN_AT_LEAST_ONE_COMIC,
  TRACKING_NUMBER_REQUIRED,
} from "../messages/workflow";
import { fail, ok, type Result } from "./result";
import type { OrderStatus } from "./statuses";

/** Due date window: today to 365 days ahead (workflow §5). */
export const DUE_DATE_MAX_DAYS = 365;

/** A pickup order is one whose rate says so ("Pickup", "Pick-up", "pick up"). */
export function isPickupRate(rate: string | null | undefined): boolean {
  return /pick\s*-?up/i.test(rate ?? "");
}

/**
 * Where completing billing sends the order. Pickup wins over the country: a Canadian customer who
 * collects the order at the lab is not shipped to Canada.
 */
export function orderStatusAfterBilling(order: {
  countryCode: string;
  isPickup: boolean;
}): Extract<OrderStatus, "Shipping" | "ShipToCanada" | "ReadyForPickUp"> {
  if (order.isPickup) return "ReadyForPickUp";
  return order.countryCode.trim().toUpperCase() === "CA" ? "ShipToCanada" : "Shipping";
}

/** "Billing completion with a balance needs an explanation longer than 2 characters." */
export function validateBillingCompletion(input: {
  balanceCents: number;
  explanation?: string | null;
}): Result<{ explanation: string | null }> {
  const explanation = input.explanation?.trim() ?? "";
  if (input.balanceCents === 0) return ok({ explanation: explanation || null });
  if (explanation.length <= 2) return fail(BILLING_EXPLANATION_REQUIRED);
  return ok({ explanation });
}

export type ShippingInput = {
  scannedCount: number;
  totalCount: number;
  missingReason?: string | null;
  trackingNumber?: string | null;
};

/**
 * Shipping an order (POST /api/orders/{id}/shipping and /canadashipping): at least one scanned item
 * ('Could not ship this order, ...'), a reason when items are missing, and a tracking number.
 * Pickup orders pass `requiresTracking: false`: nothing is handed to a carrier.
 */
export function validateShipping(
  input: ShippingInput,
  opts: { requiresTracking?: boolean } = {},
): Result<{ trackingNumber: string | null; missingReason: string | null; missingCount: number }> {
  // Same scanned / missing rule as a station's completion; shipping says it with its own text.
  if (input.scannedCount < 1) return fail(COULD_NOT_SHIP_SCAN_ONE);
  const missing = validateMissingComics(input);
  if (!missing.ok) return missing;
  const trackingNumber = input.trackingNumber?.trim() || null;
  if ((opts.requiresTracking ?? true) && !trackingNumber) return fail(TRACKING_NUMBER_REQUIRED);
  return ok({ trackingNumber, ...missing.value });
}

/**
 * Completing a tier at a station where comics may be missing (Pressing's missing-comic exception,
 * and a tier's own shipping step): at least one scanned ('Please scan atleast one comic') and a reason
 * for the missing ones.
 */
export function validateMissingComics(input: {
  scannedCount: number;
  totalCount: number;
  missingReason?: string | null;
}): Result<{ missingReason: string | null; missingCount: number }> {
  if (input.scannedCount < 1) return fail(SCAN_AT_LEAST_ONE_COMIC);
  const missingCount = Math.max(0, input.totalCount - input.scannedCount);
  const missingReason = input.missingReason?.trim() || null;
  if (missingCount > 0 && !missingReason) return fail(MISSING_ITEMS_REASON_REQUIRED);
  return ok({ missingReason: missingCount > 0 ? missingReason : null, missingCount });
}

/** "Shipping needs a tracking number" for a tier moving out of Shipping. */
export function validateTrackingNumber(text: string | null | undefined): Result<string> {
  const value = text?.trim() ?? "";
  return value ? ok(value) : fail(TRACKING_NUMBER_REQUIRED);
}

/**
 * Replacement invoice id for a cancel with transfer (workflow §5, submissions §5): not empty, an order
 * id (two digits, a dash, seven alphanumerics, or seven digits), and not the current one. The value
 * is the normalized id ("1234567" -> "00-1234567").
 */
export function validateReplacementInvoiceId(
  text: string | null | undefined,
  currentOrderId: string,
): Result<string> {
  const value = text?.trim() ?? "";
  if (!value) return fail(ENTER_INVOICE_ID);
  const id = normalizeOrderId(value);
  if (!id) return fail(ENTER_VALID_INVOICE_ID);
  if (id === (normalizeOrderId(currentOrderId) ?? currentOrderId)) return fail(NEW_INVOICE_ID_SAME);
  return ok(id);
}

/** How a cancelled order's money goes: transferred to a replacement invoice, or refunded. */
export const CANCEL_MODES = ["transfer", "refund"] as const;
export type CancelMode = (typeof CANCEL_MODES)[number];

export type CancelInput =
  | { mode: "refund" }
  | { mode: "transfer"; replacementInvoiceId?: string | null }
  | { mode?: undefined };

/** "Cancelling an order needs a refund or a transfer of funds (optionally to a replacement invoice)." */
export function validateCancel(
  input: CancelInput,
  currentOrderId: string,
): Result<{ mode: CancelMode; replacementInvoiceId: string | null }> {
  if (input.mode === "refund") return ok({ mode: "refund", replacementInvoiceId: null });
  if (input.mode !== "transfer") return fail(CANCEL_NEEDS_REFUND_OR_TRANSFER);
  if (input.replacementInvoiceId == null) return ok({ mode: "transfer", replacementInvoiceId: null });
  const id = validateReplacementInvoiceId(input.replacementInvoiceId, currentOrderId);
  return id.ok ? ok({ mode: "transfer", replacementInvoiceId: id.value }) : id;
}

/** "Due date: today to 365 days ahead." Days are YYYY-MM-DD. */
export function validateDueDate(day: string, today: string): Result<string> {
  if (!isIsoDay(day) || !isDayWithin(day, today, addDays(today, DUE_DATE_MAX_DAYS))) {
    return fail(DUE_DATE_OUT_OF_RANGE);
  }
  return ok(day);
}

/** "Escalating sets the due date to today." */
export function escalatedDueDate(today: string): string {
  return today;
}

/**
 * "Reject fee: required, digits only, at most 2 characters." The fee is whole dollars (0–99); the
 * value is in cents.
 */
export function validateRejectFee(text: string | null | undefined): Result<number> {
  const value = text?.trim() ?? "";
  if (!value) return fail(ENTER_REJECT_FEES);
  if (!/^\d{1,2}$/.test(value)) return fail(REJECT_FEE_TWO_DIGITS);
  return ok(Number(value) * 100);
}
