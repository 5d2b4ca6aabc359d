import { describe, expect, it } from "vitest";
import {
  dropVerifiedSignatures,
  hasExpressConflict,
  isCustomTitleForced,
  validateAddOnQuantities,
  validateComicSave,
  validateInsuredBalance,
  validateInsuredInput,
  validateInsuredRange,
  validateQuantity,
  validateQuantityBalance,
  validateRawGradeScreeningPair,
  validateReholder,
  validateReholderSearch,
  validateSignatureBalances,
  validateTitle,
} from "./index";

describe("quantity and insured", () => {
  it.each([
    [0, "Quantity will accept only value more than 0!"],
    ["0", "Quantity will accept only value more than 0!"],
    [-2, "Quantity will accept only value more than 0!"],
    [1.5, "Quantity will accept only interger value!"],
    ["abc", "Quantity will accept only interger value!"],
    ["", "Quantity will accept only interger value!"],
  ])("quantity %j -> %s", (value, message) => {
    expect(validateQuantity(value)).toEqual({ ok: false, message });
  });
  it("accepts a whole quantity", () => {
    expect(validateQuantity(" 3 ")).toEqual({ ok: true, value: 3 });
  });
  it("insured must be an integer (dollars in, cents out)", () => {
    expect(validateInsuredInput("12.5")).toEqual({
      ok: false,
      message: "Insured will accept only integer value!",
    });
    expect(validateInsuredInput("x")).toEqual({
      ok: false,
      message: "Insured will accept only integer value!",
    });
    expect(validateInsuredInput("250")).toEqual({ ok: true, value: 25_000 });
    expect(validateInsuredInput("")).toEqual({ ok: true, value: 0 });
  });
  it("quantity cannot exceed the tier's remaining comic balance", () => {
    expect(validateQuantityBalance(4, 3)).toEqual({ ok: false, message: "Quantity not be greater than 3" });
    expect(validateQuantityBalance(3, 3)).toEqual({ ok: true, value: 3 });
  });
  it("quantity times insured cannot exceed the remaining insured balance", () => {
    expect(
      validateInsuredBalance({ quantity: 3, insuredCents: 10_000, remainingInsuredCents: 29_999 }),
    ).toEqual({
      ok: false,
      message: "Insured balance has increased due to quantity",
    });
    expect(
      validateInsuredBalance({ quantity: 3, insuredCents: 10_000, remainingInsuredCents: 30_000 }).ok,
    ).toBe(true);
  });
  it("insured of a new comic lies within the tier's min and max", () => {
    const tier = { minInsuredCents: 20_000, maxInsuredCents: 100_000 };
    expect(validateInsuredRange({ ...tier, insuredCents: 10_000, isNew: true })).toEqual({
      ok: false,
      message: "Allowed insured value is between $200 to $1,000",
    });
    expect(validateInsuredRange({ ...tier, insuredCents: 100_001, isNew: true, country: "CA" })).toEqual({
      ok: false,
      message: "Allowed insured value is between CA$200 to CA$1,000",
    });
    expect(validateInsuredRange({ ...tier, insuredCents: 10_000, isNew: false }).ok).toBe(true);
    expect(validateInsuredRange({ ...tier, insuredCents: 20_000, isNew: true }).ok).toBe(true);
  });
});

describe("add-on quantities", () => {
  it("an option over its remaining count names that option", () => {
    expect(validateAddOnQuantities({ image: true, press: true }, 2, { image: 5, press: 1 })).toEqual({
      ok: false,
      message: "Please check your Quantity for Press",
    });
    expect(validateAddOnQuantities({ rawGradeScreening: true }, 1, {})).toEqual({
      ok: false,
      message: "Please check your Quantity for Raw Grade + Grade Screening",
    });
    expect(validateAddOnQuantities({ image: true, press: false }, 2, { image: 2 })).toEqual({
      ok: true,
      value: ["image"],
    });
  });
  it("raw grade and grade screening go together on a combined comic", () => {
    expect(validateRawGradeScreeningPair({ isCombined: true, rawGrade: true, gradeScreen: false })).toEqual({
      ok: false,
      message: "You have to select grade screening also!",
    });
    expect(validateRawGradeScreeningPair({ isCombined: true, rawGrade: false, gradeScreen: true })).toEqual({
      ok: false,
      message: "You have to select Rawgrade also!",
    });
    expect(validateRawGradeScreeningPair({ isCombined: false, rawGrade: true, gradeScreen: false }).ok).toBe(
      true,
    );
  });
  it("signature balances are checked against quantity", () => {
    expect(validateSignatureBalances(3, { asp: 1 }, { asp: 2 })).toEqual({
      ok: false,
      message: "Please check your ASP balance with entered quantity!",
    });
    expect(validateSignatureBalances(2, { asp: 1, vspPrimary: 1 }, { asp: 2, vspPrimary: 1 })).toEqual({
      ok: false,
      message: "Please check your VSP balance with entered quantity!",
    });
    expect(validateSignatureBalances(2, { asp: 1, vsppSecondary: 2 }, { asp: 2, vsppSecondary: 4 }).ok).toBe(
      true,
    );
  });
});

