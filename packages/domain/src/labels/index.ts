// Labels (workflow §2 labels view; administration §3–§5, §7, §9): what the printed label says, the worker
// label queue, and printing through the local label service. Import from "@gbo/domain/labels".

export * from "./label-printing";
export * from "./label-queue";
export * from "./label-queue-rules";
export * from "./label-text";
export * from "./label-xml";
export * from "./manga-label-codes";
