// Sub-count bounds of an invoice row and the order's signature add-on counts (submissions-pricing §5).
import { NO_PRIMARY_VSP } from "../messages/submissions";
import { toCount } from "./rows";
import { type InvoiceAddOnCounts, type InvoiceTierRow, SUB_COUNT_FIELDS, type SubCountField } from "./types";

/** §9 "Secondary VSP: 500 live, 100 at save". */
export const SECONDARY_VSP_MAX = { live: 500, save: 100 } as const;
export type CountMode = keyof typeof SECONDARY_VSP_MAX;

const gradedOut = (r: InvoiceTierRow) => r.rawGradeCount + r.screeningCount + r.rawGradeScreeningBoth;

/** Largest value each sub-count may take, given the others (§5):
 * raw + screen + both + original art + slab ≤ count; raw + screen + both + image ≤ count;
 * press + press screening ≤ count; original art, slab and image take only the comics left. */
export function subCountLimits(r: InvoiceTierRow): Record<SubCountField, number> {
  const left = (used: number) => Math.max(0, r.count - used);
  const screens = gradedOut(r);
  const artSlab = r.originalArtworkCount + r.slabOnlyCount;
  const gradeLimit = (own: number) => left(Math.max(screens - own + artSlab, screens - own + r.imageCount));
  return {
    rawGradeCount: gradeLimit(r.rawGradeCount),
    screeningCount: gradeLimit(r.screeningCount),
    rawGradeScreeningBoth: gradeLimit(r.rawGradeScreeningBoth),
    originalArtworkCount: left(screens + r.slabOnlyCount),
    slabOnlyCount: left(screens + r.originalArtworkCount),
    imageCount: left(screens),
    internationalCount: r.count,
    pressCount: left(r.pressScreenCount),
    pressScreenCount: left(r.pressCount),
    processingCount: r.count,
  };
}

/** Whether every §5 sum holds for the row. */
export function areSubCountsWithinCount(r: InvoiceTierRow): boolean {
  const screens = gradedOut(r);
  return (
    screens + r.originalArtworkCount + r.slabOnlyCount <= r.count &&
    screens + r.imageCount <= r.count &&
    r.pressCount + r.pressScreenCount <= r.count &&
    r.internationalCount <= r.count &&
    r.processingCount <= r.count
  );
}

/** Sets one sub-count from typed input: negatives and empties become 0, and the value is held to the
 * comics left for it. */
export function setSubCount(r: InvoiceTierRow, field: SubCountField, input: unknown): InvoiceTierRow {
  const next = { ...r, [field]: 0 };
  return { ...next, [field]: Math.min(toCount(input), subCountLimits(next)[field]) };
}

/** "Comic count cannot be below the sum of sub-counts unless cleared via confirm": true when lowering
 * the count to `count` needs that confirmation. */
export function needsConfirmToLowerCount(r: InvoiceTierRow, count: number): boolean {
  return !areSubCountsWithinCount({ ...r, count: toCount(count) });
}

/** The confirmed path: new count with every sub-count cleared. */
export function setCountClearingSubCounts(r: InvoiceTierRow, count: number): InvoiceTierRow {
  const next = { ...r, count: toCount(count) };
  for (const f of SUB_COUNT_FIELDS) next[f] = 0;
  return next;
}

/** "When press is on, press screening plus press counts must be above 0 and equal the comic count." */
export function arePressCountsValid(r: InvoiceTierRow): boolean {
  if (r.press === 0) return true;
  const pressed = r.pressCount + r.pressScreenCount;
  return pressed > 0 && pressed === r.count;
}

/** Upper bounds of the signature add-on counts over all rows: ASP up to the comics not grade-screened;
 * primary VSP up to the comics with no raw grade or screening (§5); primary VSP Plus, which §5 does not
 * bound, up to the comics (a grade-screened comic may carry VSPP, D34). */
export function addOnCountLimits(rows: readonly InvoiceTierRow[]): {
  asp: number;
  primaryVsp: number;
  primaryVspp: number;
} {
  let asp = 0;
  let primaryVsp = 0;
  let primaryVspp = 0;
  for (const r of rows) {
    asp += Math.max(0, r.count - r.screeningCount - r.rawGradeScreeningBoth);
    primaryVsp += Math.max(0, r.count - gradedOut(r));
    primaryVspp += Math.max(0, r.count);
  }
  return { asp, primaryVsp, primaryVspp };
}

/** Clamps the add-on counts to their ranges. A secondary count without a primary is refused with the
 * spec's message and reset to 0; the secondary maximum is 500 while typing and 100 at save. */
export function clampAddOnCounts(
  counts: InvoiceAddOnCounts,
  rows: readonly InvoiceTierRow[],
  mode: CountMode,
): { counts: InvoiceAddOnCounts; message?: string } {
  const limits = addOnCountLimits(rows);
  const secondaryMax = SECONDARY_VSP_MAX[mode];
  const next: InvoiceAddOnCounts = {
    aspComicsCount: Math.min(toCount(counts.aspComicsCount), limits.asp),
    vspPrimaryComicsCount: Math.min(toCount(counts.vspPrimaryComicsCount), limits.primaryVsp),
    vspSecondryComicsCount: Math.min(toCount(counts.vspSecondryComicsCount), secondaryMax),
    vsppPrimaryComicsCount: Math.min(toCount(counts.vsppPrimaryComicsCount), limits.primaryVspp),
    vsppSecondryComicsCount: Math.min(toCount(counts.vsppSecondryComicsCount), secondaryMax),
  };
  let message: string | undefined;
  if (next.vspSecondryComicsCount > 0 && next.vspPrimaryComicsCount === 0) {
    next.vspSecondryComicsCount = 0;
    message = NO_PRIMARY_VSP;
  }
  if (next.vsppSecondryComicsCount > 0 && next.vsppPrimaryComicsCount === 0) {
    next.vsppSecondryComicsCount = 0;
    message = NO_PRIMARY_VSP;
  }
  return message ? { counts: next, message } : { counts: next };
}
