// Builders shared by the pricing, promo and rewards tests (and the bench): a plain draft comic and a
// quote input on the default catalog. Not exported from the package index.
import { DEFAULT_CATALOG } from "../catalog";
import type { ComicDraft, QuoteInput } from "./types";

export function draftComic(over: Partial<ComicDraft> = {}): ComicDraft {
  return {
    id: "001",
    tierId: "NW",
    quantity: 1,
    insured: 10000,
    collectibleType: "Comic",
    press: 0,
    pressScreen: false,
    fastPassValue: 0,
    gradeScreen: 0,
    partialGrade: false,
    reholder: false,
    artwork: false,
    isSlab: false,
    isWitnessedSignature: false,
    image: false,
    international: false,
    signatures: [],
    ...over,
  };
}

export function quoteInput(over: Partial<QuoteInput> = {}): QuoteInput {
  return {
    catalog: DEFAULT_CATALOG,
    country: "US",
    version: 14,
    member: { level: "Standard" },
    comics: [draftComic()],
    orderDate: "2025-06-02",
    ...over,
  };
}
