// Catalog reference data for EVERY database (not only the demo): the product cannot price without it.
// Runs on each start and is idempotent: the default catalog version is written when it is missing, the
// pedigrees and the lookup catalogue (titles, publishers, variants, signees) when their tables are empty.
import { DEFAULT_CATALOG, type Tier } from "@gbo/domain/catalog";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insertJsonRows } from "../../db/insert-json-rows";
import {
  catalogAddOns,
  catalogTiers,
  catalogVersions,
  lookupValues,
  pedigrees,
  shippingRateTables,
} from "../../db/schema/index";
import { LOOKUP_ROWS } from "./catalog-data/index";

// Several processes may start on one PostgreSQL database: one writes, the others find it written.
const CATALOG_SEED_LOCK_KEY = 726_274_114;
const BATCH = 5000;

export type CatalogSeedOutcome = { isCatalogSeeded: boolean; lookupRows: number };

export async function seedCatalog(db: Db): Promise<CatalogSeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_SEED_LOCK_KEY})`);
    const isCatalogSeeded = await seedDefaultVersion(tx);
    await tx
      .insert(pedigrees)
      .values(PEDIGREE_NAMES.map((name, position) => ({ name, position })))
      .onConflictDoNothing();
    const [anyLookup] = await tx.select({ id: lookupValues.id }).from(lookupValues).limit(1);
    let lookupRows = 0;
    if (!anyLookup) {
      // One JSON parameter per statement: far cheaper than thousands of bound parameters (first start).
      for (let i = 0; i < LOOKUP_ROWS.length; i += BATCH) {
        await insertJsonRows(tx, lookupValues, LOOKUP_ROWS.slice(i, i + BATCH));
      }
      lookupRows = LOOKUP_ROWS.length;
    }
    return { isCatalogSeeded, lookupRows };
  });
}

/** Writes DEFAULT_CATALOG as its version when absent; it becomes current when no version is current. */
async function seedDefaultVersion(tx: Db): Promise<boolean> {
  const catalog = DEFAULT_CATALOG;
  const [existing] = await tx
    .select({ version: catalogVersions.version })
    .from(catalogVersions)
    .where(eq(catalogVersions.version, catalog.version))
    .limit(1);
  if (existing) return false;
  const [current] = await tx
    .select({ version: catalogVersions.version })
    .from(catalogVersions)
    .where(eq(catalogVersions.isCurrent, true))
    .limit(1);
  await tx.insert(catalogVersions).values({
    version: catalog.version,
    isCurrent: !current,
    dealerDiscounts: catalog.dealerDiscounts,
    rejectFee: catalog.rejectFee,
    fastPassDays: catalog.fastPassDays,
  });
  for (const country of ["US", "CA"] as const) {
    const own = catalog.countries[country];
    await tx.insert(catalogTiers).values(own.tiers.map((tier, position) => tierRow(tier, position)));
    await tx
      .insert(catalogAddOns)
      .values(own.addOns.map((data) => ({ version: catalog.version, country, id: data.id, data })));
    await tx
      .insert(shippingRateTables)
      .values(
        own.shippingRates.map((t) => ({ country, version: t.version, fromDate: t.from, rates: t.rates })),
      )
      .onConflictDoNothing();
  }
  return true;
}

export function tierRow(tier: Tier, position: number): typeof catalogTiers.$inferInsert {
  return {
    version: tier.version,
    country: tier.country,
    id: tier.id,
    level: tier.level ?? "",
    collectibleType: tier.collectibleType,
    mangaType: tier.mangaType ?? null,
    position,
    data: tier,
  };
}

/** Named collections (pedigrees) of the hobby, in the order the comic form offers them. */
export const PEDIGREE_NAMES: readonly string[] = [
  "Edgar Church / Mile High",
  "Allentown",
  "Bethlehem",
  "Big Apple",
  "Boston",
  "Carson City",
  "Circle 8",
  "Cosmic Aeroplane",
  "Crippen (D Copy)",
  "Curator",
  "Denver",
  "Don/Maggie Thompson",
  "Gaines File Copy",
  "Harvey File Copy",
  "Kansas City",
  "Lamont Larson",
  "Lost Valley",
  "Massachusetts",
  "Mohawk Valley",
  "Northford",
  "Northland",
  "Okajima",
  "Oakland",
  "Pacific Coast",
  "Palo Alto",
  "Promise Collection",
  "River City",
  "Rockford",
  "Salt Lake City",
  "San Francisco",
  "Savannah",
  "Suscha",
  "Twin Cities",
  "Vancouver",
  "White Mountain",
];
