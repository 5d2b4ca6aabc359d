// The lab at a glance (issue 18): stations, due-date risk and flow. Import from "@gbo/domain/dashboard".
export * from "./due-risk";
export * from "./flow";
export * from "./stations";
