// The server's side of submissions §4–§5 at submit: every comic-form and save rule, run with the
// domain's functions on the catalog the server prices with. The browser runs the same rules as the
// user types; here a violation answers 400 with the rule's own message and the field it concerns
// (modelState `model.comics.{i}.{field}`), first failure per comic.
import type { TSubmitComic, TSubmitOrder } from "@gbo/contracts/submissions";
import type { Catalog, Tier } from "@gbo/domain/catalog";
import { MAX_INSURED_CENTS } from "@gbo/domain/catalog";
import {
  dropVerifiedSignatures,
  isCustomTitleForced,
  REHOLDER_ID_LENGTH,
  validateComicSave,
  validateInsuredRange,
  validateQuantity,
  validateReholder,
  validateTitle,
} from "@gbo/domain/comic";
import { validateComicCount } from "@gbo/domain/grading";
import { SIGNATURE_TYPES_REFUSED, VSP_WITH_VSPP } from "@gbo/domain/messages";
import {
  applyTierChoice,
  type ComicDraft,
  pricedComic,
  resolveTier,
  tierYearMismatch,
} from "@gbo/domain/pricing";
import { canSetVsp } from "@gbo/domain/signatures";
import { AppError } from "../../http/errors";
import type { ReholderCandidateRow } from "./submit-context";

export const UNKNOWN_TIER_MESSAGE = "This tier is not in the current price list for this submission.";
export const REHOLDER_NOT_FOUND_MESSAGE = "No graded comic has this certification number.";
export const VSP_WITH_VSPP_MESSAGE = VSP_WITH_VSPP;

/** Fields the §4 tier rules decide: after applying the tier they must be as the browser sent them. */
const TIER_RULE_FIELDS = [
  "artwork",
  "isSlab",
  "isWitnessedSignature",
  "reholder",
  "press",
  "pressScreen",
  "fastPassValue",
  "gradeScreen",
  "partialGrade",
  "image",
  "international",
] as const satisfies readonly (keyof ComicDraft)[];

const TIER_RULE_TEXT: Record<(typeof TIER_RULE_FIELDS)[number], string> = {
  artwork: "Original art follows the tier (artwork tiers only).",
  isSlab: "Slab only follows the tier (slab tiers only).",
  isWitnessedSignature: "Witnessed signature follows the tier (witnessed tiers only).",
  reholder: "Reholder follows the tier (reholder tiers only).",
  press: "Pressing is not available for this tier.",
  pressScreen: "Press screening is not available for this tier.",
  fastPassValue: "This fast-pass level is not offered for this tier.",
  gradeScreen: "Grade screening needs a tier of more than 9 days.",
  partialGrade: "Partial grade is not offered for this tier.",
  image:
    "Image is forced on for one-day tiers and off for the onsite level, and is not offered with a raw grade or grade screening.",
  international: "International is forced on for one-day tiers and off for the onsite level.",
};

type Failure = { index: number; field: string; message: string };

function fail(failure: Failure): never {
  throw AppError.fields(failure.message, { [`comics.${failure.index}.${failure.field}`]: [failure.message] });
}

/** The priced part of a submitted comic (the descriptive fields are stored, not priced). */
export function toComicDraft(comic: TSubmitComic): ComicDraft {
  return pricedComic(comic);
}

function tierOf(catalog: Catalog, body: TSubmitOrder, comic: TSubmitComic, index: number): Tier {
  const tier = resolveTier(catalog, body.countryCode, comic.tierId);
  const fits =
    tier &&
    tier.id === comic.tierId &&
    !tier.isInvoicing &&
    tier.collectibleType === body.collectibleType &&
    comic.collectibleType === body.collectibleType &&
    (!tier.mangaType || !body.mangaType || tier.mangaType === body.mangaType) &&
    (!tier.level || tier.level.toLowerCase() === body.level.toLowerCase());
  if (!fits) fail({ index, field: "tierId", message: UNKNOWN_TIER_MESSAGE });
  return tier;
}

function checkTierRules(
  catalog: Catalog,
  body: TSubmitOrder,
  draft: ComicDraft,
  tier: Tier,
  index: number,
): void {
  const fastPassAddOn = catalog.countries[body.countryCode].addOns.find((a) => a.id === "fastPass");
  const expected = applyTierChoice(draft, tier, {
    level: body.level,
    screen: "submission",
    version: body.version,
    ...(fastPassAddOn ? { fastPassAddOnPrice: fastPassAddOn.value } : {}),
  });
  for (const field of TIER_RULE_FIELDS) {
    if (expected[field] !== draft[field]) fail({ index, field, message: TIER_RULE_TEXT[field] });
  }
  // "Witnessed-signature and partial-grade tiers remove VSP and VSPP"; grade screening ASP and VSP (D34).
  if (dropVerifiedSignatures(draft.signatures, draft).length !== draft.signatures.length) {
    fail({ index, field: "signatures", message: SIGNATURE_TYPES_REFUSED });
  }
}

