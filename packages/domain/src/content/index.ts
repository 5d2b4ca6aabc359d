// Site content (administration §3–§5, §9): banners and sliders, conventions, onsite events and signings,
// subscribes, and what the public site may show. Import from "@gbo/domain/content".
export * from "./banners";
export * from "./events";
export * from "./onsite";
export * from "./public-text";
export * from "./subscribes";
