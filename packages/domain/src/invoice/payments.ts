import { hasExpressConflict } from "../comic/save";
import { FAST_PASS_MIN_VERSION } from "../grading/codes";
import { ORIGINAL_ART_ENFORCED_AFTER_VERSION } from "../signatures/index";
import {
  MAX_CHARGED_PAYMENT_METHODS,
  OFFLINE_PAYMENT_TYPES,
  type TransactionType,
} from "../workflow/transactions";

// Payments and version gates (workflow §9, submissions-pricing §5 and §9).

/** Offline payment types of the invoice's payment section, by country: the table is the workflow
 * module's (workflow/transactions, "US allows CASH, CHECK, MONEYORDER; CA allows only MONEYORDER"). */
export function offlinePaymentTypesFor(country: string): readonly TransactionType[] {
  return OFFLINE_PAYMENT_TYPES[country.trim().toUpperCase() === "CA" ? "CA" : "US"];
}

/** "Two payment methods are charged at most" (constant from workflow/transactions). */
export const canAddPaymentMethod = (chosen: number): boolean => chosen < MAX_CHARGED_PAYMENT_METHODS;

/** Which chosen methods get charged: the first two. */
export function methodsToCharge<T>(methods: readonly T[]): T[] {
  return methods.slice(0, MAX_CHARGED_PAYMENT_METHODS);
}

/** "Fast pass supported from version 3" (constant from grading/codes). */
export const isFastPassSupported = (version: number): boolean => version >= FAST_PASS_MIN_VERSION;

/** "Original-art signature enforcement above version 13" — the constant is the signatures module's. */
export const isOriginalArtSignatureEnforced = (version: number): boolean =>
  version > ORIGINAL_ART_ENFORCED_AFTER_VERSION;

/** "Express service conflicts with non-express tiers for versions 3 to 7", over an invoice: an express
 * service is refused when any of its tiers is not an express tier. The per-comic rule is
 * @gbo/domain/comic's hasExpressConflict; this applies it to every tier of the invoice. */
export function isExpressServiceRefused(
  version: number,
  isExpressService: boolean,
  tiersAreExpress: readonly boolean[],
) {
  return tiersAreExpress.some((isExpressTier) =>
    hasExpressConflict({ version, isExpressService, isExpressTier }),
  );
}
