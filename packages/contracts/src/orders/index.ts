export * from "./actions";
export * from "./common";
export * from "./events";
export * from "./order";
export * from "./queue";
export * from "./queue-counts";
