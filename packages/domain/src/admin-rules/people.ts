// Workers and customers (administration §5): e-mails, shipping account numbers, memberships.
import {
  accountNumberInvalid,
  DEALER_NEEDS_DISCOUNT,
  INVALID_EMAIL_FORMAT,
  membershipDiscontinued,
} from "../messages/administration";
import { DHL_NOT_FOR_DOMESTIC_US } from "../messages/submissions";
import { fail, ok, type Result } from "../workflow/result";
import { isEmail } from "./email";

/** "Worker e-mail: must be valid ('Invalid email format')." */
export function validateWorkerEmail(email: string | null | undefined): Result<string> {
  const value = email?.trim() ?? "";
  return isEmail(value) ? ok(value.toLowerCase()) : fail(INVALID_EMAIL_FORMAT);
}

/** "The search text is treated as an e-mail if it matches an e-mail pattern, otherwise as a last name." */
export function classifyUserSearch(text: string): { by: "email" | "lastName"; value: string } {
  const value = text.trim();
  return { by: isEmail(value) ? "email" : "lastName", value };
}

/** The carriers a customer may ship on with an account of their own (§5 shipping account numbers). */
export const ACCOUNT_CARRIERS = ["FedEx", "UPS", "DHL"] as const;
export type Carrier = (typeof ACCOUNT_CARRIERS)[number];

/** "FedEx is 9 characters, UPS is 6, DHL is 9", alphanumeric only. */
export const ACCOUNT_NUMBER_LENGTHS: Record<Carrier, number> = { FedEx: 9, UPS: 6, DHL: 9 };

/** Empty means "no account" and is allowed; the value is uppercased. */
export function validateAccountNumber(
  carrier: Carrier,
  value: string | null | undefined,
): Result<string | null> {
  const text = value?.trim().toUpperCase() ?? "";
  if (!text) return ok(null);
  const length = ACCOUNT_NUMBER_LENGTHS[carrier];
  return new RegExp(`^[0-9A-Z]{${length}}$`).test(text)
    ? ok(text)
    : fail(accountNumberInvalid(carrier, length));
}

/** "A DHL account cannot be used for domestic US addresses." */
export function canUseDhlAccount(addressCountry: string): boolean {
  return addressCountry.trim().toUpperCase() !== "US";
}

export function validateDhlForAddress(addressCountry: string): Result<null> {
  return canUseDhlAccount(addressCountry) ? ok(null) : fail(DHL_NOT_FOR_DOMESTIC_US);
}

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