describe("reholder", () => {
  it("search needs exactly 14 characters forming a certification number", () => {
    expect(validateReholderSearch(" 26-0a12345-001 ")).toEqual({ ok: true, value: "26-0A12345-001" });
    expect(validateReholderSearch("26-0A12345-01").ok).toBe(false);
    expect(validateReholderSearch("26-0A12345-0011").ok).toBe(false);
    expect(validateReholderSearch("ABCDEFGHIJKLMN").ok).toBe(false);
  });
  const base = {
    candidate: { category: "Certified", grade: 9.6, collectibleType: "Comic" },
    submission: { collectibleType: "Comic" },
    insuredCents: 50_000,
    remainingInsuredCents: 50_000,
  };
  it("a raw-grade comic is rejected", () => {
    expect(validateReholder({ ...base, candidate: { ...base.candidate, category: "Raw Grade" } })).toEqual({
      ok: false,
      message: "Raw Grade comics are invalid for reholder",
    });
  });
  it("the insured amount may not exceed the remaining insured balance", () => {
    expect(validateReholder({ ...base, insuredCents: 50_001 })).toEqual({
      ok: false,
      message: "Sorry You can not enter Insured amount more than $500",
    });
    expect(validateReholder(base).ok).toBe(true);
  });
  it("must be graded and of the submission's type and manga type", () => {
    expect(validateReholder({ ...base, candidate: { ...base.candidate, grade: null } }).ok).toBe(false);
    expect(
      validateReholder({ ...base, candidate: { ...base.candidate, collectibleType: "Magazine" } }).ok,
    ).toBe(false);
    expect(
      validateReholder({
        ...base,
        candidate: { category: "Certified", grade: 9, collectibleType: "Manga", mangaType: "Zasshi" },
        submission: { collectibleType: "Manga", mangaType: "Tankobon" },
      }).ok,
    ).toBe(false);
  });
});

describe("comic save in a submission", () => {
  const save = {
    comicsInOrder: 10,
    adding: 1,
    tierId: "NW",
    version: 14,
    signatures: [],
    isExpressService: false,
    isExpressTier: false,
  };
  it("at most 100 comics per order", () => {
    expect(validateComicSave({ ...save, comicsInOrder: 100 })).toEqual({
      ok: false,
      message: "An order can hold at most 100 comics.",
    });
    expect(validateComicSave(save)).toEqual({ ok: true, value: { warning: null } });
  });
  it("original-art tiers need at least one signature above version 13", () => {
    expect(validateComicSave({ ...save, tierId: "OT" })).toEqual({
      ok: false,
      message: "Please note that Original Art submissions require at least one signature",
    });
  });
  it("up to 24 signature rows", () => {
    const rows = Array.from({ length: 25 }, () => ({
      name: "x",
      type: "ASP" as const,
      valid: true,
      date: null,
    }));
    expect(validateComicSave({ ...save, signatures: rows }).ok).toBe(false);
  });
  it("express service conflicts with non-express tiers for versions 3 to 7", () => {
    expect(hasExpressConflict({ version: 3, isExpressService: true, isExpressTier: false })).toBe(true);
    expect(hasExpressConflict({ version: 7, isExpressService: true, isExpressTier: false })).toBe(true);
    expect(hasExpressConflict({ version: 8, isExpressService: true, isExpressTier: false })).toBe(false);
    expect(hasExpressConflict({ version: 5, isExpressService: true, isExpressTier: true })).toBe(false);
    expect(validateComicSave({ ...save, version: 5, isExpressService: true }).ok).toBe(false);
  });
  it("the title must match the lookup unless custom; custom is forced for Zasshi", () => {
    const lookup = ["Amazing Spider-Man", "X-Men"];
    expect(
      validateTitle({
        title: "x-men ",
        lookupTitles: lookup,
        isCustomTitle: false,
        collectibleType: "Comic",
      }),
    ).toEqual({ ok: true, value: { title: "X-Men", isCustomTitle: false } });
    expect(
      validateTitle({ title: "X-Man", lookupTitles: lookup, isCustomTitle: false, collectibleType: "Comic" })
        .ok,
    ).toBe(false);
    expect(
      validateTitle({ title: "X-Man", lookupTitles: lookup, isCustomTitle: true, collectibleType: "Comic" })
        .ok,
    ).toBe(true);
    expect(isCustomTitleForced({ collectibleType: "Manga", mangaType: "Zasshi" })).toBe(true);
    expect(
      validateTitle({
        title: "Shonen Jump",
        lookupTitles: [],
        isCustomTitle: false,
        collectibleType: "Manga",
        mangaType: "Zasshi",
      }),
    ).toEqual({ ok: true, value: { title: "Shonen Jump", isCustomTitle: true } });
  });
  it("witnessed-signature and partial-grade tiers remove VSP and VSPP", () => {
    const sigs = [{ type: "ASP" as const }, { type: "VSP" as const }, { type: "VSPP" as const }];
    expect(dropVerifiedSignatures(sigs, { isWitnessedSignature: true })).toEqual([{ type: "ASP" }]);
    expect(dropVerifiedSignatures(sigs, { partialGrade: true })).toEqual([{ type: "ASP" }]);
    expect(dropVerifiedSignatures(sigs, {})).toHaveLength(3);
  });
});
