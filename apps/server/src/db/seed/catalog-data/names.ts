// Real publishers, common variant descriptions and real creators (signees) for the comic form's lookups.

export const PUBLISHERS: readonly string[] = ["Marvel", "DC"];

export const VARIANTS: readonly string[] = ["Newsstand", "Direct"];

export const SIGNEES: readonly string[] = ["Stan Lee", "Jack Kirby"];
