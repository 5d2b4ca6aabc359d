// Who may list, add and delete a customer's payment methods: invoicers and billing (who charge cards
// on file, submissions §6), the receiving desk (it submits orders and picks the card that pays them:
// "submit needs invoicing or receiving") and customer managers (manage); admin holds every claim. The
// server's routes, the answers that embed payment methods (D30) and the web's panels all read this.
import { hasAnyClaim, type UserClaims } from "../claims/index";

export const PAY_METHOD_CLAIMS: readonly string[] = ["invoicing", "billing", "receiving", "manage"];

export function canManagePayMethods(claims: UserClaims): boolean {
  return hasAnyClaim(claims, PAY_METHOD_CLAIMS);
}
