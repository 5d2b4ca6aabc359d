import { describe, expect, it } from "vitest";
import {
  EXCLUSIVE_FLAGS_CONFLICT,
  GRADE_NOT_ON_SCALE,
  GRADE_SCALE,
  GRADING_HIDDEN,
  type GradeSaveComic,
  type GradeSaveInput,
  LOOKS_BETTER_NOT_ALLOWED,
  PARTIAL_GRADE_NOT_ALLOWED,
  PRESS_OUT_OF_RANGE,
  validateGradeSave,
} from "./grade-save";

const comic: GradeSaveComic = {
  tierId: "NW",
  tierDays: 30,
  insuredCents: 10_000,
  gradeScreen: null,
  collectibleType: "Comic",
  mangaType: null,
  status: "PreGrade",
  updatedStatus: null,
  press: 0,
  signatures: [],
};

const input: GradeSaveInput = {
  grade: 9.8,
  pageQuality: "White",
  restoration: null,
  looksBetter: false,
  partialGrade: false,
  artwork: false,
  isSlab: false,
  isWitnessedSignature: false,
  press: 0,
  reject: false,
  rejectFees: null,
  signees: [{ line1: "Stan Lee", line2: "" }],
  artists: ["Jack Kirby", " "],
  keyComments: ["1st appearance"],
  backLabels: [],
  mangaLabelCode: null,
  confirmBelowScreen: false,
};

const errorsOf = (c: GradeSaveComic, i: GradeSaveInput) => {
  const result = validateGradeSave(c, i);
  return result.ok ? {} : result.errors;
};

describe("validateGradeSave (workflow §4, §5)", () => {
  it("saves a grade on the scale with the category derived, never typed", () => {
    const result = validateGradeSave(
      { ...comic, signatures: [{ type: "VSP", valid: true }] },
      { ...input, grade: 9.2 },
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        grade: 9.2,
        category: "Verified",
        artists: ["Jack Kirby"],
        signees: [{ line1: "Stan Lee", line2: null }],
      },
    });
  });

  it("knows the scale from 0.5 to 10.0 and refuses a grade off it", () => {
    expect(GRADE_SCALE[0]).toBe(0.5);
    expect(GRADE_SCALE).toContain(1.8);
    expect(GRADE_SCALE.at(-1)).toBe(10);
    expect(errorsOf(comic, { ...input, grade: 9.7 })).toEqual({ grade: GRADE_NOT_ON_SCALE });
  });

  it("reject needs a fee of at most 2 digits", () => {
    expect(errorsOf(comic, { ...input, reject: true, rejectFees: "" })).toEqual({
      rejectFees: "Please enter reject fees",
    });
    expect(errorsOf(comic, { ...input, reject: true, rejectFees: "123" })).toEqual({
      rejectFees: "Invalid entry. Only 2 digits allowed.",
    });
    expect(errorsOf(comic, { ...input, reject: true, rejectFees: "5a" })).toEqual({
      rejectFees: "Invalid entry. Only 2 digits allowed.",
    });
  });

  it("reject clears grade, restoration, page quality, looks-better, signees, artists, key comments, back labels and category", () => {
    const result = validateGradeSave(comic, { ...input, reject: true, rejectFees: "5", backLabels: ["x"] });
    expect(result).toMatchObject({
      ok: true,
      value: {
        reject: true,
        rejectFees: 500,
        grade: null,
        restoration: null,
        pageQuality: null,
        looksBetter: false,
        signees: [],
        artists: [],
        keyComments: [],
        backLabels: [],
        category: null,
      },
    });
  });

  it("raw grade clears the same but keeps category and signees, and only where the tier allows it", () => {
    const result = validateGradeSave(comic, { ...input, partialGrade: true });
    expect(result).toMatchObject({
      ok: true,
      value: { partialGrade: true, grade: null, pageQuality: null, artists: [], category: "Raw Grade" },
    });
    expect(result.ok && result.value.signees).toEqual([{ line1: "Stan Lee", line2: null }]);
    expect(errorsOf({ ...comic, tierId: "1D" }, { ...input, partialGrade: true })).toEqual({
      partialGrade: PARTIAL_GRADE_NOT_ALLOWED,
    });
    expect(errorsOf({ ...comic, insuredCents: 40_001 }, { ...input, partialGrade: true })).toEqual({
      partialGrade: PARTIAL_GRADE_NOT_ALLOWED,
    });
  });

  it("a grade below the grade screen is refused with the spec's text unless confirmed", () => {
    const screened = { ...comic, gradeScreen: 9.0 };
    expect(errorsOf(screened, { ...input, grade: 8.5 })).toEqual({
      grade: "Grade 8.5 is below the grade screen of 9.0",
    });
    expect(validateGradeSave(screened, { ...input, grade: 8.5, confirmBelowScreen: true }).ok).toBe(true);
  });

  it("looks-better only above 4.5, below 9.8 and without artwork, slab or witnessed", () => {
    expect(errorsOf(comic, { ...input, looksBetter: true, grade: 9.8 })).toEqual({
      looksBetter: LOOKS_BETTER_NOT_ALLOWED,
    });
    expect(validateGradeSave(comic, { ...input, looksBetter: true, grade: 9.6 }).ok).toBe(true);
    expect(errorsOf(comic, { ...input, looksBetter: true, grade: 9.6, isSlab: true })).toEqual({
      looksBetter: LOOKS_BETTER_NOT_ALLOWED,
    });
  });

  it("lists every bad field at once: exclusive toggles, press, signee lines, manga label code", () => {
    const manga = { ...comic, collectibleType: "Manga", mangaType: "Tankobon" };
    expect(
      errorsOf(manga, {
        ...input,
        artwork: true,
        isSlab: true,
        press: 4,
        signees: [{ line1: "x".repeat(81), line2: null }],
      }),
    ).toEqual({
      artwork: EXCLUSIVE_FLAGS_CONFLICT,
      press: PRESS_OUT_OF_RANGE,
      signees: "Signee lines can be at most 80 characters.",
      mangaLabelCode: "Please enter the manga label code.",
    });
    const zasshi = { ...manga, mangaType: "Zasshi" };
    expect(
      validateGradeSave(zasshi, { ...input, mangaLabelCode: "A1", signees: [{ line1: "x".repeat(110) }] }).ok,
    ).toBe(true);
  });

  it("keeps a cleaning press code the comic already has, refuses setting one", () => {
    expect(validateGradeSave({ ...comic, press: 9 }, { ...input, press: 9 }).ok).toBe(true);
    expect(errorsOf(comic, { ...input, press: 9 })).toEqual({ press: PRESS_OUT_OF_RANGE });
  });

  it("grading is hidden on Finalize when status equals updated status", () => {
    expect(errorsOf({ ...comic, status: "Finalize", updatedStatus: "Finalize" }, input)).toEqual({
      grade: GRADING_HIDDEN,
    });
    expect(validateGradeSave({ ...comic, status: "Finalize", updatedStatus: "PreGrade" }, input).ok).toBe(
      true,
    );
  });
});
