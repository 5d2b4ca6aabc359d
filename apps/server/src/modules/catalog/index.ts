// Catalog as data (issue 14): tiers, add-ons, grades, pedigrees, shipping rates and their versions, the
// lookup catalogue and origins. Other modules price with `getCatalog`. (Promo codes are modules/promo.)

export { CATALOG_CLAIMS, catalogRoutes } from "./catalog.routes";
export {
  CATALOG_VERSION_NOT_FOUND,
  currentCatalogVersion,
  getCatalog,
  tiersForLevel,
} from "./catalog-loader";
export { seedCatalog } from "./catalog-seed";
export { listOriginsOn } from "./origins";
