// Saving the grade view (workflow §4, §5): every rule of the grade screen checked at once, the way the
// order forms are (field → message), and the fields the save writes. Category is derived here, never
// taken from input; reject and raw grade clear exactly what comic-flags says they clear.
import { type Signature, type Signee, validateSignees } from "../signatures/index";
import type { FormErrors } from "../workflow/order-forms";
import { validateRejectFee } from "../workflow/order-rules";
import { type Category, deriveCategory } from "./category";
import { applyRawGrade, applyReject } from "./comic-flags";
import { canLooksBetter, canPartialGrade, gradeScreenWarning, validateMangaLabelCode } from "./eligibility";

/** The grading scale, 0.5 to 10.0 with the usual steps of a grading lab. */
export const GRADE_SCALE: readonly number[] = [
  0.5, 1.0, 1.5, 1.8, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 9.2, 9.4,
  9.6, 9.8, 9.9, 10.0,
];

export function isOnGradeScale(grade: number): boolean {
  return GRADE_SCALE.includes(grade);
}

// Ours: the spec names no text for these refusals (docs/decisions.md).
export const GRADE_REQUIRED = "Please choose a grade.";
export const GRADE_NOT_ON_SCALE = "Choose a grade on the scale (0.5 to 10.0).";
export const LOOKS_BETTER_NOT_ALLOWED =
  "Looks better needs a grade above 4.5 and below 9.8, and no artwork, slab or witnessed signature.";
export const PARTIAL_GRADE_NOT_ALLOWED =
  "Raw grade needs a grading tier of more than 9 days, no VSP signature and insured 400 or less.";
export const PARTIAL_GRADE_WITH_EXCLUSIVE = "Raw grade cannot go with artwork, slab or witnessed signature.";
export const EXCLUSIVE_FLAGS_CONFLICT = "Choose only one of artwork, slab and witnessed signature.";
export const PRESS_OUT_OF_RANGE = "Press is 0 to 3.";
export const GRADING_HIDDEN =
  "Grading is hidden on Finalize once the comic's status equals its updated status.";

/** "Grading is hidden on Finalize when status equals updated status." */
export function isGradingHidden(comic: { status: string; updatedStatus: string | null }): boolean {
  return comic.status === "Finalize" && comic.updatedStatus === comic.status;
}

/** What the grade view sends (the order's version and the note travel beside it). */
export type GradeSaveInput = {
  grade: number | null;
  pageQuality: string | null;
  restoration: string | null;
  looksBetter: boolean;
  partialGrade: boolean;
  artwork: boolean;
  isSlab: boolean;
  isWitnessedSignature: boolean;
  press: number;
  reject: boolean;
  /** As typed: whole dollars, digits only, at most 2. */
  rejectFees: string | null;
  signees: readonly Signee[];
  artists: readonly string[];
  keyComments: readonly string[];
  backLabels: readonly string[];
  mangaLabelCode: string | null;
  confirmBelowScreen: boolean;
};

/** The comic as the rules need it. */
export type GradeSaveComic = {
  tierId: string;
  /** The tier's days, when known (raw grade needs more than 9). */
  tierDays?: number;
  insuredCents: number;
  gradeScreen: number | null;
  collectibleType: string;
  mangaType?: string | null;
  status: string;
  updatedStatus: string | null;
  /** The comic's press code now; a cleaning code (9, manga) it already has may stay. */
  press: number;
  signatures: readonly Pick<Signature, "type" | "valid" | "remove">[];
};

/** The comic fields a grade save writes: the input's, with the fee in cents, lists made plain and the
 * category derived. */
export type GradeWrite = Omit<
  GradeSaveInput,
  "rejectFees" | "confirmBelowScreen" | "signees" | "artists" | "keyComments" | "backLabels"
> & {
  /** Cents, or null when not rejected. */
  rejectFees: number | null;
  signees: { line1: string; line2: string | null }[];
  artists: string[];
  keyComments: string[];
  backLabels: string[];
  category: Category | null;
};

