// How a customer's history names a changed field (issue 30 §9: "vspDiscount" is a code, not words).
// The history keeps the field's code (filters and exports match on it); screens read this name.

const FIELD_NAMES: Readonly<Record<string, string>> = {
  created: "Customer created",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  phone: "Phone",
  membership: "Membership",
  discount: "Grading discount %",
  pressingDiscount: "Pressing discount %",
  vspDiscount: "VSP discount %",
  fedExAccount: "FedEx account",
  upsAccount: "UPS account",
  dhlAccount: "DHL account",
  defaultSalesRep: "Default sales rep",
  isWelcomePromo: "Welcome promo",
  address: "Address",
  defaultAddress: "Default address",
  password: "Password",
  mailChoices: "Mail choices",
  rewardsAvailable: "Rewards available",
  rewardsOriginal: "Rewards original",
  rewardsApplied: "Rewards applied",
};

/** The field's name in words; an unknown code is split at its capitals ("shipOther" → "Ship other"). */
export function customerFieldName(field: string): string {
  const known = FIELD_NAMES[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
