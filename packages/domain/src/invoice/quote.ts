// The whole invoice of the invoicing screen (submissions-pricing §3 "Order summary (invoicing view)",
// §9): tier rows and signature add-on counts priced with the invoice totals, then the order-level parts
// a submission has (pricing/order-totals.ts, which quoteSubmission uses too), so an invoice and a
// submission of the same books agree.
import type { AddOn, AddOnId, FastPassValue, Tier } from "../catalog";
import { gradingFee } from "../catalog";
import { MAX_COMICS_PER_ORDER } from "../grading/eligibility";
import {
  INSURANCE_EXCEEDS_TIER_MAX,
  INSURANCE_WHOLE_NUMBER,
  INVOICE_MANDATORY_FIELDS,
  MAXIMUM_TIER_LIMIT,
  QUANTITY_OVER_MAXIMUM,
  TIER_ALREADY_EXISTS,
} from "../messages/submissions";
import { TOO_MANY_COMICS } from "../messages/workflow";
import { fastPassPrice, isOnsiteFlatFee, ONSITE_FLAT_FEE, serviceOf } from "../pricing/comic-quote";
import { isFastPassAllowed } from "../pricing/comic-tier-rules";
import { quoteOrderTotals } from "../pricing/order-totals";
import { GRADING_PRESS_SCREEN_MIN_ITEMS, resolveTier } from "../pricing/quote";
import type { ComicQuote, Quote, QuoteInput } from "../pricing/types";
import { arePressCountsValid, areSubCountsWithinCount, clampAddOnCounts } from "./counts";
import { applyTierRestrictions, INVOICE_REHOLDER_TIER_ID, MAX_TIER_ROWS, validateRowBasics } from "./rows";
import {
  type InvoiceAddOnAmounts,
  type InvoiceRowAmounts,
  invoiceAddOnAmounts,
  invoiceRowAmounts,
} from "./totals";
import type { InvoiceAddOnCounts, InvoiceTierRow } from "./types";

/** A submission's order-level inputs (pricing/types QuoteInput) with tier rows and add-on counts
 * instead of comics. */
export type InvoiceQuoteInput = Omit<QuoteInput, "comics"> & {
  rows: readonly InvoiceTierRow[];
  addOnCounts: InvoiceAddOnCounts;
};

export type InvoiceRowQuote = InvoiceRowAmounts & { id: string; days: number };

/** A submission's Quote (so the same totals panel shows it) plus the invoice's per-row amounts; its
 * `comics` are the rows seen as priced lines. */
export type InvoiceQuote = Quote & { rows: InvoiceRowQuote[]; addOns: InvoiceAddOnAmounts };

/** A row seen as the priced lines promo codes read: its books at the grading fee (the onsite flat fee on
 * an artwork, slab or witnessed tier) and, apart, its raw-graded books at the partial-grade price, as the
 * submission's comics were — "the cheapest y items" of an X-get-Y promo then finds the same books. The
 * row's amounts are on the first line. */
function rowAsComicQuotes(
  row: InvoiceTierRow,
  tier: Tier,
  a: InvoiceRowAmounts,
  level: string,
): ComicQuote[] {
  const perComic = row.count > 0 ? Math.round(row.insured / row.count) : 0;
  const rawGraded = Math.min(row.count, row.rawGradeCount + row.rawGradeScreeningBoth);
  const line = (quantity: number, unitGrading: number): ComicQuote => ({
    id: row.id,
    tierId: row.id,
    tierLabel: tier.label,
    quantity,
    unitGrading,
    days: tier.days,
    lines: [],
    parts: { grading: 0, fastPass: 0, press: 0, image: 0, international: 0, asp: 0, vsp: 0, vspp: 0 },
    baseTotal: 0,
    total: 0,
    service: serviceOf(tier, row.fastPass),
    collectibleType: tier.collectibleType,
    ...(tier.mangaType ? { mangaType: tier.mangaType } : {}),
    isReholder: tier.category === "reholder",
    signatureCount: 0,
  });
  const graded = line(
    row.count - rawGraded,
    isOnsiteFlatFee(tier, level) ? ONSITE_FLAT_FEE : gradingFee(tier, perComic),
  );
  graded.parts = {
    ...graded.parts,
    grading: a.grading + a.rawGrade + a.screening,
    fastPass: a.fastPass,
    press: a.press + a.pressScreen,
    image: a.image,
    international: a.international,
  };
  graded.baseTotal = a.tierTotal;
  graded.total = a.tierTotal;
  return rawGraded > 0 ? [graded, line(rawGraded, tier.partialGradeValue ?? 0)] : [graded];
}

