// The comic calls are the comics area's (../comics): re-exported here only for the imports not moved
// yet (issue 28); that line goes when no comic schema is imported from "@gbo/contracts/orders".
export * from "../comics/index";
export * from "./actions";
export * from "./common";
export * from "./events";
export * from "./order";
export * from "./queue";
export * from "./queue-counts";
