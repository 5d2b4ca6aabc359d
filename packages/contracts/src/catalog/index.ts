// Catalog as data (issue 14, submissions-pricing §3 "Tier", "Add-ons", "Promo code", "Payment method",
// "Shipping rate", "User profile" checkout data; §7 calls; §9 cut-offs and origins). Money is integer
// cents; a price below 1 is a share of insured value (domain catalog/fees).

import {
  ADD_ON_IDS,
  type AddOn,
  type Catalog,
  COLLECTIBLE_TYPES,
  COUNTRIES,
  type CountryCatalog,
  CURRENCIES,
  type DealerDiscounts,
  type FastPassValue,
  MANGA_TYPES,
  type ShippingRateTable,
  TIER_CATEGORIES,
  type Tier,
} from "@gbo/domain/catalog";
import { ACCOUNT_CARRIERS } from "@gbo/domain/customers";
import type { TransactionType } from "@gbo/domain/workflow";
import { z } from "zod";
import {
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRowIdTextSchema,
  ZSafeIntSchema,
} from "../common/index";
import { ZPaymentMethodSchema } from "../payments/index";

export const ZCountrySchema = z.enum(COUNTRIES);
export const ZCollectibleTypeSchema = z.enum(COLLECTIBLE_TYPES);
export const ZMangaTypeSchema = z.enum(MANGA_TYPES);
/** Catalog cents live in JSON (the tier's data), summed into bigint columns: safe integers. */
const cents = ZSafeIntSchema();
/** A price: cents, or below 1 a share of the insured value. */
const price = z.number().min(0);

// ---- Tiers, add-ons, rates: the domain's types, field for field -------------------------------------

export const ZTierSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    version: ZInt32Schema(),
    country: ZCountrySchema,
    currency: z.enum(CURRENCIES),
    category: z.enum(TIER_CATEGORIES),
    collectibleType: ZCollectibleTypeSchema,
    mangaType: ZMangaTypeSchema.optional(),
    isInvoicing: z.boolean().optional(),
    option: z.string(),
    level: z.string().optional().describe("Membership level the price is for; absent: every level"),
    insured: cents.describe("Upper bound of insured value per comic"),
    minInsured: cents,
    minYear: ZSafeIntSchema().optional(),
    maxYear: ZSafeIntSchema().optional(),
    value: price,
    minValue: cents.optional(),
    maxValue: cents.optional(),
    days: ZSafeIntSchema(),
    expressValue: cents.optional(),
    expressPlusValue: cents.optional(),
    superExpressValue: cents.optional(),
    priorityValue: cents.optional(),
    xExpressValue: cents.optional(),
    pressValue: price.optional(),
    pressMin: cents.optional(),
    pressMax: cents.optional(),
    pressExpressValue: cents.optional(),
    pressScreen: price.optional(),
    pressScreenMin: cents.optional(),
    pressScreenMax: cents.optional(),
    partialGradeValue: cents.optional(),
    partialGradeDays: ZSafeIntSchema().optional(),
    screeningValue: cents.optional(),
    processingValue: cents.optional(),
    originalArtValue: cents.optional(),
    slabOnlyValue: cents.optional(),
  })
  .meta({ id: "CatalogTier" });

export const ZAddOnSchema = z
  .object({
    id: z.enum(ADD_ON_IDS),
    label: z.string(),
    value: cents,
    premium: cents,
    days: ZSafeIntSchema(),
  })
  .meta({ id: "CatalogAddOn" });

export const ZShippingRateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    baseCost: cents,
    additionalCost: cents,
    handlingCost: cents,
    insuranceCost: cents,
    isPickup: z.boolean().optional(),
  })
  .meta({ id: "ShippingRate" });

export const ZShippingRateTableSchema = z
  .object({
    version: ZInt32Schema(),
    from: z.string().describe("First received date (YYYY-MM-DD) the table applies to"),
    rates: z.array(ZShippingRateSchema),
  })
  .meta({ id: "ShippingRateTable" });

