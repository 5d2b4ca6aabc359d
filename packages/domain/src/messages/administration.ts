// Messages quoted from spec/administration.md (see ../index.ts).
export {};
