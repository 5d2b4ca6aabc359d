// GET /api/data/submit/...: what a draft submission prices with (submissions-pricing §3 "Tier", §4 version
// adoption, §7 "Get submit data"). The answer carries the whole country catalog for the draft's
// collectible type so the browser's domain pricing runs on exactly the server's numbers.
import type { TSubmitData, TSubmitDataPath } from "@gbo/contracts/catalog";
import type { Tier } from "@gbo/domain/catalog";
import { GRADE_SCALE } from "@gbo/domain/grading";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pedigrees } from "../../db/schema/index";
import { requireCustomer } from "../customers/index";
import { currentCatalogVersion, getCatalog } from "./catalog-loader";

type Path = { user: number; version: number; level: string; country: "US" | "CA" } & Pick<
  TSubmitDataPath,
  "type" | "manga"
>;

export async function submitData(db: Db, path: Path): Promise<TSubmitData> {
  await requireCustomer(db, path.user);
  const version = await currentCatalogVersion(db);
  const [catalog, pedigreeRows] = await Promise.all([
    getCatalog(db, version, path.level),
    db.select({ id: pedigrees.id, name: pedigrees.name }).from(pedigrees).orderBy(asc(pedigrees.position)),
  ]);
  const own = catalog.countries[path.country];
  return {
    version,
    isVersionChanged: version !== path.version,
    country: path.country,
    currency: own.currency,
    level: path.level,
    collectibleType: path.type,
    mangaType: path.manga,
    tiers: tiersOfType(own.tiers, path.type, path.manga),
    addOns: own.addOns,
    grades: [...GRADE_SCALE],
    pedigrees: pedigreeRows,
    dealerDiscounts: catalog.dealerDiscounts,
    rejectFee: catalog.rejectFee,
    fastPassDays: catalog.fastPassDays,
    shippingRates: own.shippingRates,
  };
}

/** The tiers of a collectible type (and, for manga, manga type), level already resolved. */
function tiersOfType(
  tiers: readonly Tier[],
  type: Tier["collectibleType"],
  manga: NonNullable<Tier["mangaType"]>,
) {
  return tiers.filter(
    (t) => t.collectibleType === type && (type !== "Manga" || !t.mangaType || t.mangaType === manga),
  );
}
