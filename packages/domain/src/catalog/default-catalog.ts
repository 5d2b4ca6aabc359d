// The default catalog, as data. The spec gives no prices ("Tier fee and rate tables: not shown").
// US figures follow public price lists of grading services in 2024–2025: about $27 for a modern
// book (1975 or later) declared up to $400, about $42 for a vintage one up to $400, about $95 up to
// $1,000, 4 % of declared value with a $115 minimum above that; 5-business-day service about $150,
// 2-day $300, 1-day $500; a pre-screen reject fee about $9; signature add-ons about $20 each.
// CA prices are the US prices in CAD at 1.35, rounded to whole dollars (shares of value unchanged).
// Shipping rates are carrier retail prices of the same years for one to a few slabbed books.
// The code scheme is explained in ./tier-codes.ts.

import { MAX_INSURED_CENTS } from "./limits";
import type {
  AddOn,
  Catalog,
  CollectibleType,
  Country,
  CountryCatalog,
  MangaType,
  ShippingRateTable,
  Tier,
  TierCategory,
} from "./types";

/** Catalog version of the default data; dealer discounts need 12 or later (§9). */
export const DEFAULT_CATALOG_VERSION = 14;
export const CAD_PER_USD = 1.35;

const MODERN_FROM = 1975;
const VINTAGE_UNTIL = 1974;
const NO_LIMIT = MAX_INSURED_CENTS; // no tier bound below the spec's maximum insured

const $ = (dollars: number): number => Math.round(dollars * 100);

// Upgrades sold on the standard (slow) tiers; express tiers have none.
const UPGRADES = {
  expressValue: $(60),
  expressPlusValue: $(120),
  superExpressValue: $(270),
  priorityValue: $(470),
  xExpressValue: $(60),
} as const;
const PRESS = { pressValue: $(20), pressExpressValue: $(25), pressScreen: $(15) } as const;
const PRESS_BY_SHARE = {
  pressValue: 0.02,
  pressMin: $(50),
  pressMax: $(300),
  pressExpressValue: $(25),
  pressScreen: 0.01,
  pressScreenMin: $(20),
  pressScreenMax: $(100),
} as const;
const PARTIAL = { partialGradeValue: $(15), partialGradeDays: 15 } as const;
const INVOICE_EXTRAS = {
  screeningValue: $(9),
  processingValue: $(3),
  originalArtValue: $(20),
  slabOnlyValue: $(10),
} as const;

type Row = Omit<Tier, "country" | "currency" | "version" | "minInsured"> & { minInsured?: number };

function row(
  id: string,
  label: string,
  category: TierCategory,
  collectibleType: CollectibleType,
  option: string,
  rest: Partial<Row> & { insured: number; value: number; days: number },
  mangaType?: MangaType,
): Row {
  return { id, label, category, collectibleType, option, ...(mangaType ? { mangaType } : {}), ...rest };
}

