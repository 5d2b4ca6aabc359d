// Shipping on a customer's own carrier account (administration §5, submissions-pricing §5): the carriers,
// their account number lengths, and DHL never for a domestic US address.
import { accountNumberInvalid } from "../messages/administration";
import { DHL_NOT_FOR_DOMESTIC_US } from "../messages/submissions";
import { fail, ok, type Result } from "../workflow/result";

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
