// Payments and version gates (workflow §9, submissions-pricing §5 and §9).

/** Transaction types a staff member may record by hand, by country. */
export const TRANSACTION_TYPES_BY_COUNTRY = {
  US: ["CASH", "CHECK", "MONEYORDER"],
  CA: ["MONEYORDER"],
} as const;
export type ManualTransactionType = "CASH" | "CHECK" | "MONEYORDER";

export function transactionTypesFor(country: string): readonly ManualTransactionType[] {
  return country.trim().toUpperCase() === "CA"
    ? TRANSACTION_TYPES_BY_COUNTRY.CA
    : TRANSACTION_TYPES_BY_COUNTRY.US;
}

/** "Two payment methods are charged at most." */
export const MAX_PAYMENT_METHODS = 2;
export const canAddPaymentMethod = (chosen: number): boolean => chosen < MAX_PAYMENT_METHODS;

/** Which chosen methods get charged: the first two. */
export function methodsToCharge<T>(methods: readonly T[]): T[] {
  return methods.slice(0, MAX_PAYMENT_METHODS);
}

/** "Fast pass supported from version 3". */
export const FAST_PASS_MIN_VERSION = 3;
export const isFastPassSupported = (version: number): boolean => version >= FAST_PASS_MIN_VERSION;

/** "Original-art signature enforcement above version 13". */
export const ORIGINAL_ART_SIGNATURE_ABOVE_VERSION = 13;
export const isOriginalArtSignatureEnforced = (version: number): boolean =>
  version > ORIGINAL_ART_SIGNATURE_ABOVE_VERSION;

/** "Express service conflicts with non-express tiers for versions 3 to 7": an order on those versions
 * cannot mix express and non-express tiers. */
export const EXPRESS_CONFLICT_VERSIONS = { from: 3, to: 7 } as const;
export function hasExpressConflict(version: number, tiersAreExpress: readonly boolean[]): boolean {
  if (version < EXPRESS_CONFLICT_VERSIONS.from || version > EXPRESS_CONFLICT_VERSIONS.to) return false;
  return tiersAreExpress.includes(true) && tiersAreExpress.includes(false);
}
