import { parseTierId } from "./tier-codes";
import type { AddOn, AddOnId, Catalog, Country, CountryCatalog, FastPassValue, Tier } from "./types";

export function countryCatalogOf(catalog: Catalog, country: Country): CountryCatalog {
  return catalog.countries[country];
}

/** Codes the catalog prices for a country, used to tell a fast-pass suffix from a code letter. */
export function tierCodesOf(catalog: Catalog, country: Country): ReadonlySet<string> {
  return new Set(catalog.countries[country].tiers.map((t) => t.id));
}

/** Finds a tier by order tier id, resolving a fast-pass suffix ("OTE" is OT at Express). */
export function findTier(
  catalog: Catalog,
  country: Country,
  tierId: string,
): { tier: Tier; fastPassValue: FastPassValue } | undefined {
  const tiers = catalog.countries[country].tiers;
  const { code, fastPassValue } = parseTierId(tierId, tierCodesOf(catalog, country));
  const tier = tiers.find((t) => t.id === code);
  return tier ? { tier, fastPassValue } : undefined;
}

export function findAddOn(catalog: Catalog, country: Country, id: AddOnId): AddOn | undefined {
  return catalog.countries[country].addOns.find((a) => a.id === id);
}
