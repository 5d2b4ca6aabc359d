// Catalog as data (issue 14): tiers, add-ons, grades, pedigrees, shipping rates and their versions, the
// lookup catalogue, promo codes (read side) and origins. Other modules price with `getCatalog`.

export { CATALOG_CLAIMS, catalogRoutes } from "./catalog.routes";
export {
  CATALOG_VERSION_NOT_FOUND,
  currentCatalogVersion,
  getCatalog,
  tiersForLevel,
} from "./catalog-loader";
export { seedCatalog } from "./catalog-seed";
export { listOriginsOn } from "./origins";
export { promoAdminRoutes } from "./promo-admin/index";
export { findPromoCode, toPromoCode } from "./promo-codes";
