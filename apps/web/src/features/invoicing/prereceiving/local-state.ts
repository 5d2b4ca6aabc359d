// Pre-receiving local state per order id (submissions-pricing §3 "Local browser storage per order id":
// SavedComics, availableCounts, CheckoutEligible, NewChanges, CopyComics). The comics list being edited
// lives here between the form and the page, and survives a reload; the server stays the source of
// truth: stored state is used only while it was built on the order version the server still has.
import type { TPreReceive, TPreReceiveComic } from "@gbo/contracts/invoicing";
import { balancesFor, type ComicBalances, flagsAfterEdit, tierBalances } from "@gbo/domain/comic";

/** A comic of the list: `key` is its saved id, or `n1`, `n2`… for one not saved yet. */
export type LocalComic = TPreReceiveComic & { key: string; uniqueId: string | null };

export type PreReceiveLocal = {
  orderId: string;
  /** The order version the list was read at (the save sends it). */
  version: number;
  savedComics: LocalComic[];
  /** Comics each tier still needs (tier id → remaining). */
  availableCounts: Record<string, number>;
  checkoutEligible: 0 | 1;
  newChanges: boolean;
  /** The comic "Copy" put aside: the next new comic's form opens with it. */
  copyComics: TPreReceiveComic | null;
};

export const localKey = (orderId: string) => `gbo.prereceive.${orderId}`;

function countsOf(page: Pick<TPreReceive, "tiers">, comics: readonly LocalComic[]): Record<string, number> {
  const balances = tierBalances(
    page.tiers.map((t) => ({ id: t.id, count: t.count, insured: t.insured })),
    comics,
  );
  return Object.fromEntries(balances.map((b) => [b.tierId, b.remainingComics]));
}

/** The state the server's read gives (also after "Comics Saved"): its saved comics, nothing unsaved. */
export function localFromServer(page: TPreReceive): PreReceiveLocal {
  const savedComics = page.comics.map(({ status: _status, uniqueId, ...comic }) => ({
    ...comic,
    key: comic.id,
    uniqueId,
  }));
  const availableCounts = countsOf(page, savedComics);
  return {
    orderId: page.id,
    version: page.version,
    savedComics,
    availableCounts,
    checkoutEligible: page.checkoutEligible,
    newChanges: false,
    copyComics: null,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocal(orderId: string): PreReceiveLocal | null {
  const text = storage()?.getItem(localKey(orderId));
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as PreReceiveLocal;
    return parsed.orderId === orderId && Array.isArray(parsed.savedComics) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocal(state: PreReceiveLocal): void {
  try {
    storage()?.setItem(localKey(state.orderId), JSON.stringify(state));
  } catch {
    // A full or blocked storage: the list still works for this visit.
  }
}

/** "Local storage is cleared" on complete, discard and move to invoicing. */
export function clearLocal(orderId: string): void {
  storage()?.removeItem(localKey(orderId));
}

/** The stored state when it was built on the server's current version, else the server's. */
export function resumeLocal(page: TPreReceive): PreReceiveLocal {
  const stored = readLocal(page.id);
  return stored && stored.version === page.version ? stored : localFromServer(page);
}

function nextKey(comics: readonly LocalComic[]): string {
  const used = comics.map((c) => Number(c.key.startsWith("n") ? c.key.slice(1) : Number.NaN));
  return `n${Math.max(0, ...used.filter(Number.isFinite)) + 1}`;
}

/** "Any edit resets eligibility to 0 and flags unsaved changes." A null key adds the comic. */
export function putComic(
  state: PreReceiveLocal,
  page: Pick<TPreReceive, "tiers">,
  key: string | null,
  comic: TPreReceiveComic,
): { state: PreReceiveLocal; key: string } {
  const existing = key === null ? undefined : state.savedComics.find((c) => c.key === key);
  const newKey = existing?.key ?? nextKey(state.savedComics);
  const local: LocalComic = {
    ...comic,
    id: existing?.id ?? null,
    key: newKey,
    uniqueId: existing?.uniqueId ?? null,
  };
  const savedComics = existing
    ? state.savedComics.map((c) => (c.key === newKey ? local : c))
    : [...state.savedComics, local];
  return {
    state: { ...state, ...edited(), savedComics, availableCounts: countsOf(page, savedComics) },
    key: newKey,
  };
}

export function removeComic(
  state: PreReceiveLocal,
  page: Pick<TPreReceive, "tiers">,
  key: string,
): PreReceiveLocal {
  const savedComics = state.savedComics.filter((c) => c.key !== key);
  return { ...state, ...edited(), savedComics, availableCounts: countsOf(page, savedComics) };
}

function edited() {
  const flags = flagsAfterEdit();
  return { checkoutEligible: flags.checkoutEligible, newChanges: flags.hasNewChanges };
}

/** "Copy a comic": put aside; the next new comic's form opens with it. */
export function copyComic(state: PreReceiveLocal, key: string): PreReceiveLocal {
  const comic = state.savedComics.find((c) => c.key === key);
  if (!comic) return state;
  const { key: _key, uniqueId: _uniqueId, ...copy } = comic;
  return { ...state, copyComics: { ...copy, id: null } };
}

/** What the tier and the order leave for the comic `key` (null: a new one) once the others count. */
export function balancesOf(
  state: PreReceiveLocal,
  page: Pick<TPreReceive, "tiers" | "addOnCounts">,
  tierId: string,
  key: string | null,
): ComicBalances | null {
  const tier = page.tiers.find((t) => t.id === tierId);
  if (!tier) return null;
  return balancesFor({
    tier: {
      id: tier.id,
      count: tier.count,
      insured: tier.insured,
      invoiceCounts: tier.invoiceCounts,
      insuredRange: tier.insuredRange,
    },
    addOnCounts: page.addOnCounts,
    others: state.savedComics.filter((c) => c.key !== key),
  });
}

/** The list the save sends: the comics without their local keys. */
export function submitListOf(state: PreReceiveLocal): TPreReceiveComic[] {
  return state.savedComics.map(({ key: _key, uniqueId: _uniqueId, ...comic }) => comic);
}

/** The remaining insured value of each tier in the list (null when the tier declares none). */
export function insuredLeft(state: PreReceiveLocal, page: Pick<TPreReceive, "tiers">, tierId: string) {
  const tier = page.tiers.find((t) => t.id === tierId);
  if (!tier || tier.insured <= 0) return null;
  const used = state.savedComics
    .filter((c) => c.tierId === tierId)
    .reduce((sum, c) => sum + c.quantity * c.insured, 0);
  return tier.insured - used;
}
