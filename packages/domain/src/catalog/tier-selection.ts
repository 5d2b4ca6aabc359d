// Comic-form tier selection (submissions-pricing §4 "the tier is derived from the insured value and
// year", §9 year defaults) and reholder tier choice.
import type { Catalog, CollectibleType, Country, MangaType, Tier } from "./types";

export const DEFAULT_YEAR = 1975;
export const OLDER_DEFAULT_YEAR = 1974;
const OLDER_TIER_IDS = new Set(["VG", "EX"]);

/** §9: year default 1975; 1974 for tiers VG and EX and when the 'older' toggle is on. */
export function defaultYear(tierId?: string, isOlder = false): number {
  return isOlder || (tierId !== undefined && OLDER_TIER_IDS.has(tierId)) ? OLDER_DEFAULT_YEAR : DEFAULT_YEAR;
}

export type TierQuery = {
  catalog: Catalog;
  country: Country;
  collectibleType: CollectibleType;
  mangaType?: MangaType;
  /** Insured value per comic, cents. */
  insured: number;
  year?: number;
  /** "express" picks the express tier instead of the standard ladder. */
  speed?: "standard" | "express";
  /** Invoicing ids (MD, VG, EX, RP, …) instead of submission codes. */
  isInvoicing?: boolean;
  level?: string;
};

function takes(tier: Tier, q: TierQuery, year: number): boolean {
  if (tier.category !== "grading") return false;
  if (Boolean(tier.isInvoicing) !== Boolean(q.isInvoicing)) return false;
  if (!q.isInvoicing && tier.collectibleType !== q.collectibleType) return false;
  if (tier.mangaType && q.mangaType && tier.mangaType !== q.mangaType) return false;
  if (tier.level && tier.level !== q.level) return false;
  if ((tier.option === "express") !== (q.speed === "express")) return false;
  if (q.insured < tier.minInsured || q.insured > tier.insured) return false;
  return isYearInTier(tier, year);
}

/** §4 "the tier is derived from the insured value and year": the years a tier takes (inclusive). The
 * comic form picks by it and the server refuses a submitted comic outside it. */
export function isYearInTier(tier: Pick<Tier, "minYear" | "maxYear">, year: number): boolean {
  if (tier.minYear !== undefined && year < tier.minYear) return false;
  if (tier.maxYear !== undefined && year > tier.maxYear) return false;
  return true;
}

/** The grading tier for a comic of this insured value and year; undefined when none takes it.
 * Among several matches the cheapest ladder step wins (the one with the lowest insured maximum). */
export function selectTier(q: TierQuery): Tier | undefined {
  const year = q.year ?? DEFAULT_YEAR;
  let best: Tier | undefined;
  for (const tier of q.catalog.countries[q.country].tiers) {
    if (!takes(tier, q, year)) continue;
    if (!best || tier.insured < best.insured) best = tier;
  }
  return best;
}

/** §4: reholders choose CR or RH (comic), ZR (magazine), MH or MR (manga). Comic prefers CR and falls
 * back to RH where the catalog has no CR (older catalogs); manga takes MR for Tankobon and MH for
 * Zasshi, each falling back to the other. */
export function reholderTierCode(
  collectibleType: CollectibleType,
  mangaType: MangaType | undefined,
  availableCodes: ReadonlySet<string>,
): string | undefined {
  const candidates =
    collectibleType === "Comic"
      ? ["CR", "RH"]
      : collectibleType === "Magazine"
        ? ["ZR"]
        : mangaType === "Zasshi"
          ? ["MH", "MR"]
          : ["MR", "MH"];
  return candidates.find((c) => availableCodes.has(c));
}

/** Submissions §4: grade screening and partial grade apply only when the tier takes more than 9 days.
 * Here, beside the tier choice, so pricing (the comic form) and grading (partial grade) share it. */
export const GRADE_SCREEN_MIN_DAYS = 9;
export const canGradeScreen = (tier: Pick<Tier, "days">): boolean => tier.days > GRADE_SCREEN_MIN_DAYS;
