// Pre-receiving balances of a whole saved-comics list (submissions-pricing §5 "Comic form"): each comic's
// quantity against its tier's remaining comics, quantity × insured against the tier's remaining insured
// value, each ticked add-on against the tier's invoice row counts, and the signatures against the
// order's add-on counters. One function for the browser (instant feedback while editing one comic) and
// the server (the whole list at save).
import { isArtworkCode, isSlabCode, isWitnessedCode } from "../catalog/tier-codes";
import { addDays } from "../dates/index";
import { gradeBalanceKey } from "../invoice/exclusivity";
import { fail, ok, type Result } from "../workflow/result";
import {
  type AddOnOption,
  type SignatureBalanceKey,
  validateAddOnQuantities,
  validateInsuredBalance,
  validateInsuredRange,
  validateQuantityBalance,
  validateRawGradeScreeningPair,
  validateSignatureBalances,
} from "./form";

/** A tier of the invoice as pre-receiving sees it. Insured is the whole row's, cents; 0 = not declared. */
export type PreReceivingTier = {
  id: string;
  count: number;
  insured: number;
  invoiceCounts: Partial<Record<string, number>>;
  /** The catalog tier's insured range per comic, cents, when the catalog knows the tier. */
  insuredRange?: { min: number; max: number } | null;
};

export type PreReceivingSignature = { type: "ASP" | "VSP" | "VSPP" };

/** The parts of a saved comic the balances read. Insured is per copy, cents. */
export type PreReceivingComic = {
  /** Three-digit sequence of a saved comic; null for a comic not saved yet. */
  id: string | null;
  tierId: string;
  quantity: number;
  insured: number;
  image: boolean;
  international: boolean;
  press: boolean;
  pressScreen: boolean;
  originalArt: boolean;
  slabOnly: boolean;
  rawGrade: boolean;
  gradeScreen: boolean;
  signatures: readonly PreReceivingSignature[];
};

/** The order's signature add-on counters (§3 "Addons counters", the spec's "Secondry" spelling). */
export type PreReceivingAddOnCounts = Partial<
  Record<
    | "aspComicsCount"
    | "vspPrimaryComicsCount"
    | "vspSecondryComicsCount"
    | "vsppPrimaryComicsCount"
    | "vsppSecondryComicsCount",
    number
  >
>;

/** Which invoice-row count each add-on option draws on (raw grade + grade screening: the "both" count). */
const OPTION_COUNT_KEYS: Record<AddOnOption, string> = {
  image: "imageCount",
  international: "internationalCount",
  press: "pressCount",
  pressScreen: "pressScreenCount",
  originalArt: "originalArtworkCount",
  slabOnly: "slabOnlyCount",
  rawGrade: "rawGradeCount",
  gradeScreen: "screeningCount",
  rawGradeScreening: "rawGradeScreeningBoth",
};

/** The add-on options a comic draws on: ticked ones, with raw grade + screening as the combined one. */
export function comicAddOnOptions(c: PreReceivingComic): Partial<Record<AddOnOption, boolean>> {
  const grade = gradeBalanceKey(c);
  return {
    image: c.image,
    international: c.international,
    // "Press screening replaces the press fee when combined."
    press: c.press && !c.pressScreen,
    pressScreen: c.pressScreen,
    originalArt: c.originalArt,
    slabOnly: c.slabOnly,
    rawGrade: grade === "rawGradeCount",
    gradeScreen: grade === "screeningCount",
    rawGradeScreening: grade === "rawGradeScreeningBoth",
  };
}

/** Signatures on one copy by balance: ASP once per comic; the first VSP/VSPP primary, the rest secondary. */
export function signaturesPerComic(
  signatures: readonly PreReceivingSignature[],
): Record<SignatureBalanceKey, number> {
  const count = (type: PreReceivingSignature["type"]) => signatures.filter((s) => s.type === type).length;
  const vsp = count("VSP");
  const vspp = count("VSPP");
  return {
    asp: count("ASP") > 0 ? 1 : 0,
    vspPrimary: vsp > 0 ? 1 : 0,
    vspSecondary: Math.max(vsp - 1, 0),
    vsppPrimary: vspp > 0 ? 1 : 0,
    vsppSecondary: Math.max(vspp - 1, 0),
  };
}

