// The menu (links.ts: who sees which link) and the screens it leads to (screens.ts).
export * from "./links";
export * from "./screens";
