import { hasExpressConflict } from "../comic/save";
import { MAX_CHARGED_PAYMENT_METHODS } from "../workflow/transactions";

// Payments and version gates (workflow §9, submissions-pricing §5 and §9).

/** Offline payment types by country ("US allows CASH, CHECK, MONEYORDER; CA allows only MONEYORDER"),
 * fast-pass and original-art version gates: each rule lives beside its constant and is re-exported
 * here for the invoice screens. */
export { isFastPassSupported } from "../grading/codes";
export { isOriginalArtSignatureEnforced } from "../signatures/index";
export { offlinePaymentTypesFor } from "../workflow/transactions";

/** "Two payment methods are charged at most" (constant from workflow/transactions). */
export const canAddPaymentMethod = (chosen: number): boolean => chosen < MAX_CHARGED_PAYMENT_METHODS;

/** Which chosen methods get charged: the first two. */
export function methodsToCharge<T>(methods: readonly T[]): T[] {
  return methods.slice(0, MAX_CHARGED_PAYMENT_METHODS);
}

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
