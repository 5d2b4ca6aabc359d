import { describe, expect, it } from "vitest";
import type { Signature } from "../signatures/index";
import {
  applyRawGrade,
  applyReject,
  canEditImage,
  canLooksBetter,
  canPartialGrade,
  clearInsuredAboveMax,
  deriveCategory,
  FAST_PASS_CODES,
  fastPassLabel,
  type GradeFields,
  gradeScreenWarning,
  nextGradeComic,
  PRESS_CODES,
  pressCodesFor,
  pressLabel,
  startGradeNext,
  toggleExclusiveFlag,
  togglePress,
  validateComicCount,
  validateMangaLabelCode,
} from "./index";

const sig = (type: Signature["type"], valid: boolean, remove = false) => ({ type, valid, remove });

describe("category", () => {
  it.each([
    ["NW", false, [sig("VSP", true)], "Verified"],
    ["NW", false, [sig("VSPP", true)], "Verified Plus"],
    ["NW", false, [sig("ASP", true)], "Authentic"],
    ["NW", true, [sig("ASP", true)], "Raw Grade"],
    ["NW", true, [], "Raw Grade"],
    ["NW", true, [sig("VSP", false)], "Raw Grade"],
    ["NW", false, [sig("VSP", false)], "Certified"],
    ["NW", false, [sig("ASP", true, true)], "Certified"],
    ["NW", false, [], "Certified"],
    ["OT", false, [sig("ASP", true)], "Certified"],
    ["OTE", false, [sig("VSP", true)], "Certified"],
    ["OTP", true, [], "Certified"],
    ["OTS", false, [], "Certified"],
    ["OE", false, [sig("ASP", true)], "Certified"],
  ] as const)("tier %s, partial %s, %j -> %s", (tierId, partialGrade, signatures, category) => {
    expect(deriveCategory({ tierId, partialGrade, signatures })).toBe(category);
  });
});

const graded: GradeFields = {
  grade: 9.4,
  restoration: "none",
  pageQuality: "White",
  looksBetter: true,
  signees: [{ line1: "Stan Lee" }],
  artists: ["Kirby"],
  keyComments: ["1st appearance"],
  backLabels: ["pedigree"],
  category: "Authentic",
};

describe("reject and raw grade", () => {
  it("reject sets the flag and clears grade, restoration, page quality, looksBetter, signees, artists, key comments, back labels and category", () => {
    expect(applyReject(graded)).toEqual({
      grade: null,
      restoration: null,
      pageQuality: null,
      looksBetter: false,
      signees: [],
      artists: [],
      keyComments: [],
      backLabels: [],
      category: null,
      reject: true,
    });
  });
  it("a raw grade clears the same but keeps category and signees", () => {
    const raw = applyRawGrade(graded);
    expect(raw).toMatchObject({ grade: null, looksBetter: false, artists: [], partialGrade: true });
    expect(raw.category).toBe("Authentic");
    expect(raw.signees).toEqual([{ line1: "Stan Lee" }]);
  });
});

describe("artwork, slab and witnessed are mutually exclusive and each clears partial grade", () => {
  const none = { artwork: false, isSlab: false, isWitnessedSignature: false, partialGrade: true };
  it("turning one on turns the others off", () => {
    const art = toggleExclusiveFlag(none, "artwork");
    expect(art).toEqual({ artwork: true, isSlab: false, isWitnessedSignature: false, partialGrade: false });
    expect(toggleExclusiveFlag(art, "isSlab")).toEqual({
      artwork: false,
      isSlab: true,
      isWitnessedSignature: false,
      partialGrade: false,
    });
    expect(toggleExclusiveFlag(art, "artwork")).toMatchObject({ artwork: false, isSlab: false });
  });
});

describe("press toggles 0 to 3; the same value again resets to 0", () => {
  it.each([
    [0, 1, 1],
    [1, 3, 3],
    [3, 3, 0],
    [2, 2, 0],
  ])("from %i choosing %i gives %i", (current, chosen, next) => {
    expect(togglePress(current, chosen)).toBe(next);
  });
  it("refuses values outside 0..3", () => {
    expect(() => togglePress(0, 4)).toThrow(RangeError);
  });
});

describe("codes and labels", () => {
  it("fast-pass codes 1 to 4; press codes 0, 1, 3 and 9 (9 for manga)", () => {
    expect(FAST_PASS_CODES).toEqual([1, 2, 3, 4]);
    expect(PRESS_CODES).toEqual([0, 1, 3, 9]);
    expect(pressCodesFor("Comic")).toEqual([0, 1, 3]);
    expect(pressCodesFor("Manga")).toEqual([0, 1, 3, 9]);
  });
  it.each([
    [1, "Fast Pass"],
    [2, "Express"],
    [3, "ExpressPlus"],
    [4, "SuperExpress"],
    [5, "Priority"],
    [6, "Express"],
  ])("fast pass %i is %s", (code, label) => expect(fastPassLabel(code)).toBe(label));
  it.each([
    [1, "Pressing"],
    [2, "Fast Pressing"],
    [3, "Pressing Express"],
    [9, "Cleaning"],
  ])("press %i is %s", (code, label) => expect(pressLabel(code)).toBe(label));
});

