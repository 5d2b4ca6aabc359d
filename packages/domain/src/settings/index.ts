// Settings (administration §5): the exchange rate as typed. Import from "@gbo/domain/settings".
export * from "./exchange-rate";
export * from "./lab-details";
export * from "./lab-time-zone";
