// Draft submission states (submissions-pricing §4).

/** "A draft is valid with a total, or when every comic has a grade screen." */
export function isDraftValid(total: number, comics: ReadonlyArray<{ gradeScreen: number }>): boolean {
  if (total > 0) return true;
  return comics.length > 0 && comics.every((c) => c.gradeScreen > 0);
}

export type CheckoutState = {
  isValid: boolean;
  hasShipping: boolean;
  hasRate: boolean;
  hasPayMethod: boolean;
  hasOrigin: boolean;
  /** The promo code was checked (a cleared code counts as checked). */
  isPromoChecked: boolean;
};

/** Checkout needs: valid, shipping, a shipping rate, pay method, origin and a promo check. */
export function canCheckout(s: CheckoutState): boolean {
  return s.isValid && s.hasShipping && s.hasRate && s.hasPayMethod && s.hasOrigin && s.isPromoChecked;
}

/** Submit needs: valid, shipping, pay method, origin and a promo check (no rate). */
export function canSubmit(s: Omit<CheckoutState, "hasRate"> & { hasRate?: boolean }): boolean {
  return s.isValid && s.hasShipping && s.hasPayMethod && s.hasOrigin && s.isPromoChecked;
}

/** When the server's tier version differs the draft adopts it and recalculates; with no tiers the
 * cached draft is cleared. */
export function reconcileTierVersion(
  draftVersion: number,
  serverVersion: number,
  serverTierCount: number,
): { action: "clear" } | { action: "keep" } | { action: "recalculate"; version: number } {
  if (serverTierCount === 0) return { action: "clear" };
  if (draftVersion !== serverVersion) return { action: "recalculate", version: serverVersion };
  return { action: "keep" };
}

/** "The draft is discarded if its owner differs, and after reset, submit or cancel." */
export function shouldDiscardDraft(draftOwnerId: string | undefined, userId: string): boolean {
  return draftOwnerId !== undefined && draftOwnerId !== userId;
}

/** A new draft starts with these summary values (§3). */
export const NEW_DRAFT_DEFAULTS = {
  status: "Submitted",
  countryCode: "US",
  collectibleType: "Comic",
  mangaType: "Tankobon",
} as const;
