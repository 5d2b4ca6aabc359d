import { describe, expect, it } from "vitest";
import { validateShipping } from "../workflow/order-rules";
import { shippingFormErrors } from "./shipping-form";

describe("the shipping form, all errors at once", () => {
  it("nothing scanned and no tracking number: both, with the spec's texts, scan first", () => {
    const errors = shippingFormErrors({ scannedCount: 0, totalCount: 15, trackingNumber: "" });
    expect(errors).toEqual({
      scan: "Could not ship this order, scan atleast one comic/magazine/manga",
      trackingNumber: "Please enter a tracking number.",
    });
    expect(Object.keys(errors)).toEqual(["scan", "trackingNumber"]);
  });

  it("items missing without a reason and no tracking number: both", () => {
    expect(shippingFormErrors({ scannedCount: 4, totalCount: 15, missingReason: " " })).toEqual({
      trackingNumber: "Please enter a tracking number.",
      message: "Please enter a reason for the missing items.",
    });
  });

  it("pickup needs no tracking number; a reason covers the missing items", () => {
    expect(
      shippingFormErrors(
        { scannedCount: 14, totalCount: 15, missingReason: "left with the customer" },
        { requiresTracking: false },
      ),
    ).toEqual({});
  });

  it("agrees with validateShipping, the server's check, on whether the order may ship", () => {
    for (const scannedCount of [0, 1, 2]) {
      for (const missingReason of [null, "", "torn"]) {
        for (const trackingNumber of [null, " ", "1Z999AA10123456784"]) {
          for (const requiresTracking of [true, false]) {
            const input = { scannedCount, totalCount: 2, missingReason, trackingNumber };
            const errors = shippingFormErrors(input, { requiresTracking });
            const checked = validateShipping(input, { requiresTracking });
            expect(Object.keys(errors).length === 0, JSON.stringify({ input, requiresTracking })).toBe(
              checked.ok,
            );
            // The one failure the server names is among the form's.
            if (!checked.ok) expect(Object.values(errors)).toContain(checked.message);
          }
        }
      }
    }
  });
});