describe("eligibility", () => {
  it.each([
    [{ grade: 4.5 }, false],
    [{ grade: 5.0 }, true],
    [{ grade: 9.6 }, true],
    [{ grade: 9.8 }, false],
    [{ grade: null }, false],
    [{ grade: 8.0, artwork: true }, false],
    [{ grade: 8.0, isSlab: true }, false],
    [{ grade: 8.0, isWitnessedSignature: true }, false],
  ])("looks-better for %j: %s", (comic, expected) => {
    expect(canLooksBetter(comic)).toBe(expected);
  });

  it.each([
    ["NW", 40_000, [], undefined, true],
    ["NWF", 40_000, [], undefined, true],
    ["NW", 40_001, [], undefined, false],
    ["NW", 100, [{ type: "VSP" as const }], undefined, false],
    ["NW", 100, [{ type: "VSP" as const, remove: true }], undefined, true],
    ["NW", 100, [{ type: "ASP" as const }], undefined, true],
    ["RH", 100, [], undefined, false],
    ["OT", 100, [], undefined, false],
    ["1D", 100, [], undefined, false],
    ["MD", 100, [], 5, false],
  ])("partial grade on %s insured %i cents: %s", (tierId, insuredCents, signatures, tierDays, expected) => {
    expect(canPartialGrade({ tierId, insuredCents, signatures, tierDays })).toBe(expected);
  });

  it("a grade below the grade screen warns with the spec's text", () => {
    expect(gradeScreenWarning({ grade: 9.2, gradeScreen: 9.4 })).toBe(
      "Grade 9.2 is below the grade screen of 9.4",
    );
    expect(gradeScreenWarning({ grade: 8, gradeScreen: 9 })).toBe(
      "Grade 8.0 is below the grade screen of 9.0",
    );
    expect(gradeScreenWarning({ grade: 9.4, gradeScreen: 9.4 })).toBeNull();
    expect(gradeScreenWarning({ grade: 9.2, gradeScreen: 9.4, partialGrade: true })).toBeNull();
    expect(gradeScreenWarning({ grade: 9.2, gradeScreen: null })).toBeNull();
  });

  it("manga books need a label code", () => {
    expect(validateMangaLabelCode({ collectibleType: "Manga", mangaLabelCode: " " })).toEqual({
      ok: false,
      message: "Please enter the manga label code.",
    });
    expect(validateMangaLabelCode({ collectibleType: "Manga", mangaLabelCode: "CB" })).toEqual({
      ok: true,
      value: "CB",
    });
    expect(validateMangaLabelCode({ collectibleType: "Comic" }).ok).toBe(true);
  });

  it("at most 100 comics per order", () => {
    expect(validateComicCount(99)).toEqual({ ok: true, value: 100 });
    expect(validateComicCount(100)).toEqual({ ok: false, message: "An order can hold at most 100 comics." });
    expect(validateComicCount(95, 6).ok).toBe(false);
  });

  it("insured above 999999999 is cleared", () => {
    expect(clearInsuredAboveMax(999_999_999 * 100)).toBe(99_999_999_900);
    expect(clearInsuredAboveMax(999_999_999 * 100 + 1)).toBe(0);
  });

  it("image edit allowed when days is above 1", () => {
    expect(canEditImage(1)).toBe(false);
    expect(canEditImage(2)).toBe(true);
  });
});

describe("grade-next goes to the next comic of the same order and tier", () => {
  it.each([
    [["001", "002", "003"], "001", "002"],
    [["003", "001", "002"], "002", "003"],
    [["001", "002", "003"], "003", null],
    [["001", "005"], "002", "005"],
  ])("%j after %s -> %s", (seqs, current, next) => {
    expect(nextGradeComic(seqs, current)).toBe(next);
  });
});

describe("entering grade-next needs stored state for this order and tier", () => {
  const at = { orderId: "26-0A12345", tierId: "NW" };
  it("without it the user is told and sent to the tier screen", () => {
    expect(startGradeNext(null, at)).toEqual({
      ok: false,
      message: "Sorry you can not directly come on this page!",
    });
    expect(startGradeNext({ ...at, tierId: "SO", seqs: ["001"] }, at).ok).toBe(false);
    expect(startGradeNext({ ...at, seqs: [] }, at).ok).toBe(false);
  });
  it("with it grading continues", () => {
    expect(startGradeNext({ ...at, seqs: ["001", "002"] }, at)).toEqual({
      ok: true,
      value: { ...at, seqs: ["001", "002"] },
    });
  });
});
