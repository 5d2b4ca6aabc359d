// Administration rules (administration.md §4, §5, §9; promo codes are the pricing helper's).
// Import from "@gbo/domain/admin-rules".
export * from "./content";
export * from "./content-banners";
export * from "./content-events";
export * from "./content-public-text";
export * from "./customers";
export * from "./email";
export * from "./format";
export * from "./key-filters";
export * from "./labels";
export * from "./people";
export * from "./sales-reps";
export * from "./search";
export * from "./settings";
export * from "./shelves";
export * from "./workers";
