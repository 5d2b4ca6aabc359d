import { describe, expect, it } from "vitest";
import { accountNumberInvalid } from "../messages/administration";
import { SHIPPING_ACCOUNT_CARRIER_REQUIRED, validateShippingAccount } from "./shipping-account";
import {
  FAST_PASS_NOT_FOR_DAYS,
  FAST_PASS_VERSION_TOO_OLD,
  fastPassNotOffered,
  PRESS_NOT_FOR_TIER_KIND,
  pressCodeNotOffered,
  TIER_NOT_PRICED,
  validateFastPassChange,
  validatePressChange,
} from "./tier-services";

describe("fast pass on an order's tier (workflow §9, submissions §9)", () => {
  const change = { from: 0, days: 30, catalogTier: { version: 14 }, chargeCents: 4000 };
  it("needs pricing version 3 or later", () => {
    expect(validateFastPassChange({ ...change, value: 2, catalogTier: { version: 2 } })).toEqual({
      ok: false,
      message: FAST_PASS_VERSION_TOO_OLD,
    });
    expect(validateFastPassChange({ ...change, value: 2, catalogTier: { version: 3 } }).ok).toBe(true);
  });
  it("applies to tiers of more than 14 days or exactly 2 (invoicing)", () => {
    for (const days of [15, 30, 2])
      expect(validateFastPassChange({ ...change, value: 1, days }).ok).toBe(true);
    for (const days of [14, 10, 3, 1]) {
      expect(validateFastPassChange({ ...change, value: 1, days })).toEqual({
        ok: false,
        message: FAST_PASS_NOT_FOR_DAYS,
      });
    }
  });
  it("refuses a level the tier has no price for, and a tier outside the price list", () => {
    expect(validateFastPassChange({ ...change, value: 4, chargeCents: 0 })).toEqual({
      ok: false,
      message: fastPassNotOffered("SuperExpress"),
    });
    expect(validateFastPassChange({ ...change, value: 1, catalogTier: undefined })).toEqual({
      ok: false,
      message: TIER_NOT_PRICED,
    });
  });
  it("always lets a tier go back to standard service", () => {
    expect(validateFastPassChange({ ...change, from: 2, value: 0, days: 5, catalogTier: undefined })).toEqual(
      {
        ok: true,
        value: 0,
      },
    );
  });
});

describe("press on an order's tier (workflow §4, submissions §4)", () => {
  const grading = { category: "grading" as const };
  it("takes 0, 1, 3 and 9, 9 only for manga", () => {
    for (const press of [0, 1, 3]) {
      expect(validatePressChange({ press, collectibleType: "Comic", catalogTier: grading }).ok).toBe(true);
    }
    expect(validatePressChange({ press: 2, collectibleType: "Comic", catalogTier: grading })).toEqual({
      ok: false,
      message: pressCodeNotOffered([0, 1, 3]),
    });
    expect(validatePressChange({ press: 9, collectibleType: "Comic", catalogTier: grading }).ok).toBe(false);
    expect(validatePressChange({ press: 9, collectibleType: "Manga", catalogTier: grading }).ok).toBe(true);
  });
  it("refuses pressing where the tier's kind turns it off (slab, witnessed signature, original art)", () => {
    for (const category of ["slab", "witnessed", "artwork"] as const) {
      expect(validatePressChange({ press: 1, collectibleType: "Comic", catalogTier: { category } })).toEqual({
        ok: false,
        message: PRESS_NOT_FOR_TIER_KIND,
      });
      expect(validatePressChange({ press: 0, collectibleType: "Comic", catalogTier: { category } }).ok).toBe(
        true,
      );
    }
    expect(
      validatePressChange({
        press: 1,
        collectibleType: "Comic",
        catalogTier: grading,
        hasNoPressingComic: true,
      }).ok,
    ).toBe(false);
  });
});

describe("the order's shipping account (administration §5: FedEx 9, UPS 6, DHL 9, alphanumeric)", () => {
  it.each([
    ["FedEx 123456789", "FedEx 123456789"],
    ["fedex 12345678a", "FedEx 12345678A"],
    ["UPS a1b2c3", "UPS A1B2C3"],
    ["DHL: 123456789", "DHL 123456789"],
  ])("%s is saved as %s", (input, saved) => {
    expect(validateShippingAccount(input)).toEqual({ ok: true, value: saved });
  });
  it("empty means no account", () => {
    expect(validateShippingAccount("  ")).toEqual({ ok: true, value: null });
    expect(validateShippingAccount(null)).toEqual({ ok: true, value: null });
  });
  it.each([
    ["FedEx 12345", accountNumberInvalid("FedEx", 9)],
    ["UPS 1234567", accountNumberInvalid("UPS", 6)],
    ["DHL 1234-5678", accountNumberInvalid("DHL", 9)],
    ["123456789", SHIPPING_ACCOUNT_CARRIER_REQUIRED],
    ["FedEx", SHIPPING_ACCOUNT_CARRIER_REQUIRED],
  ])("%s is refused", (input, message) => {
    expect(validateShippingAccount(input)).toEqual({ ok: false, message });
  });
});
