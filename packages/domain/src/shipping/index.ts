// @gbo/domain/shipping — rate versions, shipping and handling, insurance (submissions-pricing §9).
export * from "./rates";
