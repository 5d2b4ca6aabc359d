// Shipping address and carrier account checks of the invoice (submissions-pricing §5, workflow §5).

import {
  ACCOUNT_NUMBER_LENGTHS,
  type Carrier,
  canUseDhlAccount,
  validateAccountNumber,
} from "../customers/shipping-accounts";
import {
  DHL_NOT_FOR_DOMESTIC_US,
  INVOICE_CANADA_ADDRESS_ONLY,
  INVOICE_SHIPPING_ADDRESS_REQUIRED,
} from "../messages/submissions";
import { fail, ok, type Result } from "../workflow/result";

export type { Carrier };

/** Country text of an address as US / CA when it names one of them. */
export function normalizeCountry(country: string | null | undefined): string {
  const c = (country ?? "").trim().toUpperCase();
  if (c === "CANADA" || c === "CAN") return "CA";
  if (c === "USA" || c === "UNITED STATES" || c === "UNITED STATES OF AMERICA") return "US";
  return c;
}

/** The carrier an order's free-text shipping account names ("DHL 123456789" → DHL), or null. */
export function carrierOfShippingAccount(account: string | null | undefined): Carrier | null {
  const text = account ?? "";
  if (/\bdhl\b/i.test(text)) return "DHL";
  if (/\bfed\s?ex\b/i.test(text)) return "FedEx";
  if (/\bups\b/i.test(text)) return "UPS";
  return null;
}

/** The invoice's address rules: one must be chosen; CA orders take only a Canadian address; a DHL
 * account cannot ship to a domestic US address (our message, the spec does not show one). */
export function validateShippingAddress(input: {
  orderCountry: string;
  address?: { country: string } | null;
  carrier?: Carrier | null;
}): Result<true> {
  if (!input.address) return fail(INVOICE_SHIPPING_ADDRESS_REQUIRED);
  const to = normalizeCountry(input.address.country);
  const from = normalizeCountry(input.orderCountry);
  if (from === "CA" && to !== "CA") return fail(INVOICE_CANADA_ADDRESS_ONLY);
  if (input.carrier === "DHL" && from === "US" && !canUseDhlAccount(to)) return fail(DHL_NOT_FOR_DOMESTIC_US);
  return ok(true);
}

/** §5 "Shipping account numbers: FedEx 9 characters, UPS 6, DHL 9, alphanumeric only" — the lengths and
 * the check are the customers' (customer records); on the invoice an account must be present. */
export const SHIPPING_ACCOUNT_LENGTHS = ACCOUNT_NUMBER_LENGTHS;

export function isShippingAccountValid(carrier: Carrier, account: string): boolean {
  const checked = validateAccountNumber(carrier, account);
  return checked.ok && checked.value !== null;
}
