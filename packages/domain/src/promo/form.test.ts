import { describe, expect, it } from "vitest";
import {
  changePromoType,
  generatePromoCode,
  type PromoForm,
  promoFieldVisibility,
  promoProblemField,
  promoValueForForm,
  promoValueToStored,
  validatePromoForm,
} from "./index";

const today = "2026-03-10";
const form = (over: Partial<PromoForm> = {}): PromoForm => ({
  promoCode: "DS10",
  title: "Summer",
  promoType: "DollarTotal",
  promoValue: 10,
  startDate: "03/10/2026",
  endDate: "04/30/2026",
  isStandard: false,
  isPriority: false,
  isExpress: false,
  isPressing: false,
  ...over,
});
const opts = { today, existingCodes: new Set(["SPRING5"]), isNew: true };

describe("promo form validation (administration §5)", () => {
  it("accepts a valid new promo", () => {
    expect(validatePromoForm(form(), opts)).toBeNull();
  });

  it.each<[string, Partial<PromoForm>, string]>([
    ["a date that is not month/day/year", { startDate: "2026-03-10" }, "Error: Invalid date format!"],
    ["a day that does not exist", { endDate: "02/30/2026" }, "Error: Invalid date format!"],
    ["a start in the past", { startDate: "03/09/2026" }, "Start date should not be in past date!"],
    [
      "an end in the past",
      { startDate: "03/10/2026", endDate: "03/01/2026" },
      "End date should not be in past date!",
    ],
    ["a start after the end", { startDate: "05/01/2026" }, "Start date should not be greater than end date!"],
    ["a code that exists (any case)", { promoCode: "spring5" }, "spring5 promo code aleady exist!"],
    [
      "a grading-service promo without a service",
      { promoType: "DollarGradingService" },
      "Please select at least one Grading Service.",
    ],
    [
      "Y books above X books",
      { promoType: "XGetY", xBooks: 2, yBooks: 3 },
      "Y Books cannot be greater than X Books!",
    ],
  ])("refuses %s", (_name, over, message) => {
    expect(validatePromoForm(form(over), opts)).toBe(message);
  });

  it("accepts a grading-service promo with one service", () => {
    expect(validatePromoForm(form({ promoType: "PercentGradingService", isExpress: true }), opts)).toBeNull();
  });

  it("lets an existing promo keep past dates when edited", () => {
    expect(validatePromoForm(form({ startDate: "01/01/2026" }), { ...opts, isNew: false })).toBeNull();
  });

  it("lets an existing promo without dates keep none; a new one needs both", () => {
    const open = form({ startDate: "", endDate: "" });
    expect(validatePromoForm(open, { ...opts, isNew: false })).toBeNull();
    expect(validatePromoForm(open, opts)).toBe("Error: Invalid date format!");
    expect(validatePromoForm(form({ endDate: "" }), { ...opts, isNew: false })).toBe(
      "Error: Invalid date format!",
    );
  });
});

describe("field visibility and resets by promo type (administration §4)", () => {
  it.each([
    ["DollarTotal", { promoValue: true, addOn: false, books: false, services: false }],
    ["PercentAddOn", { promoValue: true, addOn: true, books: false, services: false }],
    ["XGetY", { promoValue: false, addOn: false, books: true, services: false }],
    ["DollarGradingService", { promoValue: true, addOn: false, books: false, services: true }],
    ["Free_Shipping", { promoValue: false, addOn: false, books: false, services: false }],
  ] as const)("%s shows %o", (type, shown) => {
    expect(promoFieldVisibility(type)).toMatchObject(shown);
  });

  it("clears fields the new type hides", () => {
    const next = changePromoType(form({ promoType: "XGetY", xBooks: 3, yBooks: 1 }), "DollarTotal");
    expect(next.xBooks).toBeUndefined();
    expect(next.yBooks).toBeUndefined();
  });

  it("forces Standard service and Manga for the Tankobon 5 pack", () => {
    const next = changePromoType(form({ isExpress: true, collectibleType: "Comic" }), "Tankobon5Pack");
    expect(next).toMatchObject({ isStandard: true, isExpress: false, collectibleType: "Manga" });
  });
});

describe("generated promo code (administration §4)", () => {
  it.each([
    ["DollarTotal", "Summer", 10, "DS10"],
    ["PercentGrading", "back to school", 15, "PB15"],
    ["Free_Shipping", "Holiday", "0", "FH0"],
  ] as const)("type %s, title %s, value %s → %s", (type, title, value, code) => {
    expect(generatePromoCode(type, title, value)).toBe(code);
  });
});

describe("the field a promo message marks, and the value's units", () => {
  it.each([
    ["Error: Invalid date format!", "startDate"],
    ["End date should not be in past date!", "endDate"],
    ["DS10 promo code aleady exist!", "promoCode"],
    ["Please select at least one Grading Service.", "services"],
    ["Y Books cannot be greater than X Books!", "yBooks"],
  ])("%s → %s", (message, field) => {
    expect(promoProblemField(message)).toBe(field);
  });

  it("stores dollars as cents and percents as whole percents; hidden values as 0", () => {
    expect(promoValueToStored("DollarTotal", 12.5)).toBe(1250);
    expect(promoValueToStored("PercentGrading", 15)).toBe(15);
    expect(promoValueToStored("Tankobon5Pack", 99)).toBe(9900);
    expect(promoValueToStored("Free_Shipping", 10)).toBe(0);
    expect(promoValueForForm("DollarTotal", 1250)).toBe(12.5);
    expect(promoValueForForm("PercentTotal", 20)).toBe(20);
  });
});
