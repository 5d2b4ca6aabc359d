// Comic-form rules of submissions §5. Import from "@gbo/domain/comic". Tier derivation from insured
// value and year is the catalog's (catalog/tier-selection).
export * from "./comic-view";
export * from "./details";
export * from "./form";
export * from "./messages";
export * from "./pre-receiving";
export * from "./pre-receiving-balances";
export * from "./reholder";
export * from "./save";
