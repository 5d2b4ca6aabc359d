// What the printed label says (workflow §2 labels view). Import from "@gbo/domain/labels".

export * from "./label-queue";
export * from "./label-queue-rules";
export * from "./label-text";
export * from "./label-xml";
