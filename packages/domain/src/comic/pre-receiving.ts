// Pre-receiving state of an order (submissions-pricing §4): the comic and insured balance left on each
// invoiced tier, checkout eligibility after a save, the unsaved-changes flag, and which order status
// each pre-receiving screen needs.

/** "Saved comic status starts as 'Submitted'." */
export const SAVED_COMIC_STATUS = "Submitted";

export type InvoicedTier = { id: string; count: number; insured: number };
export type SavedComicCount = { tierId: string; quantity: number; insured: number };
export type TierBalance = { tierId: string; remainingComics: number; remainingInsured: number };

/** What is left on each invoiced tier after the saved comics (insured is per comic, times quantity).
 * Comics of a tier the invoice no longer has are not counted against any tier. */
export function tierBalances(
  tiers: readonly InvoicedTier[],
  comics: readonly SavedComicCount[],
): TierBalance[] {
  return tiers.map((tier) => {
    let usedComics = 0;
    let usedInsured = 0;
    for (const c of comics) {
      if (c.tierId !== tier.id) continue;
      usedComics += c.quantity;
      usedInsured += c.quantity * c.insured;
    }
    return {
      tierId: tier.id,
      remainingComics: tier.count - usedComics,
      remainingInsured: tier.insured - usedInsured,
    };
  });
}

/** The local flags of §3 "Local browser storage per order id": CheckoutEligible (0 or 1) and NewChanges. */
export type PreReceivingFlags = { checkoutEligible: 0 | 1; hasNewChanges: boolean };

/** "Saving comics marks the order checkout-eligible only if every tier has 0 remaining comic balance." */
export function flagsAfterSave(balances: readonly TierBalance[]): PreReceivingFlags {
  const isEligible = balances.length > 0 && balances.every((b) => b.remainingComics === 0);
  return { checkoutEligible: isEligible ? 1 : 0, hasNewChanges: false };
}

/** "Any edit resets eligibility to 0 and flags unsaved changes." */
export function flagsAfterEdit(): PreReceivingFlags {
  return { checkoutEligible: 0, hasNewChanges: true };
}

export type PreReceivingScreen = "addcomic" | "invoicing";

/**
 * "Order status 'AddComic' is required for the add-comic screens, otherwise the user is redirected to
 * the order summary. Status 'Invoicing' is required for the invoicing detail (unless new)." Answers
 * "order-summary" when the screen must not open, null when it may.
 */
export function preReceivingRedirect(
  screen: PreReceivingScreen,
  orderStatus: string,
  opts: { isNew?: boolean } = {},
): "order-summary" | null {
  if (screen === "addcomic") return orderStatus === "AddComic" ? null : "order-summary";
  return opts.isNew || orderStatus === "Invoicing" ? null : "order-summary";
}
