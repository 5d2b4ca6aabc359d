// Workers (administration §5, §6): the worker form and who may grant, change, disable, reset or remove
// a worker. Import from "@gbo/domain/workers".
export * from "./worker-forms";
export * from "./worker-privileges";