export const ZDealerDiscountsSchema = z.object({
  grading: z.number(),
  pressing: z.number(),
  vsp: z.number(),
});

/** Business days per fast-pass level 1–6 (keys are the levels as strings in JSON). */
export const ZFastPassDaysSchema = z.object({
  1: ZSafeIntSchema(),
  2: ZSafeIntSchema(),
  3: ZSafeIntSchema(),
  4: ZSafeIntSchema(),
  5: ZSafeIntSchema(),
  6: ZSafeIntSchema(),
});

export const ZPedigreeSchema = z.object({ id: ZInt32Schema(), name: z.string() }).meta({ id: "Pedigree" });
export type TPedigree = z.infer<typeof ZPedigreeSchema>;

// ---- GET /api/data/submit/{user}/{version}/{level}/{country}/{type}/{manga} ---------------------------

export const ZSubmitDataPathSchema = z.object({
  user: ZRowIdTextSchema.describe("Customer id"),
  version: ZInt32TextSchema(0, 1_000_000).describe("The draft's catalog version (0: none yet)"),
  level: ZLineSchema(40).describe("Membership level; 'onsite' and 'Dealer' have their own prices"),
  country: ZCountrySchema,
  type: ZCollectibleTypeSchema,
  manga: ZMangaTypeSchema,
});
export type TSubmitDataPath = z.input<typeof ZSubmitDataPathSchema>;

/**
 * What the draft submission prices with. `version` is the server's current catalog version: when it
 * differs from the one asked (`isVersionChanged`), the draft adopts it and re-prices (§4). Tiers are those
 * of the country, collectible type and manga type; a row for the asked level replaces the every-level row
 * of the same id. `shippingRates` are all rate tables of the country, so the browser's domain pricing runs
 * on exactly the server's catalog: rebuild it with `catalogFromSubmitData`.
 */
export const ZSubmitDataSchema = z
  .object({
    version: ZInt32Schema(),
    isVersionChanged: z.boolean(),
    country: ZCountrySchema,
    currency: z.enum(CURRENCIES),
    level: z.string(),
    collectibleType: ZCollectibleTypeSchema,
    mangaType: ZMangaTypeSchema,
    tiers: z.array(ZTierSchema),
    addOns: z.array(ZAddOnSchema),
    grades: z.array(z.number()).describe("The grade scale, 0.5 to 10"),
    pedigrees: z.array(ZPedigreeSchema),
    dealerDiscounts: ZDealerDiscountsSchema,
    rejectFee: cents,
    fastPassDays: ZFastPassDaysSchema,
    shippingRates: z.array(ZShippingRateTableSchema),
  })
  .meta({ id: "SubmitData" });
export type TSubmitData = z.infer<typeof ZSubmitDataSchema>;

/** The domain Catalog of a submit-data answer (the other country is empty), for the domain's pricing. */
export function catalogFromSubmitData(data: TSubmitData): Catalog {
  const own: CountryCatalog = {
    country: data.country,
    currency: data.currency,
    tiers: data.tiers as Tier[],
    addOns: data.addOns as AddOn[],
    shippingRates: data.shippingRates as ShippingRateTable[],
  };
  const other = data.country === "US" ? "CA" : "US";
  const empty: CountryCatalog = {
    country: other,
    currency: other === "CA" ? "CAD" : "USD",
    tiers: [],
    addOns: [],
    shippingRates: [],
  };
  return {
    version: data.version,
    countries: data.country === "US" ? { US: own, CA: empty } : { US: empty, CA: own },
    dealerDiscounts: data.dealerDiscounts as DealerDiscounts,
    rejectFee: data.rejectFee,
    fastPassDays: data.fastPassDays as Record<Exclude<FastPassValue, 0>, number>,
  };
}

// ---- Origins: GET /api/conventions/-60 ----------------------------------------------------------------

