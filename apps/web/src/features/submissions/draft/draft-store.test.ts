import { describe, expect, it } from "vitest";
import { type Draft, type DraftComic, newDraft } from "./draft-model";
import { clearDraft, draftKey, loadDraft, reconcileDraft, saveDraft } from "./draft-store";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const comic = (id: string, tierId: string): DraftComic =>
  ({ id, tierId, quantity: 1, insured: 0, title: "X", signatures: [] }) as unknown as DraftComic;

const withComics = (draft: Draft, ...comics: DraftComic[]): Draft => ({ ...draft, version: 13, comics });

describe("draft store", () => {
  it("keeps the draft under a key naming the worker and the customer, and reads it back", () => {
    const storage = memoryStorage();
    const draft = withComics(newDraft("sam", 5, "Basic"), comic("a", "NW"));
    saveDraft(storage, draft);
    expect(storage.getItem("gbo.submission-draft.sam.5")).not.toBeNull();
    expect(draftKey("sam", 5)).toBe("gbo.submission-draft.sam.5");
    expect(loadDraft(storage, "sam", 5, "Basic")).toEqual(draft);
    // Another customer of the same worker starts empty and leaves the first draft alone.
    expect(loadDraft(storage, "sam", 6, "Basic").comics).toEqual([]);
    expect(storage.getItem("gbo.submission-draft.sam.5")).not.toBeNull();
  });

  it("a new draft has the §3 defaults: Submitted, US, Comic, Tankobon, the member's level", () => {
    const draft = loadDraft(memoryStorage(), "sam", 5, "Dealer");
    expect(draft).toMatchObject({
      owner: "sam",
      customerId: 5,
      status: "Submitted",
      countryCode: "US",
      collectibleType: "Comic",
      mangaType: "Tankobon",
      level: "Dealer",
      version: 0,
      comics: [],
    });
  });

  it("discards another worker's draft for the same customer", () => {
    const storage = memoryStorage();
    saveDraft(storage, withComics(newDraft("ann", 5, "Basic"), comic("a", "NW")));
    const mine = loadDraft(storage, "sam", 5, "Basic");
    expect(mine.owner).toBe("sam");
    expect(mine.comics).toEqual([]);
    expect(storage.getItem("gbo.submission-draft.ann.5")).toBeNull();
  });

  it("discards a stored draft whose owner is not the signed-in worker (shouldDiscardDraft)", () => {
    const storage = memoryStorage();
    const foreign = withComics(newDraft("ann", 5, "Basic"), comic("a", "NW"));
    storage.setItem(draftKey("sam", 5), JSON.stringify(foreign));
    expect(loadDraft(storage, "sam", 5, "Basic").comics).toEqual([]);
    expect(storage.getItem(draftKey("sam", 5))).toBeNull();
  });

  it("starts over on unreadable storage, and clear (reset, submit, cancel) removes the draft", () => {
    const storage = memoryStorage();
    storage.setItem(draftKey("sam", 5), "{not json");
    expect(loadDraft(storage, "sam", 5, "Basic").comics).toEqual([]);
    saveDraft(storage, withComics(newDraft("sam", 5, "Basic"), comic("a", "NW")));
    clearDraft(storage, "sam", 5);
    expect(storage.getItem(draftKey("sam", 5))).toBeNull();
  });
});

describe("catalog version (§4)", () => {
  const draft = withComics(newDraft("sam", 5, "Basic"), comic("a", "NW"), comic("b", "OLD"));

  it("keeps a draft priced on the server's version", () => {
    const result = reconcileDraft(draft, 13, new Set(["NW", "OLD"]));
    expect(result.draft).toBe(draft);
  });

  it("adopts a changed version; comics whose tier the new catalog lacks are dropped and counted", () => {
    const result = reconcileDraft(draft, 14, new Set(["NW", "VI"]));
    expect(result.draft.version).toBe(14);
    expect(result.draft.comics.map((c) => c.id)).toEqual(["a"]);
    expect(result.dropped).toBe(1);
    expect(result.isCleared).toBe(false);
  });

  it("clears the draft when the server has no tiers, keeping its settings", () => {
    const manga = { ...draft, collectibleType: "Manga" as const, mangaType: "Zasshi" as const };
    const result = reconcileDraft(manga, 14, new Set());
    expect(result.isCleared).toBe(true);
    expect(result.draft.comics).toEqual([]);
    expect(result.draft).toMatchObject({ collectibleType: "Manga", mangaType: "Zasshi", version: 14 });
  });
});
