// Pickup at the counter (issue 29): who collected the order. Import from "@gbo/domain/pickup".
export * from "./collector";
