// The comic form's state and its rules (submissions-pricing §4 comic tier rules, §5 "Comic form" and
// "Comic save in a submission", §9 limits). Every rule is the domain's; this file only wires the typed
// values to them and keeps the first message per field.
import type { Catalog, FastPassValue, Tier } from "@gbo/domain/catalog";
import { defaultYear, findAddOn, MAX_INSURED_DOLLARS, selectTier } from "@gbo/domain/catalog";
import {
  isCustomTitleForced,
  validateComicSave,
  validateInsuredInput,
  validateInsuredRange,
  validateQuantity,
  validateTitle,
} from "@gbo/domain/comic";
import { INSURED_ABOVE_MAXIMUM, NO_TIER_FOR_INSURED_AND_YEAR, VSP_WITH_VSPP } from "@gbo/domain/messages";
import { applyTierChoice, type PressCode, roundInsuredUp, type SignatureType } from "@gbo/domain/pricing";
import { canSetVsp, MAX_SIGNATURE_ROWS } from "@gbo/domain/signatures";
import { comicCount, type Draft, type DraftComic } from "./draft-model";

/** "auto": the grading tier the insured value and year select; "express": the express one; else an
 * artwork, slab or witnessed tier id chosen by name. */
export type ServiceChoice = "auto" | "express" | string;

export type SignatureRow = { type: SignatureType; name: string };

export type ComicFormValues = {
  title: string;
  customTitle: boolean;
  issue: string;
  year: string;
  publisher: string;
  variant: string;
  pedigree: string;
  quantity: string;
  /** Whole dollars as typed. */
  insured: string;
  service: ServiceChoice;
  press: PressCode;
  pressScreen: boolean;
  fastPassValue: FastPassValue;
  gradeScreen: number;
  partialGrade: boolean;
  image: boolean;
  international: boolean;
  signatures: SignatureRow[];
};

export type ComicFormField = keyof ComicFormValues | "tier" | "save";
export type ComicFormErrors = Partial<Record<ComicFormField, string>>;

export function emptyComicForm(): ComicFormValues {
  return {
    title: "",
    customTitle: false,
    issue: "",
    year: String(defaultYear()),
    publisher: "",
    variant: "",
    pedigree: "",
    quantity: "1",
    insured: "0",
    service: "auto",
    press: 0,
    pressScreen: false,
    fastPassValue: 0,
    gradeScreen: 0,
    partialGrade: false,
    image: false,
    international: false,
    signatures: [],
  };
}

const SPECIAL_CATEGORIES = new Set(["artwork", "slab", "witnessed"]);

/** The grading tier for these values, or the chosen artwork, slab or witnessed tier. */
export function tierForValues(values: ComicFormValues, catalog: Catalog, draft: Draft): Tier | undefined {
  const tiers = catalog.countries[draft.countryCode].tiers;
  if (values.service !== "auto" && values.service !== "express") {
    return tiers.find((t) => t.id === values.service && SPECIAL_CATEGORIES.has(t.category));
  }
  const insured = validateInsuredInput(values.insured);
  const year = Number.parseInt(values.year, 10);
  return selectTier({
    catalog,
    country: draft.countryCode,
    collectibleType: draft.collectibleType,
    mangaType: draft.mangaType,
    insured: insured.ok ? insured.value : 0,
    ...(Number.isFinite(year) ? { year } : {}),
    speed: values.service === "express" ? "express" : "standard",
    level: draft.level,
  });
}

/** Artwork, slab and witnessed tiers the worker may choose by name for this draft's type. */
export function specialTiers(catalog: Catalog, draft: Draft): Tier[] {
  return catalog.countries[draft.countryCode].tiers.filter(
    (t) =>
      SPECIAL_CATEGORIES.has(t.category) &&
      !t.isInvoicing &&
      t.collectibleType === draft.collectibleType &&
      (!t.mangaType || t.mangaType === draft.mangaType),
  );
}

