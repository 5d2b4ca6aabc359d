// @gbo/domain/pricing — pricing a submission (submissions-pricing §3–§5, §9; workflow §9 grand total).
export * from "./comic-quote";
export * from "./comic-tier-rules";
export * from "./discounts";
export * from "./draft";
export * from "./order-totals";
export * from "./quote";
export * from "./submission-input";
export * from "./tier-change";
export * from "./types";