const US_TIERS: Row[] = [
  // Comic grading ladder.
  row("NW", "Modern", "grading", "Comic", "modern", {
    insured: $(400),
    minYear: MODERN_FROM,
    value: $(27),
    days: 30,
    ...UPGRADES,
    ...PRESS,
    ...PARTIAL,
  }),
  row("VI", "Vintage", "grading", "Comic", "vintage", {
    insured: $(400),
    maxYear: VINTAGE_UNTIL,
    value: $(42),
    days: 30,
    ...UPGRADES,
    ...PRESS,
    ...PARTIAL,
  }),
  row("NP", "Modern Value", "grading", "Comic", "value", {
    insured: $(1000),
    minInsured: $(400) + 1,
    minYear: MODERN_FROM,
    value: $(95),
    days: 20,
    ...UPGRADES,
    pressValue: $(35),
    pressExpressValue: $(25),
    pressScreen: $(20),
  }),
  row("VP", "Vintage Value", "grading", "Comic", "value", {
    insured: $(1000),
    minInsured: $(400) + 1,
    maxYear: VINTAGE_UNTIL,
    value: $(95),
    days: 20,
    ...UPGRADES,
    pressValue: $(35),
    pressExpressValue: $(25),
    pressScreen: $(20),
  }),
  row("PM", "Premium", "grading", "Comic", "premium", {
    insured: NO_LIMIT,
    minInsured: $(1000) + 1,
    value: 0.04,
    minValue: $(115),
    maxValue: $(10000),
    days: 15,
    ...UPGRADES,
    ...PRESS_BY_SHARE,
  }),
  row("NE", "Modern Express", "grading", "Comic", "express", {
    insured: $(10000),
    minYear: MODERN_FROM,
    value: $(150),
    days: 5,
    ...PRESS,
  }),
  row("VE", "Vintage Express", "grading", "Comic", "express", {
    insured: $(10000),
    maxYear: VINTAGE_UNTIL,
    value: $(150),
    days: 5,
    ...PRESS,
  }),
  // Magazine grading.
  row("ZV", "Magazine", "grading", "Magazine", "value", {
    insured: $(400),
    value: $(32),
    days: 30,
    ...UPGRADES,
    ...PRESS,
    ...PARTIAL,
  }),
  row("ZP", "Magazine Premium", "grading", "Magazine", "premium", {
    insured: NO_LIMIT,
    minInsured: $(400) + 1,
    value: 0.04,
    minValue: $(95),
    maxValue: $(10000),
    days: 20,
    ...UPGRADES,
    ...PRESS_BY_SHARE,
  }),
  row("ZE", "Magazine Express", "grading", "Magazine", "express", {
    insured: $(10000),
    value: $(150),
    days: 5,
    ...PRESS,
  }),
  // Manga grading (manga presses are "cleaning", press code 9).
  row(
    "MT",
    "Manga Tankobon",
    "grading",
    "Manga",
    "value",
    { insured: $(400), value: $(22), days: 30, ...UPGRADES, ...PRESS, ...PARTIAL },
    "Tankobon",
  ),
  row(
    "MZ",
    "Manga Zasshi",
    "grading",
    "Manga",
    "value",
    { insured: $(400), value: $(27), days: 30, ...UPGRADES, ...PRESS, ...PARTIAL },
    "Zasshi",
  ),
  row("MN", "Manga Value", "grading", "Manga", "value", {
    insured: $(1000),
    minInsured: $(400) + 1,
    value: $(60),
    days: 20,
    ...UPGRADES,
    ...PRESS,
  }),
  row("MP", "Manga Premium", "grading", "Manga", "premium", {
    insured: NO_LIMIT,
    minInsured: $(1000) + 1,
    value: 0.04,
    minValue: $(115),
    maxValue: $(10000),
    days: 15,
    ...UPGRADES,
    ...PRESS_BY_SHARE,
  }),
  row("ME", "Manga Express", "grading", "Manga", "express", {
    insured: $(10000),
    value: $(150),
    days: 5,
    ...PRESS,
  }),
  // Reholders (no pressing; signature add-ons add no days, §9).
  row("CR", "Reholder", "reholder", "Comic", "reholder", { insured: NO_LIMIT, value: $(15), days: 10 }),
  row("RH", "Reholder", "reholder", "Comic", "reholder", {
    insured: NO_LIMIT,
    value: $(15),
    days: 10,
    isInvoicing: true,
  }),
  row("ZR", "Magazine Reholder", "reholder", "Magazine", "reholder", {
    insured: NO_LIMIT,
    value: $(15),
    days: 10,
  }),
  row(
    "MR",
    "Manga Reholder",
    "reholder",
    "Manga",
    "reholder",
    { insured: NO_LIMIT, value: $(12), days: 10 },
    "Tankobon",
  ),
  row(
    "MH",
    "Manga Zasshi Reholder",
    "reholder",
    "Manga",
    "reholder",
    { insured: NO_LIMIT, value: $(15), days: 10 },
    "Zasshi",
  ),
  // Original art.
  row("OA", "Original Art", "artwork", "Comic", "art page", {
    insured: $(1000),
    value: $(45),
    days: 30,
    ...UPGRADES,
  }),
  row("OR", "Original Art Premium", "artwork", "Comic", "art page", {
    insured: NO_LIMIT,
    minInsured: $(1000) + 1,
    value: 0.04,
    minValue: $(115),
    maxValue: $(10000),
    days: 20,
    ...UPGRADES,
  }),
  row("OT", "Original Art Sketch Cover", "artwork", "Comic", "sketch cover", {
    insured: $(1000),
    value: $(35),
    days: 30,
    ...UPGRADES,
  }),
  row("OE", "Original Art Express", "artwork", "Comic", "express", {
    insured: $(10000),
    value: $(150),
    days: 5,
  }),
  row("ZO", "Magazine Original Art", "artwork", "Magazine", "sketch cover", {
    insured: $(1000),
    value: $(35),
    days: 30,
    ...UPGRADES,
  }),
  // Slab only.
  row("SO", "Slab Only", "slab", "Comic", "standard", { insured: $(1000), value: $(20), days: 20 }),
  row("SL", "Slab Only Large", "slab", "Comic", "large", { insured: $(1000), value: $(30), days: 20 }),
  row("SE", "Slab Only Express", "slab", "Comic", "express", { insured: $(1000), value: $(60), days: 5 }),
  row("ZS", "Magazine Slab Only", "slab", "Magazine", "standard", {
    insured: $(1000),
    value: $(25),
    days: 20,
  }),
  row(
    "MO",
    "Manga Slab Only",
    "slab",
    "Manga",
    "standard",
    { insured: $(1000), value: $(20), days: 20 },
    "Tankobon",
  ),
  row(
    "MS",
    "Manga Zasshi Slab Only",
    "slab",
    "Manga",
    "standard",
    { insured: $(1000), value: $(25), days: 20 },
    "Zasshi",
  ),
  // Witnessed signature.
  row("SI", "Signing In-house", "witnessed", "Comic", "signing", {
    insured: $(1000),
    value: $(30),
    days: 30,
    ...UPGRADES,
  }),
  row("WS", "Witnessed Signature", "witnessed", "Comic", "standard", {
    insured: $(1000),
    value: $(30),
    days: 30,
    ...UPGRADES,
  }),
  row("WE", "Witnessed Signature Express", "witnessed", "Comic", "express", {
    insured: $(10000),
    value: $(75),
    days: 5,
  }),
  row("ZW", "Magazine Witnessed Signature", "witnessed", "Magazine", "standard", {
    insured: $(1000),
    value: $(30),
    days: 30,
    ...UPGRADES,
  }),
  row("MW", "Manga Witnessed Signature", "witnessed", "Manga", "standard", {
    insured: $(1000),
    value: $(30),
    days: 30,
    ...UPGRADES,
  }),
  // Invoicing ids.
  row("MD", "Modern", "grading", "Comic", "modern", {
    insured: $(400),
    minYear: MODERN_FROM,
    value: $(27),
    days: 30,
    isInvoicing: true,
    ...UPGRADES,
    ...PRESS,
    ...PARTIAL,
    ...INVOICE_EXTRAS,
  }),
  row("VG", "Vintage", "grading", "Comic", "vintage", {
    insured: $(400),
    maxYear: VINTAGE_UNTIL,
    value: $(42),
    days: 30,
    isInvoicing: true,
    ...UPGRADES,
    ...PRESS,
    ...PARTIAL,
    ...INVOICE_EXTRAS,
  }),
  row("EX", "Extended Value", "grading", "Comic", "value", {
    insured: $(1000),
    minInsured: $(400) + 1,
    value: $(95),
    days: 20,
    isInvoicing: true,
    ...UPGRADES,
    ...PRESS,
    ...INVOICE_EXTRAS,
  }),
  row("RP", "Raw Premium", "grading", "Comic", "premium", {
    insured: NO_LIMIT,
    minInsured: $(1000) + 1,
    value: 0.04,
    minValue: $(115),
    maxValue: $(10000),
    days: 15,
    isInvoicing: true,
    ...UPGRADES,
    ...PRESS_BY_SHARE,
    ...INVOICE_EXTRAS,
  }),
  row("2D", "2 Day", "grading", "Comic", "express", {
    insured: NO_LIMIT,
    value: $(300),
    days: 2,
    isInvoicing: true,
    ...PRESS,
    ...INVOICE_EXTRAS,
  }),
  row("1D", "1 Day", "grading", "Comic", "express", {
    insured: NO_LIMIT,
    value: $(500),
    days: 1,
    isInvoicing: true,
    ...PRESS,
    ...INVOICE_EXTRAS,
  }),
];