export type ComicBalances = {
  /** The tier's insured range per comic (checked for new comics only), when known. */
  insuredRange: { min: number; max: number } | null;
  remainingComics: number;
  /** null when the tier declares no insured value (nothing to check against). */
  remainingInsured: number | null;
  addOns: Record<AddOnOption, number>;
  signatures: Record<SignatureBalanceKey, number>;
};

/** What the tier and the order have left for `comic` once every OTHER comic of the list is counted. */
export function balancesFor(input: {
  tier: PreReceivingTier;
  addOnCounts: PreReceivingAddOnCounts;
  others: readonly PreReceivingComic[];
}): ComicBalances {
  const { tier, others } = input;
  const inTier = others.filter((c) => c.tierId === tier.id);
  const addOns = {} as Record<AddOnOption, number>;
  for (const [option, key] of Object.entries(OPTION_COUNT_KEYS) as [AddOnOption, string][]) {
    const used = inTier.reduce((sum, c) => sum + (comicAddOnOptions(c)[option] ? c.quantity : 0), 0);
    addOns[option] = (tier.invoiceCounts[key] ?? 0) - used;
  }
  const counters = input.addOnCounts;
  const signatures: Record<SignatureBalanceKey, number> = {
    asp: counters.aspComicsCount ?? 0,
    vspPrimary: counters.vspPrimaryComicsCount ?? 0,
    vspSecondary: counters.vspSecondryComicsCount ?? 0,
    vsppPrimary: counters.vsppPrimaryComicsCount ?? 0,
    vsppSecondary: counters.vsppSecondryComicsCount ?? 0,
  };
  for (const c of others) {
    const per = signaturesPerComic(c.signatures);
    for (const key of Object.keys(signatures) as SignatureBalanceKey[]) {
      signatures[key] -= per[key] * c.quantity;
    }
  }
  return {
    insuredRange: tier.insuredRange ?? null,
    remainingComics: tier.count - inTier.reduce((sum, c) => sum + c.quantity, 0),
    remainingInsured:
      tier.insured > 0 ? tier.insured - inTier.reduce((sum, c) => sum + c.quantity * c.insured, 0) : null,
    addOns,
    signatures,
  };
}

/**
 * Every §5 balance rule for one comic against what the others left, in the form's order: quantity,
 * insured, add-on quantities ('Please check your Quantity for X'), the raw grade / grade screening
 * pair when editing a combined one, then the signature balances.
 */
export function checkComicBalances(input: {
  comic: PreReceivingComic;
  balances: ComicBalances;
  /** The comic as saved before this edit, when it was a combined raw grade + grade screening one. */
  wasCombined?: boolean;
  /** "Insured per comic must lie within the tier's min and max for new comics." */
  isNew?: boolean;
  country?: string;
}): Result<null> {
  const { comic, balances } = input;
  const quantity = validateQuantityBalance(comic.quantity, balances.remainingComics);
  if (!quantity.ok) return quantity;
  if (balances.insuredRange) {
    const range = validateInsuredRange({
      insuredCents: comic.insured,
      minInsuredCents: balances.insuredRange.min,
      maxInsuredCents: balances.insuredRange.max,
      isNew: input.isNew ?? comic.id === null,
      ...(input.country ? { country: input.country } : {}),
    });
    if (!range.ok) return range;
  }
  if (balances.remainingInsured !== null) {
    const insured = validateInsuredBalance({
      quantity: comic.quantity,
      insuredCents: comic.insured,
      remainingInsuredCents: balances.remainingInsured,
    });
    if (!insured.ok) return insured;
  }
  const pair = validateRawGradeScreeningPair({
    isCombined: input.wasCombined ?? false,
    rawGrade: comic.rawGrade,
    gradeScreen: comic.gradeScreen,
  });
  if (!pair.ok) return pair;
  const addOns = validateAddOnQuantities(comicAddOnOptions(comic), comic.quantity, balances.addOns);
  if (!addOns.ok) return addOns;
  return validateSignatureBalances(comic.quantity, signaturesPerComic(comic.signatures), balances.signatures);
}

