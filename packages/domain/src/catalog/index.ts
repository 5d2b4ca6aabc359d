// @gbo/domain/catalog — tiers, add-ons, shipping rate tables, the default catalog, tier selection and
// the display rules of submissions-pricing §9 (turnaround, age bands, press and fast-pass labels).
export * from "./default-catalog";
export * from "./display";
export * from "./fees";
export * from "./limits";
export * from "./lookup";
export * from "./promised-days";
export * from "./tier-codes";
export * from "./tier-selection";
export * from "./types";