/** Fixed origin ids (domain FIXED_ORIGINS): "Mail" and "WalkIn"; an event's id is its convention id. */
export const ZOriginSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    date: z.string().optional().describe("The event's first day (YYYY-MM-DD); absent for Mail and Walk In"),
  })
  .meta({ id: "Origin" });
export type TOrigin = z.infer<typeof ZOriginSchema>;
export const ZOriginsSchema = z.object({ origins: z.array(ZOriginSchema) });

/** A convention (administration §3: id, title, date, address). */
export const ZConventionSchema = z
  .object({
    id: ZInt32Schema(),
    title: z.string(),
    date: z.string().describe("YYYY-MM-DD, the event's first day"),
    address: z.string().nullable(),
  })
  .meta({ id: "Convention" });
export type TConvention = z.infer<typeof ZConventionSchema>;

/** GET /api/conventions/{id}: a convention id, or a negative number (the spec's -60) for the origins. */
export const ZConventionPathSchema = z.object({
  id: ZInt32TextSchema().describe("a convention id, or -60 (any negative number): the origins"),
});
export type TOrigins = z.infer<typeof ZOriginsSchema>;

// ---- GET /api/data/checkout/{id} ---------------------------------------------------------------------

export const ZCheckoutPathSchema = z.object({ id: ZRowIdTextSchema.describe("Customer id") });
export const ZCheckoutQuerySchema = z.object({
  country: ZCountrySchema.optional().describe(
    "The draft's country (default: the customer's); check and cash are US only",
  ),
});

/** An option besides stored cards: CHECK and CASH (US only, §9); ids are the transaction types. */
export const ZPayOtherSchema = z.object({
  id: z.enum(["CHECK", "CASH"] as const satisfies readonly TransactionType[]),
  name: z.string(),
});
/** Shipping on the customer's own carrier account; `accountLength` is the account number's length (§5). */
export const ZShipOtherSchema = z.object({
  id: z.enum(ACCOUNT_CARRIERS),
  name: z.string(),
  accountLength: ZSafeIntSchema(),
});
export const ZSalesManagerOptionSchema = z.object({ repCode: z.string(), name: z.string() });

export const ZCheckoutDataSchema = z
  .object({
    paymentMethods: z.array(ZPaymentMethodSchema),
    payOther: z.array(ZPayOtherSchema),
    shipOther: z.array(ZShipOtherSchema),
    origins: z.array(ZOriginSchema),
    salesmanagers: z.array(ZSalesManagerOptionSchema),
  })
  .meta({ id: "CheckoutData" });
export type TCheckoutData = z.infer<typeof ZCheckoutDataSchema>;

// ---- POST /api/data/sh/{type}/{manga}/{MM-DD-YYYY} ---------------------------------------------------

export const ZRatesPathSchema = z.object({
  type: ZCollectibleTypeSchema,
  manga: ZMangaTypeSchema,
  date: ZLineSchema(20).describe("Received date, MM-DD-YYYY"),
});
export const ZRatesBodySchema = z
  .object({
    country: ZCountrySchema.optional(),
    count: ZInt32Schema(1, 100).optional().describe("Books shipped (default 1)"),
  })
  .nullish()
  .describe("May be left off (country then from the query)");
export const ZRatesQuerySchema = z.object({ country: ZCountrySchema.optional() });
export const BAD_RATE_DATE = "Please enter a valid received date (MM-DD-YYYY).";

/** totalCost = baseCost + additionalCost × (count − 1) + handlingCost = sh + handling. */
export const ZRateOptionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    totalCost: cents,
    sh: cents.describe(
      "The Shipping line the totals show for this rate (handling folded in before 16 Apr 2025)",
    ),
    handling: cents.describe("The Handling line the totals show for this rate (0 when folded into sh)"),
    baseCost: cents,
    additionalCost: cents,
    handlingCost: cents,
    insuranceCost: cents,
    isPickup: z.boolean().optional(),
  })
  .meta({ id: "RateOption" });
