// Where the draft lives (submissions-pricing §3 "held in local browser storage under a key tied to its
// owner", §4 discard and version rules). The key names the worker and the customer; a draft another
// worker left for the same customer in this browser is discarded, as is one whose stored owner differs.
import { reconcileTierVersion, shouldDiscardDraft } from "@gbo/domain/pricing";
import { type Draft, newDraft } from "./draft-model";

const PREFIX = "gbo.submission-draft.";

export const draftKey = (owner: string, customerId: number): string => `${PREFIX}${owner}.${customerId}`;

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function parse(text: string | null): Draft | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Draft;
    return value && typeof value === "object" && Array.isArray(value.comics) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The worker's draft for the customer, or a new one. Other workers' drafts for the customer go. */
export function loadDraft(storage: Storage, owner: string, customerId: number, level: string): Draft {
  const own = draftKey(owner, customerId);
  for (const key of keysOf(storage)) {
    if (key !== own && key.endsWith(`.${customerId}`)) storage.removeItem(key);
  }
  const stored = parse(storage.getItem(own));
  if (!stored || shouldDiscardDraft(stored.owner, owner) || stored.customerId !== customerId) {
    storage.removeItem(own);
    return newDraft(owner, customerId, level);
  }
  return stored;
}

export function saveDraft(storage: Storage, draft: Draft): void {
  storage.setItem(draftKey(draft.owner, draft.customerId), JSON.stringify(draft));
}

/** Reset, submit and cancel clear the draft (§4). */
export function clearDraft(storage: Storage, owner: string, customerId: number): void {
  storage.removeItem(draftKey(owner, customerId));
}

/**
 * The draft against the server's catalog version (§4): adopted when it differs (the screen re-prices
 * with the new catalog, and comics whose tier the new catalog lacks are dropped and counted), cleared
 * when the server has no tiers.
 */
export function reconcileDraft(
  draft: Draft,
  serverVersion: number,
  serverTierIds: ReadonlySet<string>,
): { draft: Draft; dropped: number; isCleared: boolean } {
  const decision = reconcileTierVersion(draft.version, serverVersion, serverTierIds.size);
  if (decision.action === "clear") {
    // The settings stay (they chose the empty tier list); comics, promo and checkout choices go.
    const cleared: Draft = {
      ...newDraft(draft.owner, draft.customerId, draft.level),
      version: serverVersion,
      countryCode: draft.countryCode,
      collectibleType: draft.collectibleType,
      mangaType: draft.mangaType,
    };
    return { draft: cleared, dropped: draft.comics.length, isCleared: true };
  }
  if (decision.action === "keep") return { draft, dropped: 0, isCleared: false };
  const comics = draft.comics.filter((c) => serverTierIds.has(c.tierId));
  return {
    draft: { ...draft, version: decision.version, comics },
    dropped: draft.comics.length - comics.length,
    isCleared: false,
  };
}
