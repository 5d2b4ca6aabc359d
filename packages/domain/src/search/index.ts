// The global search (workflow §2, administration §2, §5). Import from "@gbo/domain/search".
export * from "./global-search";