export const ZRatesSchema = z
  .object({
    country: ZCountrySchema,
    version: ZInt32Schema().describe("Rate version of the received date (§9 cut-offs)"),
    from: z.string().describe("First received date of that rate table"),
    rates: z.array(ZRateOptionSchema),
  })
  .meta({ id: "Rates" });
export type TRates = z.infer<typeof ZRatesSchema>;

// ---- Lookups: GET /api/data/values/{name}?value= and POST /api/data/comicbook/search -------------------

export const LOOKUP_KINDS = ["title", "gtitle", "mtitle", "publisher", "variant", "signee"] as const;
export const LOOKUP_LIMIT = 20;
export const ZLookupPathSchema = z.object({ name: z.enum(LOOKUP_KINDS) });
export const ZLookupQuerySchema = z.object({
  value: ZLineSchema(100).optional().describe("What was typed; prefix matches first, then contains"),
});
export const ZLookupValueSchema = z
  .object({
    value: z.string(),
    publisher: z.string().optional(),
    startYear: ZSafeIntSchema().optional(),
    endYear: ZSafeIntSchema().optional(),
  })
  .meta({ id: "LookupValue" });
export type TLookupValue = z.infer<typeof ZLookupValueSchema>;
export const ZLookupValuesSchema = z.object({ values: z.array(ZLookupValueSchema) });
export type TLookupValues = z.infer<typeof ZLookupValuesSchema>;

export const COMIC_SEARCH_NEEDS_CRITERIA = "Please enter a title, publisher or year to search.";
/** A search needs a title, a publisher or a year (the catalogue is thousands of series). */
export const ZComicSearchBodySchema = z
  .object({
    title: ZLineSchema(100).optional(),
    issue: ZLineSchema(20).optional().describe("Accepted for the form's shape; the catalogue holds series"),
    publisher: ZLineSchema(100).optional(),
    year: ZInt32TextSchema(1800, 2200).optional().describe("A year the series ran in"),
    collectibleType: ZCollectibleTypeSchema.optional(),
    page: ZInt32Schema(1, 10_000).default(1),
  })
  .refine((body) => Boolean(body.title || body.publisher || body.year !== undefined), {
    message: COMIC_SEARCH_NEEDS_CRITERIA,
    path: ["title"],
  });
export type TComicSearchBody = z.input<typeof ZComicSearchBodySchema>;
export const ZComicSearchResultSchema = z.object({
  title: z.string(),
  publisher: z.string().optional(),
  startYear: ZSafeIntSchema().optional(),
  endYear: ZSafeIntSchema().optional(),
  collectibleType: ZCollectibleTypeSchema,
});
export const ZComicSearchPageSchema = z.object({
  rows: z.array(ZComicSearchResultSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  hasMore: z.boolean(),
});
export type TComicSearchPage = z.infer<typeof ZComicSearchPageSchema>;

// ---- Reholder lookup: GET /api/data/comic/{uniqueId} ---------------------------------------------------

export const ZReholderPathSchema = z.object({ uniqueId: ZLineSchema(40) });
export const ZReholderComicSchema = z
  .object({
    uniqueId: z.string(),
    orderId: z.string(),
    comicId: z.string(),
    title: z.string(),
    displayTitle: z.string(),
    issue: z.string().nullable(),
    year: z.string().nullable(),
    publisher: z.string().nullable(),
    variant: z.string().nullable(),
    pedigree: z.string().nullable().describe("The comic's collection (pedigree) when it has one"),
    category: z.string().nullable(),
    displayGrade: z.string(),
    grade: z.number().nullable(),
    pageQuality: z.string().nullable(),
    restoration: z.string().nullable(),
    collectibleType: ZCollectibleTypeSchema,
    mangaType: ZMangaTypeSchema.nullable(),
    isRawGrade: z.boolean().describe("A partial (raw) grade: refused as a reholder (§5)"),
    status: z.string(),
    insured: cents,
  })
  .meta({ id: "ReholderComic" });
export type TReholderComic = z.infer<typeof ZReholderComicSchema>;
