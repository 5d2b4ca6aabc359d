// Messages quoted from spec/workflow.md (see ../index.ts).
export {};