/** The draft comic these values describe on `tier`, with the tier's rules applied (§4). */
export function comicOfValues(input: {
  values: ComicFormValues;
  tier: Tier;
  catalog: Catalog;
  draft: Draft;
  id: string;
}): DraftComic {
  const { values, tier, catalog, draft } = input;
  const quantity = validateQuantity(values.quantity);
  const insured = validateInsuredInput(values.insured);
  const year = Number.parseInt(values.year, 10);
  const fastPass = findAddOn(catalog, draft.countryCode, "fastPass");
  const base: DraftComic = {
    id: input.id,
    tierId: tier.id,
    quantity: quantity.ok ? quantity.value : 1,
    insured: insured.ok ? insured.value : 0,
    ...(Number.isFinite(year) ? { year } : {}),
    collectibleType: draft.collectibleType,
    ...(draft.collectibleType === "Manga" ? { mangaType: draft.mangaType } : {}),
    press: values.press,
    pressScreen: values.pressScreen,
    fastPassValue: values.fastPassValue,
    gradeScreen: values.gradeScreen,
    partialGrade: values.partialGrade,
    reholder: false,
    artwork: false,
    isSlab: false,
    isWitnessedSignature: false,
    image: values.image,
    international: values.international,
    signatures: values.signatures
      .filter((s) => s.name.trim())
      .map((s) => ({ type: s.type, name: s.name.trim() })),
    title: values.title.trim(),
    customTitle: values.customTitle || isCustomTitleForced(draft),
    issue: values.issue.trim(),
    publisher: values.publisher.trim(),
    variant: values.variant.trim(),
    pedigree: values.pedigree,
  };
  const ruled = applyTierChoice(base, tier, {
    level: draft.level,
    screen: "submission",
    version: draft.version,
    ...(fastPass ? { fastPassAddOnPrice: fastPass.value } : {}),
  });
  return { ...base, ...ruled };
}

/** Insured as typed, rounded up to whole dollars on leaving the field (§9); text that is no number
 * stays for the integer message, a value above the maximum is cleared. */
export function roundedInsuredText(text: string): string {
  const trimmed = text.replace(/[$,\s]/g, "");
  if (trimmed === "" || !Number.isFinite(Number(trimmed))) return text;
  const whole = roundInsuredUp(trimmed);
  return whole === null ? "" : String(whole);
}

/** Every §5 message for the values, the first per field; empty when the comic can be saved. */
export function comicFormErrors(input: {
  values: ComicFormValues;
  tier: Tier | undefined;
  comic: DraftComic | undefined;
  draft: Draft;
  lookupTitles: readonly string[];
  /** Index of the comic being edited (its books do not count twice toward the 100). */
  editing?: number;
}): ComicFormErrors {
  const { values, tier, draft } = input;
  const errors: ComicFormErrors = {};
  const quantity = validateQuantity(values.quantity);
  if (!quantity.ok) errors.quantity = quantity.message;
  const insured = validateInsuredInput(values.insured);
  if (!insured.ok) errors.insured = insured.message;
  else if (insured.value > MAX_INSURED_DOLLARS * 100) errors.insured = INSURED_ABOVE_MAXIMUM;
  const title = validateTitle({
    title: values.title,
    lookupTitles: input.lookupTitles,
    isCustomTitle: values.customTitle,
    collectibleType: draft.collectibleType,
    mangaType: draft.mangaType,
  });
  if (!title.ok) errors.title = title.message;
  if (!tier) {
    errors.tier = NO_TIER_FOR_INSURED_AND_YEAR;
    return errors;
  }
  if (insured.ok) {
    const range = validateInsuredRange({
      insuredCents: insured.value,
      minInsuredCents: tier.minInsured,
      maxInsuredCents: tier.insured,
      isNew: true,
      country: draft.countryCode,
    });
    if (!range.ok) errors.insured = range.message;
  }
  const comic = input.comic;
  if (!comic || !quantity.ok) return errors;
  if (values.signatures.length > MAX_SIGNATURE_ROWS)
    errors.signatures = "Up to 24 signatures can be entered.";
  else if (comic.signatures.some((s) => s.type === "VSP") && !canSetVsp(comic.signatures)) {
    errors.signatures = VSP_WITH_VSPP;
  }
  const others = draft.comics.filter((_, i) => i !== input.editing);
  const save = validateComicSave({
    comicsInOrder: comicCount(others),
    adding: comic.quantity,
    tierId: comic.tierId,
    version: draft.version,
    signatures: comic.signatures.map((s) => ({ type: s.type, name: s.name ?? "", date: null, valid: false })),
    isExpressService: comic.fastPassValue === 2 || comic.fastPassValue === 6,
    isExpressTier: tier.option === "express",
  });
  if (!save.ok && !errors.save) errors.save = save.message;
  return errors;
}
