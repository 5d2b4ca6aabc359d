// Assembles the domain Catalog of a version from the catalog tables. The catalog is read-only in this
// product (no screen edits prices; a new price list is a new version written by a seed or migration), so
// a version once read is cached in memory per database and never goes stale. Only "which version is
// current" is read each time (one indexed row).
import type { AddOnId, Catalog, Country, CountryCatalog, ShippingRateTable, Tier } from "@gbo/domain/catalog";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  type CatalogTierRow,
  catalogAddOns,
  catalogTiers,
  catalogVersions,
  shippingRateTables,
} from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { seedCatalog } from "./catalog-seed";

export const CATALOG_VERSION_NOT_FOUND = "Catalog version not found.";
const COUNTRIES: readonly Country[] = ["US", "CA"];
/** The add-on table has no position: the spec's order (§3 "Add-ons"). */
const ADD_ON_ORDER: readonly AddOnId[] = [
  "fastPass",
  "image",
  "international",
  "VSP",
  "VSPP",
  "ASP",
  "gradingpressscreen",
];

const cache = new WeakMap<object, Map<number, Promise<Catalog>>>();

/** The current catalog version; a database that has none yet gets the default catalog written first. */
export async function currentCatalogVersion(db: Db): Promise<number> {
  const found = await readCurrentVersion(db);
  if (found !== undefined) return found;
  await seedCatalog(db);
  const seeded = await readCurrentVersion(db);
  if (seeded === undefined) throw new AppError("internal", CATALOG_VERSION_NOT_FOUND);
  return seeded;
}

async function readCurrentVersion(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ version: catalogVersions.version })
    .from(catalogVersions)
    .where(eq(catalogVersions.isCurrent, true))
    .limit(1);
  return row?.version;
}

/**
 * The domain Catalog of `version` (the current version when absent) for a membership `level`: a tier row
 * priced for that level replaces the every-level row of the same id, rows of other levels are left out
 * (the domain indexes tiers by id, so a catalog holds one row per id). No level: every-level rows only.
 * 404 for a version never stored.
 */
export async function getCatalog(db: Db, version?: number, level = ""): Promise<Catalog> {
  const stored = await storedCatalog(db, version ?? (await currentCatalogVersion(db)));
  const countries = {} as Record<Country, CountryCatalog>;
  for (const country of COUNTRIES) {
    const own = stored.countries[country];
    countries[country] = { ...own, tiers: tiersForLevel(own.tiers, level) };
  }
  return { ...stored, countries };
}

/**
 * One row per tier id for a level (compared without case: 'onsite', 'Dealer'): the level's row in place of
 * the every-level row; a level-only tier (no every-level row of its id) comes last.
 */
export function tiersForLevel(tiers: readonly Tier[], level: string): Tier[] {
  const wanted = level.trim().toLowerCase();
  const forLevel = new Map<string, Tier>();
  for (const t of tiers) if (wanted && t.level?.toLowerCase() === wanted) forLevel.set(t.id, t);
  const chosen: Tier[] = [];
  for (const t of tiers) {
    if (t.level) continue;
    chosen.push(forLevel.get(t.id) ?? t);
    forLevel.delete(t.id);
  }
  return [...chosen, ...forLevel.values()];
}

/** Every row of a version (all levels), cached. */
function storedCatalog(db: Db, wanted: number): Promise<Catalog> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const cached = perDb.get(wanted);
  if (cached) return cached;
  const loading = loadCatalog(db, wanted);
  perDb.set(wanted, loading);
  // A failed read (unknown version, lost connection) is not remembered.
  loading.catch(() => perDb.delete(wanted));
  return loading;
}

async function loadCatalog(db: Db, version: number): Promise<Catalog> {
  const [head] = await db.select().from(catalogVersions).where(eq(catalogVersions.version, version)).limit(1);
  if (!head) throw new AppError("not_found", CATALOG_VERSION_NOT_FOUND);
  const [tierRows, addOnRows, rateRows] = await Promise.all([
    db
      .select()
      .from(catalogTiers)
      .where(eq(catalogTiers.version, version))
      .orderBy(asc(catalogTiers.position), asc(catalogTiers.id), asc(catalogTiers.level)),
    db.select().from(catalogAddOns).where(eq(catalogAddOns.version, version)).orderBy(asc(catalogAddOns.id)),
    db.select().from(shippingRateTables).orderBy(asc(shippingRateTables.fromDate)),
  ]);
  const countries = {} as Record<Country, CountryCatalog>;
  for (const country of COUNTRIES) {
    countries[country] = {
      country,
      currency: country === "CA" ? "CAD" : "USD",
      tiers: tierRows.filter((row) => row.country === country).map(tierOf),
      addOns: addOnRows
        .filter((row) => row.country === country)
        .map((row) => row.data)
        .sort((a, b) => ADD_ON_ORDER.indexOf(a.id) - ADD_ON_ORDER.indexOf(b.id)),
      shippingRates: rateRows
        .filter((row) => row.country === country)
        .map((row): ShippingRateTable => ({ version: row.version, from: row.fromDate, rates: row.rates })),
    };
  }
  return {
    version,
    countries,
    dealerDiscounts: head.dealerDiscounts,
    rejectFee: head.rejectFee,
    fastPassDays: head.fastPassDays,
  };
}

/** The row's Tier with the row's level (the column decides; the jsonb copy may omit it). */
function tierOf(row: CatalogTierRow) {
  const { level: _ignored, ...rest } = row.data;
  return row.level ? { ...rest, level: row.level } : rest;
}
