// One file per area; each module adds its own export line.
export * from "./auth";
export * from "./mail";
export * from "./workers";
