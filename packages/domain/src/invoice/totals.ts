// Invoice row totals (submissions-pricing §3 "Invoice submit row", §4 add-on exclusivity).
import { type AddOn, type AddOnId, gradingFee, pressFeeFor, pressScreenFee, type Tier } from "../catalog";
import {
  addOnPrice,
  fastPassPrice,
  GRADE_SCREEN_ZEROES_FEES_ABOVE,
  isOnsiteFlatFee,
  ONSITE_FLAT_FEE,
} from "../pricing/comic-quote";
import type { InvoiceAddOnCounts, InvoiceTierRow } from "./types";

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

const ZERO_AMOUNTS: InvoiceRowAmounts = {
  grading: 0,
  rawGrade: 0,
  screening: 0,
  processing: 0,
  image: 0,
  international: 0,
  originalArt: 0,
  slabOnly: 0,
  press: 0,
  pressScreen: 0,
  fastPass: 0,
  tierTotal: 0,
};

/** §4: "Choosing grade screening above 1 zeroes processing, image, international and artwork fees".
 * On a comic that is a grade screen above 1 (pricing/comic-quote); on an invoice row, whose comics are
 * counted not listed, we read it as more than 1 comic under grade screening. */
export const GRADE_SCREEN_ZEROES_ABOVE = GRADE_SCREEN_ZEROES_FEES_ABOVE;

/** Amounts of one invoice row. Comics with a raw grade pay the partial-grade price instead of the
 * grading fee; screened comics pay the screening fee on top; press screening replaces the press fee
 * for the comics counted under it (the two counts are disjoint). Share-of-value tiers use the row's
 * average insured value per comic. The fast pass is the row's level at the tier's price for it, as a
 * submitted comic pays (pricing/comic-quote); an onsite artwork, slab or witnessed row pays the flat fee
 * (§9), as its comics did. */
export function invoiceRowAmounts(
  row: InvoiceTierRow,
  tier: Tier,
  addOns: ReadonlyMap<AddOnId, AddOn>,
  level = "",
): InvoiceRowAmounts {
  const perComicInsured = row.count > 0 ? Math.round(row.insured / row.count) : 0;
  const rawGraded = row.rawGradeCount + row.rawGradeScreeningBoth;
  const screened = row.screeningCount + row.rawGradeScreeningBoth;
  const price = (id: AddOnId) => {
    const a = addOns.get(id);
    return a ? addOnPrice(a, tier) : 0;
  };
  const isScreenHeavy = row.screeningCount > GRADE_SCREEN_ZEROES_ABOVE;
  const amounts: Omit<InvoiceRowAmounts, "tierTotal"> = {
    grading:
      (isOnsiteFlatFee(tier, level) ? ONSITE_FLAT_FEE : gradingFee(tier, perComicInsured)) *
      Math.max(0, row.count - rawGraded),
    rawGrade: (tier.partialGradeValue ?? 0) * rawGraded,
    screening: (tier.screeningValue ?? 0) * screened,
    processing: isScreenHeavy ? 0 : (tier.processingValue ?? 0) * row.processingCount,
    image: isScreenHeavy ? 0 : price("image") * row.imageCount,
    international: isScreenHeavy ? 0 : price("international") * row.internationalCount,
    originalArt: isScreenHeavy ? 0 : (tier.originalArtValue ?? 0) * row.originalArtworkCount,
    slabOnly: (tier.slabOnlyValue ?? 0) * row.slabOnlyCount,
    press: pressFeeFor(tier, perComicInsured, row.press) * row.pressCount,
    pressScreen: pressScreenFee(tier, perComicInsured) * row.pressScreenCount,
    fastPass: fastPassPrice(tier, row.fastPass, addOns.get("fastPass")) * row.count,
  };
  const tierTotal = Object.values(amounts).reduce((s, v) => s + v, 0);
  return { ...amounts, tierTotal };
}

export type InvoiceAddOnAmounts = { asp: number; vsp: number; vspp: number };

/** Signature add-ons of the invoice (the "Addons counters" of §3): ASP per comic; VSP and VSP Plus per
 * signature, primary and secondary alike, at the catalog's per-signature price. */
export function invoiceAddOnAmounts(
  counts: InvoiceAddOnCounts,
  addOns: ReadonlyMap<AddOnId, AddOn>,
): InvoiceAddOnAmounts {
  const price = (id: AddOnId) => addOns.get(id)?.value ?? 0;
  return {
    asp: counts.aspComicsCount * price("ASP"),
    vsp: (counts.vspPrimaryComicsCount + counts.vspSecondryComicsCount) * price("VSP"),
    vspp: (counts.vsppPrimaryComicsCount + counts.vsppSecondryComicsCount) * price("VSPP"),
  };
}

/** The invoice's priced total: every row's tier total plus the signature add-ons. Rows whose tier is
 * not in `tiers` count as 0 (the row validation reports them). */
export function invoiceTotal(
  rows: readonly InvoiceTierRow[],
  tiers: ReadonlyMap<string, Tier>,
  counts: InvoiceAddOnCounts,
  addOns: ReadonlyMap<AddOnId, AddOn>,
): { rows: InvoiceRowAmounts[]; addOns: InvoiceAddOnAmounts; total: number } {
  const rowAmounts = rows.map((r) => {
    const tier = tiers.get(r.id);
    return tier ? invoiceRowAmounts(r, tier, addOns) : ZERO_AMOUNTS;
  });
  const signatureAmounts = invoiceAddOnAmounts(counts, addOns);
  const total =
    rowAmounts.reduce((n, a) => n + a.tierTotal, 0) +
    signatureAmounts.asp +
    signatureAmounts.vsp +
    signatureAmounts.vspp;
  return { rows: rowAmounts, addOns: signatureAmounts, total };
}
