// @gbo/domain/invoice — the invoicing screen's rows, counts, totals, address, received date, payments
// and version gates (submissions-pricing §3–§5, §9; workflow §9). Replacement invoice ids are in
// @gbo/domain/workflow (validateReplacementInvoiceId).
export * from "./address";
export * from "./convert";
export * from "./counts";
export * from "./exclusivity";
export * from "./from-comics";
export * from "./origins";
export * from "./payments";
export * from "./quote";
export * from "./received-date";
export * from "./rows";
export * from "./totals";
export * from "./types";
