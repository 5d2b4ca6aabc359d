// Every user-facing text the spec gives, exactly as written (typos included: the spec is the
// contract). Grouped by the spec document that states it.
export * from "./administration";
export * from "./promo-form";
export * from "./submissions";
export * from "./workflow";
