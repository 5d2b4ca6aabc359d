// @gbo/domain/promo — promo codes: evaluation against a priced order (submissions-pricing §5, §9) and
// the promo form of administration §4 / §5.
export * from "./evaluate";
export * from "./form";
export * from "./types";
