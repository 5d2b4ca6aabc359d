import { describe, expect, it } from "vitest";
import {
  canRemoveSignature,
  canSetVsp,
  initialSignatureRowCount,
  isAspForced,
  newSignature,
  nextSignatureType,
  type Signature,
  signatureViewRowCount,
  skippedVspReason,
  validateDisapproval,
  validateFailedSignatureDescriptions,
  validateOriginalArtSave,
  validateSignatureRowCount,
  validateSignees,
  withSignatureType,
} from "./index";

const TODAY = "2026-11-21";
const sig = (type: Signature["type"], extra: Partial<Signature> = {}): Signature => ({
  name: "Stan Lee",
  date: null,
  type,
  valid: false,
  ...extra,
});

describe("signature type cycles ASP, VSP, VSPP, back to ASP", () => {
  const free = { isAspForced: false, isVspAllowed: true };
  it.each([
    ["ASP", "VSP"],
    ["VSP", "VSPP"],
    ["VSPP", "ASP"],
  ] as const)("%s -> %s", (from, to) => {
    expect(nextSignatureType(from, free)).toBe(to);
  });
  it("raw grade or witnessed-signature tiers force ASP", () => {
    expect(nextSignatureType("ASP", { isAspForced: true, isVspAllowed: true })).toBe("ASP");
    expect(isAspForced({ partialGrade: true })).toBe(true);
    expect(isAspForced({ isWitnessedSignature: true })).toBe(true);
    expect(isAspForced({})).toBe(false);
  });
  it("VSP cannot be set while a VSPP exists", () => {
    expect(canSetVsp([sig("VSPP")])).toBe(false);
    expect(canSetVsp([sig("VSPP", { remove: true }), sig("ASP")])).toBe(true);
    expect(nextSignatureType("ASP", { isAspForced: false, isVspAllowed: false })).toBe("VSPP");
  });
  it("a click that skips VSP says why; other clicks say nothing", () => {
    const blocked = { isAspForced: false, isVspAllowed: false };
    expect(skippedVspReason("ASP", blocked)).toBe("VSP cannot be set while a VSPP signature exists.");
    expect(skippedVspReason("VSPP", blocked)).toBeNull();
    expect(skippedVspReason("ASP", { isAspForced: false, isVspAllowed: true })).toBeNull();
    expect(skippedVspReason("ASP", { isAspForced: true, isVspAllowed: false })).toBeNull();
  });
  it("ASP is valid and dated today; VSP and VSPP start invalid and undated", () => {
    expect(newSignature("Stan Lee", "ASP", TODAY)).toMatchObject({ valid: true, date: TODAY });
    expect(newSignature("Stan Lee", "VSP", TODAY)).toMatchObject({ valid: false, date: null });
    expect(withSignatureType(sig("ASP", { valid: true, date: TODAY }), "VSPP", TODAY)).toMatchObject({
      type: "VSPP",
      valid: false,
      date: null,
    });
  });
});

describe("signature save checks", () => {
  it("failed VSP and VSPP signatures each need a description", () => {
    expect(validateFailedSignatureDescriptions([sig("VSP", { processInvalid: true })])).toEqual({
      ok: false,
      message: "All Failed VSP Signatures require a description.",
    });
    expect(
      validateFailedSignatureDescriptions([sig("VSPP", { processInvalid: true, description: " " })]),
    ).toEqual({
      ok: false,
      message: "All Failed VSP Plus Signatures require a description.",
    });
    expect(
      validateFailedSignatureDescriptions([
        sig("VSP", { processInvalid: true, description: "smudged" }),
        sig("VSPP"),
      ]).ok,
    ).toBe(true);
  });
  it("disapproval needs a comment", () => {
    expect(validateDisapproval("  ")).toEqual({
      ok: false,
      message: "Please enter a comment for the disapproval.",
    });
    expect(validateDisapproval(" not his hand ")).toEqual({ ok: true, value: "not his hand" });
  });
  it("the form opens with 10 rows, or the comic's own signatures, up to 24 (submissions §9)", () => {
    expect(initialSignatureRowCount(0)).toBe(10);
    expect(initialSignatureRowCount(13)).toBe(13);
    expect(initialSignatureRowCount(30)).toBe(24);
  });
  it("the signature station's view opens with the comic's rows and one empty row, two for none, up to 24", () => {
    expect(signatureViewRowCount(0)).toBe(2);
    expect(signatureViewRowCount(1)).toBe(2);
    expect(signatureViewRowCount(3)).toBe(4);
    expect(signatureViewRowCount(23)).toBe(24);
    expect(signatureViewRowCount(24)).toBe(24);
  });

  it("up to 24 signature rows", () => {
    expect(validateSignatureRowCount(24).ok).toBe(true);
    expect(validateSignatureRowCount(25)).toEqual({
      ok: false,
      message: "Up to 24 signatures can be entered.",
    });
  });
});

describe("original art (OT, OE, ZO) needs at least one signature", () => {
  it("the last one cannot be removed", () => {
    expect(canRemoveSignature("OT", [sig("ASP")])).toEqual({
      ok: false,
      message: "Original Art needs one signature",
    });
    expect(canRemoveSignature("ZOF", [sig("ASP"), sig("ASP", { remove: true })]).ok).toBe(false);
    expect(canRemoveSignature("OE", [sig("ASP"), sig("ASP")]).ok).toBe(true);
    expect(canRemoveSignature("SO", [sig("ASP")]).ok).toBe(true);
  });
  it("version above 13 cannot save with none; 13 and below only warn", () => {
    expect(validateOriginalArtSave({ tierId: "OT", signatures: [], version: 14 })).toEqual({
      ok: false,
      message: "Please note that Original Art submissions require at least one signature",
    });
    expect(validateOriginalArtSave({ tierId: "OT", signatures: [], version: 13 })).toEqual({
      ok: true,
      value: { warning: "Please note that Original Art submissions require at least one signature" },
    });
    expect(validateOriginalArtSave({ tierId: "OT", signatures: [sig("ASP")], version: 14 }).ok).toBe(true);
    expect(validateOriginalArtSave({ tierId: "NW", signatures: [], version: 14 }).ok).toBe(true);
  });
});

describe("signee lines at most 110 characters (80 for manga other than Zasshi)", () => {
  const line = (n: number) => "x".repeat(n);
  it.each([
    ["Comic", null, 110, true],
    ["Comic", null, 111, false],
    ["Magazine", null, 111, false],
    ["Manga", "Tankobon", 80, true],
    ["Manga", "Tankobon", 81, false],
    ["Manga", "Zasshi", 110, true],
  ])("%s/%s with %i characters: %s", (collectibleType, mangaType, length, isValid) => {
    expect(
      validateSignees([{ line1: "Stan Lee", line2: line(length) }], { collectibleType, mangaType }).ok,
    ).toBe(isValid);
  });
  it("names the limit", () => {
    expect(
      validateSignees([{ line1: line(81) }], { collectibleType: "Manga", mangaType: "Tankobon" }),
    ).toEqual({
      ok: false,
      message: "Signee lines can be at most 80 characters.",
    });
  });
});