function checkReholder(
  body: TSubmitOrder,
  comic: TSubmitComic,
  tier: Tier,
  index: number,
  reholders: ReadonlyMap<string, ReholderCandidateRow>,
): void {
  if (tier.category !== "reholder") return;
  if (!comic.reholderId) fail({ index, field: "reholderId", message: REHOLDER_ID_LENGTH });
  const candidate = reholders.get(comic.reholderId.toUpperCase());
  if (!candidate) fail({ index, field: "reholderId", message: REHOLDER_NOT_FOUND_MESSAGE });
  const result = validateReholder({
    candidate,
    submission: {
      collectibleType: body.collectibleType,
      mangaType: body.mangaType ?? null,
      country: body.countryCode,
    },
    insuredCents: comic.insured,
    // A submission declares no insured balance: the per-comic maximum is the only bound.
    remainingInsuredCents: MAX_INSURED_CENTS,
  });
  if (!result.ok) fail({ index, field: "reholderId", message: result.message });
}

/** Comics whose title must match the lookup catalogue: not custom, and not forced custom (Zasshi). */
export function isLookupTitle(comic: TSubmitComic): boolean {
  return !comic.customTitle && !isCustomTitleForced(comic);
}

/**
 * Every §5 comic rule the server can check, in form order. Returns the priced drafts, the tiers and
 * the titles to store: "the title must match the lookup unless custom (custom is forced for Zasshi)",
 * stored as catalogued.
 */
export function checkSubmittedComics(
  catalog: Catalog,
  body: TSubmitOrder,
  found: {
    reholders: ReadonlyMap<string, ReholderCandidateRow>;
    /** Lookup titles the typed ones match: lower-case → as catalogued. */
    titles: ReadonlyMap<string, string>;
  },
): { drafts: ComicDraft[]; tiers: Tier[]; customTitles: boolean[]; titles: string[] } {
  const { reholders } = found;
  const drafts: ComicDraft[] = [];
  const tiers: Tier[] = [];
  const customTitles: boolean[] = [];
  const titles: string[] = [];
  let comicsInOrder = 0;
  for (const [index, comic] of body.comics.entries()) {
    const quantity = validateQuantity(comic.quantity);
    if (!quantity.ok) fail({ index, field: "quantity", message: quantity.message });
    const count = validateComicCount(comicsInOrder, comic.quantity);
    if (!count.ok) fail({ index, field: "quantity", message: count.message });
    const tier = tierOf(catalog, body, comic, index);
    // §4 "the tier is derived from the insured value and year": the comic form's rule (selectTier).
    const yearMismatch = comic.year === undefined ? undefined : tierYearMismatch(tier, comic.year);
    if (yearMismatch) fail({ index, field: "year", message: yearMismatch });
    const range = validateInsuredRange({
      insuredCents: comic.insured,
      minInsuredCents: tier.minInsured,
      maxInsuredCents: tier.insured,
      isNew: true,
      country: body.countryCode,
    });
    if (!range.ok) fail({ index, field: "insured", message: range.message });
    const draft = toComicDraft(comic);
    checkTierRules(catalog, body, draft, tier, index);
    if (comic.signatures.some((s) => s.type === "VSP") && !canSetVsp(comic.signatures)) {
      fail({ index, field: "signatures", message: VSP_WITH_VSPP_MESSAGE });
    }
    const save = validateComicSave({
      comicsInOrder,
      adding: comic.quantity,
      tierId: comic.tierId,
      version: body.version,
      signatures: comic.signatures.map((s) => ({
        type: s.type,
        name: s.name ?? "",
        date: null,
        valid: false,
      })),
      isExpressService: comic.fastPassValue === 2 || comic.fastPassValue === 6,
      isExpressTier: tier.option === "express",
    });
    if (!save.ok) fail({ index, field: "signatures", message: save.message });
    checkReholder(body, comic, tier, index, reholders);
    const catalogued = found.titles.get(comic.title.trim().toLowerCase());
    const title = validateTitle({
      title: comic.title,
      lookupTitles: catalogued ? [catalogued] : [],
      isCustomTitle: Boolean(comic.customTitle),
      collectibleType: comic.collectibleType,
      mangaType: comic.mangaType ?? null,
    });
    if (!title.ok) fail({ index, field: "title", message: title.message });
    comicsInOrder += comic.quantity;
    drafts.push(draft);
    tiers.push(tier);
    customTitles.push(title.value.isCustomTitle);
    titles.push(title.value.title);
  }
  return { drafts, tiers, customTitles, titles };
}
