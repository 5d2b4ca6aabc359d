// Shelves (administration §3–§5; issue 17): shelf ids, moves in and out, one country per shelf. Import
// from "@gbo/domain/shelves".

export * from "./shelf-messages";
export * from "./shelf-rules";
