// Grade-screen eligibility and limits (workflow §4, §5, §9).
import { MAX_INSURED_CENTS, MAX_INSURED_DOLLARS } from "../catalog/limits";
import { GRADING_CODES } from "../catalog/tier-codes";
import { canGradeScreen } from "../catalog/tier-selection";
import {
  CANNOT_COME_DIRECTLY,
  gradeBelowScreen,
  MANGA_LABEL_CODE_REQUIRED,
  TOO_MANY_COMICS,
} from "../messages/workflow";
import { activeSignatures, type Signature } from "../signatures/index";
import { fail, ok, type Result } from "../workflow/result";

/** "Looks-better only with no artwork, slab or witnessed signature and grade above 4.5 and below 9.8." */
export function canLooksBetter(comic: {
  artwork?: boolean;
  isSlab?: boolean;
  isWitnessedSignature?: boolean;
  grade: number | null;
}): boolean {
  if (comic.artwork || comic.isSlab || comic.isWitnessedSignature) return false;
  return comic.grade !== null && comic.grade > 4.5 && comic.grade < 9.8;
}

/**
 * The "listed tier fragments" that take a partial (raw) grade — the spec does not list them. Our list:
 * the standard grading tiers (submissions §3: PM, NW, NP, NE, MN, MP, ME, VI, VP, VE, ZV, ZP, ZE, MT,
 * MZ) and the invoicing grading tiers MD and VG. Left out: reholders (already graded), original art,
 * slab-only and witnessed tiers (each clears partial grade), and the one/two-day and express tiers
 * (1D, 2D, EX, RP: partial grade needs a tier of more than 9 days, submissions §4). A tier id matches
 * by its two-letter code, so a fast-pass suffix (NWF) does not matter.
 */
export const PARTIAL_GRADE_TIER_FRAGMENTS: readonly string[] = [...GRADING_CODES, "MD", "VG"];

/** Insured limit for a partial grade: 400 dollars, in cents. */
export const PARTIAL_GRADE_MAX_INSURED_CENTS = 40_000;

/** "Partial grade valid only for listed tier fragments, with no VSP signature and insured 400 or less." */
export function canPartialGrade(comic: {
  tierId: string;
  insuredCents: number;
  signatures: readonly Pick<Signature, "type" | "remove">[];
  /** The tier's days, when known: partial grade applies only to tiers of more than 9 days. */
  tierDays?: number;
}): boolean {
  if (!PARTIAL_GRADE_TIER_FRAGMENTS.includes(comic.tierId.trim().toUpperCase().slice(0, 2))) return false;
  if (comic.tierDays !== undefined && !canGradeScreen({ days: comic.tierDays })) return false;
  if (activeSignatures(comic.signatures).some((s) => s.type === "VSP")) return false;
  return comic.insuredCents <= PARTIAL_GRADE_MAX_INSURED_CENTS;
}

/** Grades show with one decimal, the way they are printed on labels ("9.8", "10.0"). */
export function formatGrade(grade: number): string {
  return grade.toFixed(1);
}

/**
 * "A grade below the grade screen (not raw grade) warns and asks to continue": the warning text, or
 * null when there is nothing to warn about.
 */
export function gradeScreenWarning(comic: {
  grade: number | null;
  gradeScreen: number | null;
  partialGrade?: boolean;
}): string | null {
  if (comic.partialGrade || comic.grade === null || !comic.gradeScreen) return null;
  return comic.grade < comic.gradeScreen
    ? gradeBelowScreen(formatGrade(comic.grade), formatGrade(comic.gradeScreen))
    : null;
}

/** "Manga books need a label code." */
export function validateMangaLabelCode(comic: {
  collectibleType: string;
  mangaLabelCode?: string | null;
}): Result<string | null> {
  if (comic.collectibleType !== "Manga") return ok(comic.mangaLabelCode?.trim() || null);
  const code = comic.mangaLabelCode?.trim() ?? "";
  return code ? ok(code) : fail(MANGA_LABEL_CODE_REQUIRED);
}

/** "At most 100 comics per order." */
export const MAX_COMICS_PER_ORDER = 100;

export function validateComicCount(existing: number, adding = 1): Result<number> {
  const total = existing + adding;
  return total <= MAX_COMICS_PER_ORDER ? ok(total) : fail(TOO_MANY_COMICS);
}

/** Maximum insured value 999999999 (dollars); insured is kept in cents. The catalog's constant. */
export { MAX_INSURED_CENTS, MAX_INSURED_DOLLARS };

/** "Insured above 999999999 is cleared" (to 0). */
export function clearInsuredAboveMax(insuredCents: number): number {
  return insuredCents > MAX_INSURED_CENTS ? 0 : insuredCents;
}

/** "Image edit allowed when days is above 1" (workflow §9). */
export function canEditImage(days: number): boolean {
  return days > 1;
}

/**
 * Grade-next mode: the next comic of the same order and tier after `currentSeq`, in sequence order, or
 * null when there is none (the screen then returns to the tier).
 */
export function nextGradeComic(seqs: readonly string[], currentSeq: string): string | null {
  const sorted = [...new Set(seqs)].sort();
  return sorted.find((seq) => seq > currentSeq) ?? null;
}

export type GradeNextState = { orderId: string; tierId: string; seqs: readonly string[] };

/**
 * "Entering grade-next without stored state shows an alert and goes to the tier screen." Our reading:
 * the alert is the spec's 'Sorry you can not directly come on this page!' (workflow §8), the one
 * message about arriving at a screen without the state it needs. Stored state for another order or
 * tier counts as none.
 */
export function startGradeNext(
  stored: GradeNextState | null | undefined,
  at: { orderId: string; tierId: string },
): Result<GradeNextState> {
  if (!stored || stored.orderId !== at.orderId || stored.tierId !== at.tierId || stored.seqs.length === 0) {
    return fail(CANNOT_COME_DIRECTLY);
  }
  return ok(stored);
}