export type GradeSaveResult = { ok: true; value: GradeWrite } | { ok: false; errors: FormErrors };

const texts = (list: readonly string[]): string[] => list.map((t) => t.trim()).filter(Boolean);
const textOrNull = (text: string | null): string | null => text?.trim() || null;

/**
 * Checks a grade save and says what to write. Field names are the body's (`grade`, `rejectFees`,
 * `looksBetter`, `partialGrade`, `artwork`, `press`, `signees`, `mangaLabelCode`); `grade` also carries
 * 'Grade {n} is below the grade screen of {m}' unless `confirmBelowScreen`.
 */
export function validateGradeSave(comic: GradeSaveComic, input: GradeSaveInput): GradeSaveResult {
  if (isGradingHidden(comic)) return { ok: false, errors: { grade: GRADING_HIDDEN } };
  const errors: FormErrors = {};
  const signees = input.signees
    .map((s) => ({ line1: s.line1.trim(), line2: s.line2?.trim() || null }))
    .filter((s) => s.line1 || s.line2);
  let fee: number | null = null;

  if (input.reject) {
    const checked = validateRejectFee(input.rejectFees);
    if (checked.ok) fee = checked.value;
    else errors.rejectFees = checked.message;
  } else if (input.partialGrade) {
    if (!canPartialGrade(comic)) errors.partialGrade = PARTIAL_GRADE_NOT_ALLOWED;
    else if (input.artwork || input.isSlab || input.isWitnessedSignature)
      errors.partialGrade = PARTIAL_GRADE_WITH_EXCLUSIVE;
  } else if (input.grade === null) {
    errors.grade = GRADE_REQUIRED;
  } else if (!isOnGradeScale(input.grade)) {
    errors.grade = GRADE_NOT_ON_SCALE;
  } else {
    const warning = gradeScreenWarning({ grade: input.grade, gradeScreen: comic.gradeScreen });
    if (warning && !input.confirmBelowScreen) errors.grade = warning;
    if (input.looksBetter && !canLooksBetter({ ...input, grade: input.grade }))
      errors.looksBetter = LOOKS_BETTER_NOT_ALLOWED;
  }
  if ([input.artwork, input.isSlab, input.isWitnessedSignature].filter(Boolean).length > 1)
    errors.artwork = EXCLUSIVE_FLAGS_CONFLICT;
  const isPressOnScale = Number.isInteger(input.press) && input.press >= 0 && input.press <= 3;
  if (!isPressOnScale && input.press !== comic.press) errors.press = PRESS_OUT_OF_RANGE;
  const signeeCheck = validateSignees(signees, comic);
  if (!input.reject && !signeeCheck.ok) errors.signees = signeeCheck.message;
  const labelCode = validateMangaLabelCode({ ...comic, mangaLabelCode: input.mangaLabelCode });
  if (!input.reject && !labelCode.ok) errors.mangaLabelCode = labelCode.message;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const partialGrade = !input.reject && input.partialGrade;
  const written: GradeWrite = {
    grade: input.grade,
    pageQuality: textOrNull(input.pageQuality),
    restoration: textOrNull(input.restoration),
    looksBetter: input.looksBetter,
    partialGrade,
    artwork: input.artwork,
    isSlab: input.isSlab,
    isWitnessedSignature: input.isWitnessedSignature,
    press: input.press,
    reject: input.reject,
    rejectFees: fee,
    signees,
    artists: texts(input.artists),
    keyComments: texts(input.keyComments),
    backLabels: texts(input.backLabels),
    mangaLabelCode: labelCode.ok ? labelCode.value : null,
    category: deriveCategory({ tierId: comic.tierId, partialGrade, signatures: comic.signatures }),
  };
  if (input.reject) return { ok: true, value: applyReject(written) };
  if (partialGrade) return { ok: true, value: applyRawGrade(written) };
  return { ok: true, value: written };
}
