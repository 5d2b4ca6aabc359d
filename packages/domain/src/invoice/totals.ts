// Invoice row totals (submissions-pricing §3 "Invoice submit row", §4 add-on exclusivity).
import {
  type AddOn,
  type AddOnId,
  fastPressFee,
  gradingFee,
  isShareOfValue,
  pressFee,
  pressScreenFee,
  type Tier,
} from "../catalog";
import { fastPassPrice } from "../pricing/comic-quote";
import type { InvoiceTierRow } from "./types";

export type InvoiceRowAmounts = {
  grading: number;
  rawGrade: number;
  screening: number;
  processing: number;
  image: number;
  international: number;
  originalArt: number;
  slabOnly: number;
  press: number;
  pressScreen: number;
  fastPass: number;
  tierTotal: number;
};

/** §4: "Choosing grade screening above 1 zeroes processing, image, international and artwork fees." */
export const GRADE_SCREEN_ZEROES_ABOVE = 1;

/** Amounts of one invoice row. Comics with a raw grade pay the partial-grade price instead of the
 * grading fee; screened comics pay the screening fee on top; press screening replaces the press fee
 * for the comics counted under it (the two counts are disjoint). Share-of-value tiers use the row's
 * average insured value per comic. */
export function invoiceRowAmounts(
  row: InvoiceTierRow,
  tier: Tier,
  addOns: ReadonlyMap<AddOnId, AddOn>,
): InvoiceRowAmounts {
  const perComicInsured = row.count > 0 ? Math.round(row.insured / row.count) : 0;
  const rawGraded = row.rawGradeCount + row.rawGradeScreeningBoth;
  const screened = row.screeningCount + row.rawGradeScreeningBoth;
  const price = (id: AddOnId) => {
    const a = addOns.get(id);
    return a ? (isShareOfValue(tier.value) ? a.premium : a.value) : 0;
  };
  const isScreenHeavy = row.screeningCount > GRADE_SCREEN_ZEROES_ABOVE;
  const amounts: Omit<InvoiceRowAmounts, "tierTotal"> = {
    grading: gradingFee(tier, perComicInsured) * Math.max(0, row.count - rawGraded),
    rawGrade: (tier.partialGradeValue ?? 0) * rawGraded,
    screening: (tier.screeningValue ?? 0) * screened,
    processing: isScreenHeavy ? 0 : (tier.processingValue ?? 0) * row.processingCount,
    image: isScreenHeavy ? 0 : price("image") * row.imageCount,
    international: isScreenHeavy ? 0 : price("international") * row.internationalCount,
    originalArt: isScreenHeavy ? 0 : (tier.originalArtValue ?? 0) * row.originalArtworkCount,
    slabOnly: (tier.slabOnlyValue ?? 0) * row.slabOnlyCount,
    press:
      (row.press === 2 ? fastPressFee(tier, perComicInsured) : pressFee(tier, perComicInsured)) *
      row.pressCount,
    pressScreen: pressScreenFee(tier, perComicInsured) * row.pressScreenCount,
    fastPass: row.fastPass ? fastPassPrice(tier, 1, addOns.get("fastPass")) * row.count : 0,
  };
  const tierTotal = Object.values(amounts).reduce((s, v) => s + v, 0);
  return { ...amounts, tierTotal };
}
