// One file per area; each module adds its own export line.
export * from "./auth";
export * from "./catalog";
export * from "./content";
export * from "./customers";
export * from "./dashboard";
export * from "./labels";
export * from "./mail";
export * from "./orders";
export * from "./payments";
export * from "./people";
export * from "./promo";
export * from "./settings";
export * from "./shelves";
export * from "./workers";
