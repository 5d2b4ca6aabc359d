// Catalog as data (issue 14): tiers, add-ons, grades, pedigrees, shipping rates and their versions, the
// lookup catalogue, promo codes (read side) and origins. Other modules price with `getCatalog`.
import type { Catalog } from "@gbo/domain/catalog";
import { DEFAULT_CATALOG } from "@gbo/domain/catalog";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import type { Db } from "../../db/client";

/** The domain Catalog of `version` (the current version when absent), as stored in the database. */
export async function getCatalog(_db: Db, _version?: number): Promise<Catalog> {
  // Scaffold: replaced by the database-backed loader (catalog_versions, catalog_tiers, …).
  return DEFAULT_CATALOG;
}

export async function catalogRoutes(_instance: FastifyInstance, _context: AppContext): Promise<void> {}
