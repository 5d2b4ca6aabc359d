// Payment methods (administration §3, §4, §9; issue 12): card and bank rules, the test gateway's
// numbers and the texts. Import from "@gbo/domain/payments".
export * from "./balance-notes";
export * from "./bank";
export * from "./cards";
export * from "./form";
export * from "./messages";
export * from "./permissions";
export * from "./split-charge";
export * from "./test-numbers";
