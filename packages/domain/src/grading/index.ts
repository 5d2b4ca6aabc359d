// Grading rules of the comic and tier screens (workflow §4, §5). Import from "@gbo/domain/grading".
export * from "./category";
export * from "./codes";
export * from "./comic-flags";
export * from "./eligibility";
export * from "./grade-save";
export * from "./one-pass";