/** Prices the invoice. Rows whose tier the catalog lacks count as 0 (row validation reports them). */
export function quoteInvoice(input: InvoiceQuoteInput): InvoiceQuote {
  const { catalog, country } = input;
  const cc = catalog.countries[country];
  const addOnIndex = new Map<AddOnId, AddOn>(cc.addOns.map((a) => [a.id, a]));
  const comics: ComicQuote[] = [];
  const rows: InvoiceRowQuote[] = [];
  let count = 0;
  let insured = 0;
  const bases = { grading: 0, pressing: 0, vsp: 0, total: 0 };
  for (const row of input.rows) {
    count += row.count;
    insured += row.insured;
    const tier = resolveTier(catalog, country, row.id);
    if (!tier) continue;
    const a = invoiceRowAmounts(row, tier, addOnIndex, input.member.level);
    rows.push({ ...a, id: row.id, days: tier.days });
    comics.push(...rowAsComicQuotes(row, tier, a, input.member.level));
    bases.grading += a.grading + a.rawGrade + a.screening + a.fastPass;
    bases.pressing += a.press + a.pressScreen;
    bases.total += a.tierTotal;
  }
  const addOns = invoiceAddOnAmounts(input.addOnCounts, addOnIndex);
  bases.vsp = addOns.vsp + addOns.vspp;
  const first = comics[0];
  if (first) first.parts = { ...first.parts, asp: addOns.asp, vsp: addOns.vsp, vspp: addOns.vspp };
  // §9 "Grading press screen is shown at 5 or more items": kept from the submission that chose it.
  const screenAddOn = addOnIndex.get("gradingpressscreen");
  const isGradingPressScreenOffered = count >= GRADING_PRESS_SCREEN_MIN_ITEMS;
  const gradingPressScreen =
    isGradingPressScreenOffered && input.isGradingPressScreen && screenAddOn ? screenAddOn.value * count : 0;
  const total = bases.total + addOns.asp + addOns.vsp + addOns.vspp + gradingPressScreen;
  bases.total = total;

  return {
    ...quoteOrderTotals({ ...input, comics, count, insured, total, bases }),
    rows,
    addOns,
    comics,
    count,
    insured,
    baseTotal: total,
    total,
    gradingPressScreen,
    isGradingPressScreenOffered,
  };
}

// ---- The whole invoice's rules (§5 "Invoice row"), checked by the server at save and by the screen.

export const ORIGINAL_ART_TIERS_ONLY = "Original art is allowed only for tiers MD and 2D.";
export const SLAB_ONLY_TIERS_ONLY = "Slab only is allowed only for tiers MD, 2D, EX, RP and 1D.";
export const REHOLDER_TIER_NO_OPTIONS = "Tier RH takes no option counts.";
export const PRESS_COUNTS_MUST_MATCH =
  "With press on, the press and press screening counts must add up to the comic count.";
export const subCountsExceedCount = (tierId: string): string =>
  `The option counts of tier ${tierId} exceed its comic count.`;
export const fastPassNotOffered = (tierId: string): string =>
  `This fast-pass level is not offered for tier ${tierId}.`;

/** A row's fast-pass level is one its tier sells: §9 "Fast pass applies to tiers with days greater
 * than 14 or equal to 2 (invoicing)" — or above 11 as the submission sold it — at a price above 0. */
