// The price catalog: tiers, add-ons, shipping rate tables and dealer discount defaults
// (spec submissions-pricing §3 "Tier", "Tier catalog", "Add-ons", "Shipping rate").
// Money is integer cents. A tier `value` (and press / press-screen value) below 1 is not cents but a
// share of the insured value, bounded by its min and max (§9 fee rule); `feeFor` in ./fees applies it.

// The lists below are the contracts' enums too (z.enum(COUNTRIES) …): a value added here is one the API
// accepts, with no second list to keep in step.

/** "Countries: US and CA" (§9). */
export const COUNTRIES = ["US", "CA"] as const;
export type Country = (typeof COUNTRIES)[number];
export const CURRENCIES = ["USD", "CAD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const COLLECTIBLE_TYPES = ["Comic", "Magazine", "Manga"] as const;
export type CollectibleType = (typeof COLLECTIBLE_TYPES)[number];
export const MANGA_TYPES = ["Tankobon", "Zasshi"] as const;
export type MangaType = (typeof MANGA_TYPES)[number];

/** What a tier is for; decides the flags the comic form sets (§4 comic tier rules). */
export const TIER_CATEGORIES = ["grading", "reholder", "artwork", "slab", "witnessed"] as const;
export type TierCategory = (typeof TIER_CATEGORIES)[number];

/** Fast-pass levels (Comic.fastPassValue): 0 standard, 1 fast pass, 2 Express, 3 Express Plus,
 * 4 Super Express, 5 Priority, 6 Express (the "x express" price). */
export const FAST_PASS_VALUES = [0, 1, 2, 3, 4, 5, 6] as const;
export type FastPassValue = (typeof FAST_PASS_VALUES)[number];

/** A share-or-fee price: `value` in cents, or below 1 a share of insured value within [min, max]. */
export type BoundedPrice = {
  value: number;
  min?: number;
  max?: number;
};

export type Tier = {
  /** Tier code (the spec's id / code), e.g. "NW", "OT", or an invoicing id such as "MD". */
  id: string;
  label: string;
  /** Catalog (tier) version the price belongs to; a draft adopts the server's version (§4). */
  version: number;
  country: Country;
  currency: Currency;
  category: TierCategory;
  collectibleType: CollectibleType;
  /** Only for manga tiers that take one manga type; absent means both. */
  mangaType?: MangaType;
  /** Invoicing-screen ids (MD, 2D, EX, RP, 1D, VG, RH) are priced per row, not picked per comic. */
  isInvoicing?: boolean;
  /** Free-form option the tier stands for (e.g. "modern", "vintage", "value", "express"). */
  option: string;
  /** Membership level the price is for; absent means every level. */
  level?: string;
  /** Upper bound of insured value per comic, in cents. */
  insured: number;
  /** Lower bound of insured value per comic, in cents (0 for the cheapest tier of a ladder). */
  minInsured: number;
  /** Years the tier takes (inclusive); absent means unbounded. */
  minYear?: number;
  maxYear?: number;
  /** Grading fee: cents, or a share of insured value (below 1) bounded by minValue / maxValue. */
  value: number;
  minValue?: number;
  maxValue?: number;
  /** Business days of the standard service. */
  days: number;
  /** Fast-pass upgrade prices per comic, cents; 0 or absent means the level is not offered. */
  expressValue?: number;
  expressPlusValue?: number;
  superExpressValue?: number;
  priorityValue?: number;
  xExpressValue?: number;
  /** Pressing fee (share rule applies) with its bounds, and the press fast fee added for fast pressing. */
  pressValue?: number;
  pressMin?: number;
  pressMax?: number;
  pressExpressValue?: number;
  /** Press-screening fee (share rule applies) with bounds; replaces the press fee when combined (§4). */
  pressScreen?: number;
  pressScreenMin?: number;
  pressScreenMax?: number;
  /** Partial (raw) grade price and turnaround; absent means the tier offers no partial grade. */
  partialGradeValue?: number;
  partialGradeDays?: number;
  /** Grade-screening fee per comic (charged on reject; shown in the invoice row). */
  screeningValue?: number;
  /** Invoice processing fee per comic (zeroed by grade screening above 1, §4). */
  processingValue?: number;
  /** Invoice add-on prices for original art and slab only, per comic. */
  originalArtValue?: number;
  slabOnlyValue?: number;
};

export const ADD_ON_IDS = [
  "fastPass",
  "image",
  "international",
  "VSP",
  "VSPP",
  "ASP",
  "gradingpressscreen",
] as const;
export type AddOnId = (typeof ADD_ON_IDS)[number];

export type AddOn = {
  id: AddOnId;
  label: string;
  /** Price in cents (per comic, or per signature for VSP / VSPP). */
  value: number;
  /** Price in cents for comics of a high-value tier (a tier whose fee is a share of insured value):
   * such books are handled and shipped with extra care. Our reading; the spec names the field only. */
  premium: number;
  /** Business days the add-on adds to the comic's turnaround (signatures; not for reholders, §9). */
  days: number;
};

/** Shipping and handling prices of one rate version (rates change on received-date cut-offs, §9). */
export type ShippingRateTable = {
  version: number;
  /** First received date (YYYY-MM-DD) the table applies to. */
  from: string;
  rates: ShippingRate[];
};

export type ShippingRate = {
  id: string;
  name: string;
  /** Return shipping for the first book and each further book, cents. */
  baseCost: number;
  additionalCost: number;
  /** Handling (packing) for the order; billed apart from shipping after 16 April 2025 (§9). */
  handlingCost: number;
  /** Flat insurance of the rate when the customer asks for insurance. */
  insuranceCost: number;
  /** The customer picks the order up; no shipping, no 5-pack insurance. */
  isPickup?: boolean;
};

export type DealerDiscounts = {
  /** Percent, whole numbers: 15 means 15 %. */
  grading: number;
  pressing: number;
  vsp: number;
};

export type CountryCatalog = {
  country: Country;
  currency: Currency;
  tiers: Tier[];
  addOns: AddOn[];
  shippingRates: ShippingRateTable[];
};

export type Catalog = {
  version: number;
  countries: Record<Country, CountryCatalog>;
  dealerDiscounts: DealerDiscounts;
  /** Pre-screen reject fee per comic, cents. */
  rejectFee: number;
  /** Business days per fast-pass level (replaces the tier's days). */
  fastPassDays: Record<Exclude<FastPassValue, 0>, number>;
};