const US_ADD_ONS: AddOn[] = [
  { id: "fastPass", label: "Fast Pass", value: $(40), premium: $(60), days: 0 },
  { id: "image", label: "Image", value: $(5), premium: $(10), days: 0 },
  { id: "international", label: "International", value: $(10), premium: $(15), days: 0 },
  { id: "VSP", label: "Verified Signature", value: $(20), premium: $(20), days: 5 },
  { id: "VSPP", label: "Verified Signature Plus", value: $(40), premium: $(40), days: 10 },
  { id: "ASP", label: "Authentic Signature", value: $(20), premium: $(20), days: 2 },
  { id: "gradingpressscreen", label: "Grading Press Screen", value: $(9), premium: $(9), days: 0 },
];

type RateSeed = [id: string, name: string, base: number, additional: number, handling: number];
function rateTable(version: number, from: string, uplift: number, seeds: RateSeed[]): ShippingRateTable {
  return {
    version,
    from,
    rates: [
      ...seeds.map(([id, name, base, additional, handling]) => ({
        id,
        name,
        baseCost: Math.round(base * uplift),
        additionalCost: Math.round(additional * uplift),
        handlingCost: handling,
        insuranceCost: Math.round($(15) * uplift),
      })),
      {
        id: "PICKUP",
        name: "Pickup",
        baseCost: 0,
        additionalCost: 0,
        handlingCost: 0,
        insuranceCost: 0,
        isPickup: true,
      },
    ],
  };
}