/** A comic's key for "unchanged since saved": only the fields the balances read. */
function balanceKeyOf(c: PreReceivingComic): string {
  return JSON.stringify([
    c.tierId,
    c.quantity,
    c.insured,
    c.image,
    c.international,
    c.press,
    c.pressScreen,
    c.originalArt,
    c.slabOnly,
    c.rawGrade,
    c.gradeScreen,
    c.signatures.map((s) => s.type),
  ]);
}

/**
 * The whole list at save: each new or changed comic must fit what the comics before it leave (a saved
 * comic left as it was is accepted as is, so a list the invoice no longer matches can still be
 * corrected comic by comic). Comics of a tier the order does not have are refused.
 */
export function checkPreReceivingList(input: {
  tiers: readonly PreReceivingTier[];
  addOnCounts: PreReceivingAddOnCounts;
  comics: readonly PreReceivingComic[];
  saved: readonly PreReceivingComic[];
  country?: string;
}): Result<null> {
  const savedById = new Map(input.saved.map((c) => [c.id, c]));
  const savedBefore = (c: PreReceivingComic) => (c.id === null ? undefined : savedById.get(c.id));
  const isUnchanged = (c: PreReceivingComic) => {
    const before = savedBefore(c);
    return before !== undefined && balanceKeyOf(before) === balanceKeyOf(c);
  };
  for (const [index, comic] of input.comics.entries()) {
    const tier = input.tiers.find((t) => t.id === comic.tierId);
    if (!tier) return fail(unknownTier(comic.tierId));
    if (isUnchanged(comic)) continue;
    const before = savedBefore(comic);
    // The comics before it in the list and every unchanged one: the first comic over a balance is
    // the one named, as when the form added them one after the other.
    const others = input.comics.filter((c, i) => i < index || (i > index && isUnchanged(c)));
    const checked = checkComicBalances({
      comic,
      balances: balancesFor({ tier, addOnCounts: input.addOnCounts, others }),
      wasCombined: before ? before.rawGrade && before.gradeScreen : false,
      isNew: comic.id === null,
      ...(input.country ? { country: input.country } : {}),
    });
    if (!checked.ok) return checked;
  }
  return ok(null);
}

export const unknownTier = (tierId: string): string => `This order has no tier ${tierId}.`;

/** One line of the 'Order Routed' dialog: where completing pre-receiving sent a tier. */
export const tierRoutedLine = (tierId: string, count: number, station: string): string =>
  `Tier ${tierId} (${count} ${count === 1 ? "comic" : "comics"}) routed to ${station}`;

/** "Completing pre-receiving routes the order": refused while a tier still has comics to enter. */
export const tierBalanceNotZero = (tierId: string, remaining: number): string =>
  `Tier ${tierId} still has ${remaining} ${Math.abs(remaining) === 1 ? "comic" : "comics"} to enter; every tier's balance must be 0 to complete.`;

/** A routed tier's due date: its turnaround days counted from the day pre-receiving completes. */
export function routedTierDueDate(today: string, days: number): string {
  return addDays(today, Math.max(days, 0));
}

/**
 * What a tier's own code already makes every comic of it ("choosing artwork, slab or witnessed-signature
 * tiers sets the respective flag"): such a flag is the tier's, not the original-art or slab-only add-on
 * the invoice row counts. Tier ids are a two-letter code and an optional fast-pass letter.
 */
export function tierImpliedFlags(tierId: string): {
  artwork: boolean;
  isSlab: boolean;
  isWitnessedSignature: boolean;
} {
  const code = tierId.slice(0, 2).toUpperCase();
  return {
    artwork: isArtworkCode(code),
    isSlab: isSlabCode(code),
    isWitnessedSignature: isWitnessedCode(code),
  };
}
