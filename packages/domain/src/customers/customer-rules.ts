// Customer profile rules (administration §3, §5, §9): the member form, the new-member form and the
// address form, each answering field → message so the server's modelState and the browser agree.
import { INVALID_EMAIL_FORMAT } from "../messages/administration";
import { isEmail } from "../text/email";
import { validateMembership } from "./memberships";
import { type Carrier, validateAccountNumber, validateDhlForAddress } from "./shipping-accounts";

/** §9: "user search limit 10, 500 in staff lookups". */
export const USER_SEARCH_LIMIT = 10;
export const USER_SEARCH_LIMIT_MAX = 500;

/** "The search text is treated as an e-mail if it matches an e-mail pattern, otherwise as a last name." */
export function classifyUserSearch(text: string): { by: "email" | "lastName"; value: string } {
  const value = text.trim();
  return { by: isEmail(value) ? "email" : "lastName", value };
}

/** §9 "default dealer discounts 15/10/50" (grading, pressing, VSP), offered when switching to Dealer. */
export const DEFAULT_DEALER_DISCOUNTS = { grading: 15, pressing: 10, vsp: 50 } as const;

/** The memberships a manager may pick (the discontinued ones are refused by validateMembership). */
export const ASSIGNABLE_MEMBERSHIPS: readonly string[] = ["Basic", "Premium", "Elite", "Dealer"];

export const CUSTOMER_FIRST_NAME_REQUIRED = "First name is required.";
export const CUSTOMER_LAST_NAME_REQUIRED = "Last name is required.";
export const CUSTOMER_EMAIL_TAKEN = "This e-mail is already used by another customer.";
export const MEMBERSHIP_UNKNOWN = "Please pick a membership from the list.";
export const DISCOUNT_OUT_OF_RANGE = "A discount is a whole percent from 0 to 100.";
export const ADDRESS_LINE1_REQUIRED = "Address line 1 is required.";
export const ADDRESS_CITY_REQUIRED = "City is required.";
export const ADDRESS_ZIP_REQUIRED = "Zip / postal code is required.";
export const ADDRESS_STATE_REQUIRED = "State is required.";
export const ADDRESS_PROVINCE_REQUIRED = "Canada needs a province.";
export const DEFAULT_ADDRESS_NOT_DELETABLE =
  "The default address cannot be deleted while other addresses exist. Make another one the default first.";

export type FieldProblems = Record<string, string>;

function nameAndEmailProblems(input: { firstName: string; lastName: string; email: string }): FieldProblems {
  const problems: FieldProblems = {};
  if (!input.firstName.trim()) problems.firstName = CUSTOMER_FIRST_NAME_REQUIRED;
  if (!input.lastName.trim()) problems.lastName = CUSTOMER_LAST_NAME_REQUIRED;
  if (!isEmail(input.email)) problems.email = INVALID_EMAIL_FORMAT;
  return problems;
}

/** New member (§3: email, firstname, lastname). */
export function newMemberProblems(input: {
  firstName: string;
  lastName: string;
  email: string;
}): FieldProblems {
  return nameAndEmailProblems(input);
}

export type MemberInput = {
  firstName: string;
  lastName: string;
  email: string;
  membership: string;
  discount: number;
  pressingDiscount: number;
  vspDiscount: number;
  fedExAccount: string;
  upsAccount: string;
  dhlAccount: string;
};

const ACCOUNT_FIELDS: readonly [keyof MemberInput, Carrier][] = [
  ["fedExAccount", "FedEx"],
  ["upsAccount", "UPS"],
  ["dhlAccount", "DHL"],
];

/**
 * The member form (§5): names and e-mail, a membership that may be assigned (a Dealer needs a discount
 * above 0), discounts 0–100, account numbers FedEx 9 / UPS 6 / DHL 9, and no DHL account when the
 * default address is in the US.
 */
export function memberProblems(
  input: MemberInput,
  context: { currentMembership: string | null; defaultAddressCountry: string | null },
): FieldProblems {
  const problems = nameAndEmailProblems(input);
  const known = ASSIGNABLE_MEMBERSHIPS.includes(input.membership);
  if (!known && input.membership !== context.currentMembership) {
    const refused = validateMembership({ membership: input.membership, discountPercent: input.discount });
    problems.membership = refused.ok ? MEMBERSHIP_UNKNOWN : refused.message;
  } else {
    const checked = validateMembership({
      membership: input.membership,
      currentMembership: context.currentMembership,
      discountPercent: input.discount,
    });
    if (!checked.ok) problems.discount = checked.message;
  }
  for (const field of ["discount", "pressingDiscount", "vspDiscount"] as const) {
    const value = input[field];
    if (!Number.isInteger(value) || value < 0 || value > 100) problems[field] = DISCOUNT_OUT_OF_RANGE;
  }
  for (const [field, carrier] of ACCOUNT_FIELDS) {
    const checked = validateAccountNumber(carrier, String(input[field] ?? ""));
    if (!checked.ok) problems[field] = checked.message;
  }
  if (input.dhlAccount.trim() && context.defaultAddressCountry && !problems.dhlAccount) {
    const dhl = validateDhlForAddress(context.defaultAddressCountry);
    if (!dhl.ok) problems.dhlAccount = dhl.message;
  }
  return problems;
}

export type AddressInput = {
  country: string;
  stateProvince: string;
  line1: string;
  city: string;
  zipPostal: string;
};

/** The address form: line 1, city, zip; a US address needs a state and a Canadian one a province. */
export function addressProblems(input: AddressInput): FieldProblems {
  const problems: FieldProblems = {};
  if (!input.line1.trim()) problems.line1 = ADDRESS_LINE1_REQUIRED;
  if (!input.city.trim()) problems.city = ADDRESS_CITY_REQUIRED;
  if (!input.zipPostal.trim()) problems.zipPostal = ADDRESS_ZIP_REQUIRED;
  if (!input.stateProvince.trim()) {
    problems.stateProvince = input.country === "CA" ? ADDRESS_PROVINCE_REQUIRED : ADDRESS_STATE_REQUIRED;
  }
  return problems;
}

/** "The default one cannot be deleted while others exist": the only address may go. */
export function canDeleteAddress(address: { isDefault: boolean }, addressCount: number): boolean {
  return !address.isDefault || addressCount <= 1;
}