/** Rate-version start dates (§9 cut-offs); version 0 covers everything before the first one. */
export const RATE_VERSION_CUTOFFS = ["2022-09-14", "2023-02-27", "2023-11-15", "2025-02-16", "2025-03-09"];
const RATE_UPLIFTS = [1, 1.05, 1.1, 1.15, 1.2, 1.25];

const US_RATE_SEEDS: RateSeed[] = [
  ["USPS", "USPS Priority Mail", $(15), $(2), $(5)],
  ["FEDEXG", "FedEx Ground", $(18), $(2.5), $(5)],
  ["FEDEX2", "FedEx 2Day", $(35), $(4), $(5)],
];
const CA_RATE_SEEDS: RateSeed[] = [
  ["CAPOST", "Canada Post Expedited", $(25), $(3), $(7)],
  ["FEDEXI", "FedEx International Economy", $(45), $(5), $(7)],
];

function rateTables(seeds: RateSeed[]): ShippingRateTable[] {
  const starts = ["2000-01-01", ...RATE_VERSION_CUTOFFS];
  return starts.map((from, version) => rateTable(version, from, RATE_UPLIFTS[version] ?? 1, seeds));
}

function toCad(cents: number | undefined, isShare = false): number | undefined {
  if (cents === undefined || isShare) return cents;
  return Math.round((cents * CAD_PER_USD) / 100) * 100;
}

function priceFields(row: Row): Row {
  const isShare = (v: number | undefined) => v !== undefined && v < 1;
  return {
    ...row,
    value: toCad(row.value, isShare(row.value)) ?? row.value,
    minValue: toCad(row.minValue),
    maxValue: toCad(row.maxValue),
    expressValue: toCad(row.expressValue),
    expressPlusValue: toCad(row.expressPlusValue),
    superExpressValue: toCad(row.superExpressValue),
    priorityValue: toCad(row.priorityValue),
    xExpressValue: toCad(row.xExpressValue),
    pressValue: toCad(row.pressValue, isShare(row.pressValue)),
    pressMin: toCad(row.pressMin),
    pressMax: toCad(row.pressMax),
    pressExpressValue: toCad(row.pressExpressValue),
    pressScreen: toCad(row.pressScreen, isShare(row.pressScreen)),
    pressScreenMin: toCad(row.pressScreenMin),
    pressScreenMax: toCad(row.pressScreenMax),
    partialGradeValue: toCad(row.partialGradeValue),
    screeningValue: toCad(row.screeningValue),
    processingValue: toCad(row.processingValue),
    originalArtValue: toCad(row.originalArtValue),
    slabOnlyValue: toCad(row.slabOnlyValue),
  };
}

function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function countryCatalog(country: Country): CountryCatalog {
  const isCa = country === "CA";
  const currency = isCa ? "CAD" : "USD";
  const tiers: Tier[] = US_TIERS.map((r) =>
    dropUndefined({
      ...(isCa ? priceFields(r) : r),
      minInsured: r.minInsured ?? 0,
      version: DEFAULT_CATALOG_VERSION,
      country,
      currency,
    }),
  );
  const addOns = US_ADD_ONS.map((a) =>
    isCa ? { ...a, value: toCad(a.value) ?? a.value, premium: toCad(a.premium) ?? a.premium } : a,
  );
  return {
    country,
    currency,
    tiers,
    addOns,
    shippingRates: rateTables(isCa ? CA_RATE_SEEDS : US_RATE_SEEDS),
  };
}

export const DEFAULT_CATALOG: Catalog = {
  version: DEFAULT_CATALOG_VERSION,
  countries: { US: countryCatalog("US"), CA: countryCatalog("CA") },
  dealerDiscounts: { grading: 15, pressing: 10, vsp: 50 },
  rejectFee: $(9),
  fastPassDays: { 1: 15, 2: 10, 3: 5, 4: 2, 5: 1, 6: 10 },
};
