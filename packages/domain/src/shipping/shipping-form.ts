// The shipping screen's form checked all at once (issue 10 point 6): the rules of validateShipping
// (workflow §5), every failing one at the same time, keyed by the field the worker fixes, in the order
// the screen shows them (the first is focused). validateShipping stays the server's one-failure check.
import {
  COULD_NOT_SHIP_SCAN_ONE,
  MISSING_ITEMS_REASON_REQUIRED,
  TRACKING_NUMBER_REQUIRED,
} from "../messages/workflow";

export type ShippingFormField = "scan" | "trackingNumber" | "message";

export type ShippingFormErrors = Partial<Record<ShippingFormField, string>>;

/**
 * `scan`: nothing scanned ('Could not ship this order, scan atleast one comic/magazine/manga').
 * `trackingNumber`: empty while a carrier takes the order (not for pickup).
 * `message`: items missing and no reason — asked only once something is scanned: with nothing
 * scanned the order cannot ship at all, and a reason for "all of them" would say nothing.
 */
export function shippingFormErrors(
  input: {
    scannedCount: number;
    totalCount: number;
    missingReason?: string | null;
    trackingNumber?: string | null;
  },
  opts: { requiresTracking?: boolean } = {},
): ShippingFormErrors {
  const errors: ShippingFormErrors = {};
  if (input.scannedCount < 1) errors.scan = COULD_NOT_SHIP_SCAN_ONE;
  if ((opts.requiresTracking ?? true) && !input.trackingNumber?.trim()) {
    errors.trackingNumber = TRACKING_NUMBER_REQUIRED;
  }
  const isMissing = input.totalCount > input.scannedCount;
  if (input.scannedCount >= 1 && isMissing && !input.missingReason?.trim()) {
    errors.message = MISSING_ITEMS_REASON_REQUIRED;
  }
  return errors;
}
