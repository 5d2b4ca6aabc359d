// The order's shipping account (update order details): the carrier and its account number, checked by
// the account-number rule of administration §5 ("alphanumeric only. FedEx is 9 characters, UPS is 6,
// DHL is 9"). Empty means the lab's own shipping.
import { validateAccountNumber } from "../customers/shipping-accounts";
import { carrierOfShippingAccount } from "../invoice/address";
import { fail, ok, type Result } from "./result";

export const SHIPPING_ACCOUNT_CARRIER_REQUIRED =
  "Enter the shipping account as the carrier and its account number, for example FedEx 123456789.";

/** "FedEx 123456789" → "FedEx 123456789" (number uppercased); "" or null → null (no account). */
export function validateShippingAccount(value: string | null | undefined): Result<string | null> {
  const text = value?.trim() ?? "";
  if (!text) return ok(null);
  const carrier = carrierOfShippingAccount(text);
  if (!carrier) return fail(SHIPPING_ACCOUNT_CARRIER_REQUIRED);
  const number = text.replace(/^\s*(fed\s?ex|ups|dhl)\b[\s:#-]*/i, "");
  if (number === text) return fail(SHIPPING_ACCOUNT_CARRIER_REQUIRED);
  const checked = validateAccountNumber(carrier, number);
  if (!checked.ok) return checked;
  if (!checked.value) return fail(SHIPPING_ACCOUNT_CARRIER_REQUIRED);
  return ok(`${carrier} ${checked.value}`);
}
