// Comic-form tier rules (submissions-pricing §4 "Comic tier rules", §9 fast-pass days, insured limits).
// The per-field form messages live in @gbo/domain/comic; this is the catalog-based part.
import type { FastPassValue, Tier } from "../catalog";
import { MAX_INSURED_DOLLARS } from "../catalog/limits";
import { canGradeScreen, GRADE_SCREEN_MIN_DAYS, isYearInTier } from "../catalog/tier-selection";
import { dropVerifiedSignatures } from "../comic/save";
import { isFastPassSupported } from "../grading/codes";
import { fastPassPrice, isOnsite } from "./comic-quote";
import type { ComicDraft } from "./types";

/** §9 states the fast-pass days rule two ways; both are kept and picked by the screen:
 * invoicing — days greater than 14 or equal to 2; submission rate view — days above 11 or equal to 2. */
export type FastPassScreen = "invoicing" | "submission";
export const FAST_PASS_MIN_DAYS: Record<FastPassScreen, number> = { invoicing: 14, submission: 11 };
export const FAST_PASS_EXACT_DAYS = 2;

export function isFastPassAllowed(days: number, screen: FastPassScreen): boolean {
  return days > FAST_PASS_MIN_DAYS[screen] || days === FAST_PASS_EXACT_DAYS;
}

/** The message for a book whose year its tier does not take (§4 "the tier is derived from the insured
 * value and year"): NW is Modern, 1975 on; VI is Vintage, to 1974. */
export function tierYearMismatch(
  tier: Pick<Tier, "id" | "label" | "minYear" | "maxYear">,
  year: number,
): string | undefined {
  if (isYearInTier(tier, year)) return undefined;
  const span =
    tier.minYear !== undefined && year < tier.minYear
      ? `from ${tier.minYear} on`
      : `up to ${tier.maxYear ?? year}`;
  return `Tier ${tier.id} (${tier.label}) takes books ${span}; this book is from ${year}.`;
}

/** §4: grade screening and partial grade only when the tier takes more than 9 days (catalog's rule). */
/** §9 insured limits: whole dollars rounded up, at most 999999999 (one constant, grading's). */
export { canGradeScreen, GRADE_SCREEN_MIN_DAYS, MAX_INSURED_DOLLARS };
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_INSURED = 0;

/** Insured as typed (dollars) to whole dollars rounded up; NaN and negatives become 0; null when above
 * the maximum (the form clears such a value). */
export function roundInsuredUp(dollars: number | string): number | null {
  const n = typeof dollars === "number" ? dollars : Number(String(dollars).replace(/[$,\s]/g, ""));
  if (!Number.isFinite(n) || n <= 0) return 0;
  const whole = Math.ceil(n);
  return whole > MAX_INSURED_DOLLARS ? null : whole;
}

/** Applies a chosen tier to a draft comic (§4, and the §5 save rule that witnessed-signature and
 * partial-grade tiers carry no VSP or VSPP):
 * - artwork, slab and witnessed tiers set their own flag (clearing the other two) and turn pressing off;
 * - a reholder tier marks the comic as reholder;
 * - a fast-pass level the tier, the screen or the order version (fast pass from 3) does not allow is
 *   cleared;
 * - grade screening and partial grade are cleared when the tier takes 9 days or fewer;
 * - image and international are forced on for one-day tiers and off for the onsite level;
 * - a raw-graded or grade-screened comic takes no image, and a grade-screened one only VSPP signatures
 *   (§5's invoice bounds, allowedSignatureTypes). */
export function applyTierChoice(
  comic: ComicDraft,
  tier: Tier,
  opts: { level: string; screen: FastPassScreen; fastPassAddOnPrice?: number; version?: number },
): ComicDraft {
  const next: ComicDraft = {
    ...comic,
    tierId: tier.id,
    artwork: tier.category === "artwork",
    isSlab: tier.category === "slab",
    isWitnessedSignature: tier.category === "witnessed",
    reholder: tier.category === "reholder",
  };
  if (next.artwork || next.isSlab || next.isWitnessedSignature) {
    next.press = 0;
    next.pressScreen = false;
  }
  const isVersionTooOld = opts.version !== undefined && !isFastPassSupported(opts.version);
  if (next.fastPassValue > 0 && (isVersionTooOld || !isFastPassOffered(tier, next.fastPassValue, opts))) {
    next.fastPassValue = 0;
  }
  if (!canGradeScreen(tier)) {
    next.gradeScreen = 0;
    next.partialGrade = false;
  }
  if (next.partialGrade && tier.partialGradeValue === undefined) next.partialGrade = false;
  next.signatures = dropVerifiedSignatures(next.signatures, next);
  if (tier.days === 1) {
    next.image = true;
    next.international = true;
  }
  if (isOnsite(opts.level)) {
    next.image = false;
    next.international = false;
  }
  // §5 invoice row: "Raw plus screen plus both plus image cannot exceed" the comic count, so a raw-graded
  // or grade-screened comic takes no image (issue 30 point 2: the form sold one the invoice refused).
  if (next.partialGrade || next.gradeScreen > 0) next.image = false;
  return next;
}

function isFastPassOffered(
  tier: Tier,
  value: FastPassValue,
  opts: { screen: FastPassScreen; fastPassAddOnPrice?: number },
): boolean {
  if (!isFastPassAllowed(tier.days, opts.screen)) return false;
  if (value === 1) return (opts.fastPassAddOnPrice ?? 1) > 0;
  return fastPassPrice(tier, value, undefined) > 0;
}
