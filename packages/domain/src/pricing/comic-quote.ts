// Prices one draft comic into summary lines (submissions-pricing §3 "summary lines", §9 constants).
import {
  type AddOn,
  type AddOnId,
  type Catalog,
  type Country,
  type FastPassValue,
  fastPassLabel,
  gradingFee,
  isShareOfValue,
  pressFeeFor,
  pressLabel,
  pressScreenFee,
  promisedDays,
  type Tier,
} from "../catalog";
import type { ComicDraft, ComicParts, ComicQuote, SummaryLine } from "./types";

/** §9 "Onsite artwork, slab and witnessed-signature lines cost a flat 25". */
export const ONSITE_FLAT_FEE = 2500;
/** §9 'VSP5' pack: four or more VSP signatures on one comic cap at 80 (US) or 100 (CA)… */
export const VSP5_MIN_SIGNATURES = 4;
export const VSP5_CAP = { US: 8000, CA: 10000 } as const;
/** …and in the US below four it is 20 per signature. */
export const US_VSP_PER_SIGNATURE = 2000;
export const ONSITE_LEVEL = "onsite";
export const GRADE_SCREEN_ZEROES_FEES_ABOVE = 1;

export const isOnsite = (level: string): boolean => level.toLowerCase() === ONSITE_LEVEL;

const FLAT_ONSITE_CATEGORIES = new Set(["artwork", "slab", "witnessed"]);

/** §9: an onsite artwork, slab or witnessed-signature book costs the flat fee instead of the tier's. */
export const isOnsiteFlatFee = (tier: Pick<Tier, "category">, level: string): boolean =>
  isOnsite(level) && FLAT_ONSITE_CATEGORIES.has(tier.category);

export type ComicPricingContext = {
  catalog: Catalog;
  country: Country;
  level: string;
  tier: Tier;
  addOns: ReadonlyMap<AddOnId, AddOn>;
};

/** VSP price of one comic with `count` VSP signatures (§9 'VSP5' rule). Below four signatures the US
 * charges 20 each; CA charges its catalog price per signature. */
export function vspPackAmount(count: number, country: Country, perSignature: number): number {
  if (count <= 0) return 0;
  if (count >= VSP5_MIN_SIGNATURES) return VSP5_CAP[country];
  return count * (country === "US" ? US_VSP_PER_SIGNATURE : perSignature);
}

/** Upgrade price of one comic at a fast-pass level; 0 when the tier does not offer the level. */
export function fastPassPrice(tier: Tier, value: FastPassValue, fastPassAddOn: AddOn | undefined): number {
  switch (value) {
    case 1:
      return fastPassAddOn ? addOnPrice(fastPassAddOn, tier) : 0;
    case 2:
      return tier.expressValue ?? 0;
    case 3:
      return tier.expressPlusValue ?? 0;
    case 4:
      return tier.superExpressValue ?? 0;
    case 5:
      return tier.priorityValue ?? 0;
    case 6:
      return tier.xExpressValue ?? 0;
    default:
      return 0;
  }
}

/** Add-ons cost their premium price on high-value tiers (fee as a share of insured value). */
export function addOnPrice(addOn: AddOn, tier: Tier): number {
  return isShareOfValue(tier.value) ? addOn.premium : addOn.value;
}

export function serviceOf(tier: Tier, fastPassValue: FastPassValue): ComicQuote["service"] {
  if (fastPassValue === 1 || fastPassValue === 5) return "priority";
  if (fastPassValue > 0 || tier.option === "express") return "express";
  return "standard";
}

/** Turnaround in business days: what the comic was sold (catalog/promised-days.ts, the one rule). */
export function comicDays(
  comic: ComicDraft,
  tier: Tier,
  ctx: Pick<ComicPricingContext, "catalog" | "addOns">,
) {
  return promisedDays(
    {
      tier,
      fastPassValue: comic.fastPassValue,
      partialGrade: comic.partialGrade,
      pressScreen: comic.pressScreen,
      signatureKinds: comic.signatures.map((s) => s.type),
    },
    ctx.catalog,
    ctx.addOns,
  );
}

export function priceComic(comic: ComicDraft, ctx: ComicPricingContext): ComicQuote {
  const { tier, country, addOns } = ctx;
  const qty = Math.max(0, Math.trunc(comic.quantity));
  const onsite = isOnsite(ctx.level);
  const lines: SummaryLine[] = [];
  const parts: ComicParts = {
    grading: 0,
    fastPass: 0,
    press: 0,
    image: 0,
    international: 0,
    asp: 0,
    vsp: 0,
    vspp: 0,
  };
  const add = (label: string, unit: number, part: keyof ComicParts, times = qty) => {
    const amount = unit * times;
    if (amount <= 0) return;
    lines.push({ label, amount });
    parts[part] += amount;
  };

  let unitGrading: number;
  let gradingLabel = tier.label;
  if (isOnsiteFlatFee(tier, ctx.level)) {
    unitGrading = ONSITE_FLAT_FEE;
  } else if (comic.partialGrade && tier.partialGradeValue !== undefined) {
    unitGrading = tier.partialGradeValue;
    gradingLabel = `${tier.label} Raw Grade`;
  } else {
    unitGrading = gradingFee(tier, comic.insured);
  }
  add(gradingLabel, unitGrading, "grading");

  add(
    fastPassLabel(comic.fastPassValue),
    fastPassPrice(tier, comic.fastPassValue, addOns.get("fastPass")),
    "fastPass",
  );

  // §4: press screening replaces the press fee when combined.
  if (comic.pressScreen) {
    add("Press Screening", pressScreenFee(tier, comic.insured), "press");
  } else if (comic.press > 0) {
    add(pressLabel(comic.press) || "Pressing", pressFeeFor(tier, comic.insured, comic.press), "press");
  }

  // §4: "Choosing grade screening above 1 zeroes processing, image, international and artwork fees" —
  // a screened book may come back ungraded, so its extras are billed only once it passes.
  const isScreened = comic.gradeScreen > GRADE_SCREEN_ZEROES_FEES_ABOVE;
  if (!onsite && !isScreened) {
    const image = addOns.get("image");
    const intl = addOns.get("international");
    if (comic.image && image) add(image.label, addOnPrice(image, tier), "image");
    if (comic.international && intl) add(intl.label, addOnPrice(intl, tier), "international");
  }

  const counts = { ASP: 0, VSP: 0, VSPP: 0 };
  for (const s of comic.signatures) counts[s.type] += 1;
  const asp = addOns.get("ASP");
  // §9: ASP counts once per comic, and is free on onsite artwork.
  if (counts.ASP > 0 && asp && !(onsite && tier.category === "artwork"))
    add(asp.label, addOnPrice(asp, tier), "asp");
  const vsp = addOns.get("VSP");
  if (counts.VSP > 0 && vsp) add(vsp.label, vspPackAmount(counts.VSP, country, addOnPrice(vsp, tier)), "vsp");
  const vspp = addOns.get("VSPP");
  if (counts.VSPP > 0 && vspp) add(vspp.label, addOnPrice(vspp, tier) * counts.VSPP, "vspp");

  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    id: comic.id,
    tierId: comic.tierId,
    tierLabel: tier.label,
    quantity: qty,
    unitGrading,
    days: comicDays(comic, tier, ctx),
    lines,
    parts,
    baseTotal: parts.grading,
    total,
    service: serviceOf(tier, comic.fastPassValue),
    collectibleType: comic.collectibleType,
    ...(comic.mangaType ? { mangaType: comic.mangaType } : {}),
    isReholder: comic.reholder || tier.category === "reholder",
    signatureCount: comic.signatures.length,
  };
}
