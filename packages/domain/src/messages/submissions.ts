// Messages quoted from spec/submissions-pricing.md (see ../index.ts).
export {};
