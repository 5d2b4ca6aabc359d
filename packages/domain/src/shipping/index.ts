// @gbo/domain/shipping — rate versions, shipping and handling, insurance (submissions-pricing §9).

export * from "./carrier-barcode";
export * from "./rates";
export * from "./shipping-form";
