// Invoicing and pre-receiving contracts (submissions-pricing §3, §7): the invoice and the pre-receiving
// calls, each in its own file.
export * from "./invoice";
export * from "./prereceive";
export * from "./quote-input";
