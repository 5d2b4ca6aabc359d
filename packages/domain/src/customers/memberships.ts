// Memberships (administration §5, submissions-pricing §9 "Dealer requires discount above 0"): what a
// manager may assign. Pricing asks the same rule of a member's level as it stands.
import { DEALER_NEEDS_DISCOUNT, membershipDiscontinued } from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";

/** "Discontinued memberships ClubMember, Bronze, Gold and NewDealer cannot be assigned." */
export const DISCONTINUED_MEMBERSHIPS: readonly string[] = ["ClubMember", "Bronze", "Gold", "NewDealer"];

/**
 * A membership change: never to a discontinued membership, and "a Dealer needs a discount above 0".
 * Keeping a member's current (discontinued) membership is allowed: only assigning is refused.
 */
export function validateMembership(input: {
  membership: string;
  currentMembership?: string | null;
  discountPercent: number;
}): Result<string> {
  const { membership } = input;
  if (DISCONTINUED_MEMBERSHIPS.includes(membership) && membership !== input.currentMembership) {
    return fail(membershipDiscontinued(membership));
  }
  if (membership === "Dealer" && !(input.discountPercent > 0)) return fail(DEALER_NEEDS_DISCOUNT);
  return ok(membership);
}