export function isFastPassLevelOffered(tier: Tier, level: FastPassValue, fastPassAddOn?: AddOn): boolean {
  if (level === 0) return true;
  if (!isFastPassAllowed(tier.days, "invoicing") && !isFastPassAllowed(tier.days, "submission")) return false;
  if (level === 1 && !fastPassAddOn) return true;
  return fastPassPrice(tier, level, fastPassAddOn) > 0;
}

export type InvoiceCheck = { ok: true } | { ok: false; message: string; field: string };

const failed = (message: string, field: string): InvoiceCheck => ({ ok: false, message, field });

function checkRow(
  row: InvoiceTierRow,
  i: number,
  tier: Tier | undefined,
  fastPassAddOn: AddOn | undefined,
): InvoiceCheck | undefined {
  const at = (f: string) => `tiers.${i}.${f}`;
  if (row.insured % 100 !== 0) return failed(INSURANCE_WHOLE_NUMBER, at("insured"));
  const basics = validateRowBasics(row, tier?.insured);
  if (!basics.ok)
    return failed(basics.message, at(basics.message === INSURANCE_EXCEEDS_TIER_MAX ? "insured" : "count"));
  if (!tier) return failed(INVOICE_MANDATORY_FIELDS, at("id"));
  // The restrictions name the tier's code, whatever letter or part number its row id carries.
  const allowed = applyTierRestrictions(row, tier.id);
  if (tier.id === INVOICE_REHOLDER_TIER_ID && JSON.stringify(allowed) !== JSON.stringify(row)) {
    return failed(REHOLDER_TIER_NO_OPTIONS, at("id"));
  }
  if (allowed.originalArtworkCount !== row.originalArtworkCount) {
    return failed(ORIGINAL_ART_TIERS_ONLY, at("originalArtworkCount"));
  }
  if (allowed.slabOnlyCount !== row.slabOnlyCount) return failed(SLAB_ONLY_TIERS_ONLY, at("slabOnlyCount"));
  if (!isFastPassLevelOffered(tier, row.fastPass, fastPassAddOn)) {
    return failed(fastPassNotOffered(row.id), at("fastPass"));
  }
  if (!areSubCountsWithinCount(row)) return failed(subCountsExceedCount(row.id), at("count"));
  if (!arePressCountsValid(row)) return failed(PRESS_COUNTS_MUST_MATCH, at("pressCount"));
  return undefined;
}

/** Every §5 rule of the invoice, first failure first: rows (mandatory fields, whole insured, tier
 * maximum, duplicates, 10 rows, tier restrictions, count sums, press), the 100-comic order limit and
 * the signature counts at save (secondary VSP needs a primary and is at most 100; others within range,
 * else 'Quantity over maximum'). */
export function checkInvoice(
  rows: readonly InvoiceTierRow[],
  counts: InvoiceAddOnCounts,
  resolve: (tierId: string) => Tier | undefined,
  /** The catalog's Fast Pass add-on (level 1's price); absent, level 1 is taken as offered. */
  fastPassAddOn?: AddOn,
): InvoiceCheck {
  if (rows.length === 0) return failed(INVOICE_MANDATORY_FIELDS, "tiers");
  if (rows.length > MAX_TIER_ROWS) return failed(MAXIMUM_TIER_LIMIT, "tiers");
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    if (seen.has(row.id)) return failed(TIER_ALREADY_EXISTS, `tiers.${i}.id`);
    seen.add(row.id);
    const problem = checkRow(row, i, row.id ? resolve(row.id) : undefined, fastPassAddOn);
    if (problem) return problem;
  }
  if (rows.reduce((n, r) => n + r.count, 0) > MAX_COMICS_PER_ORDER) return failed(TOO_MANY_COMICS, "tiers");
  const clamped = clampAddOnCounts(counts, rows, "save");
  if (clamped.message) return failed(clamped.message, "addons.vspSecondryComicsCount");
  for (const [key, value] of Object.entries(clamped.counts)) {
    if (value !== counts[key as keyof InvoiceAddOnCounts])
      return failed(QUANTITY_OVER_MAXIMUM, `addons.${key}`);
  }
  return { ok: true };
}
