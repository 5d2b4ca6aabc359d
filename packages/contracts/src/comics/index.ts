// A comic's own calls (workflow §2–§5, §7): its details, adding and removing it, its grade, signatures,
// pictures and rework. Import from "@gbo/contracts/comics".
export * from "./edit";
export * from "./grade";
export * from "./images";
export * from "./rework";
export * from "./signatures";
