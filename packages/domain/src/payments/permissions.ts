// Who may list, add and delete a customer's payment methods: invoicers and billing (who charge cards
// on file, submissions §6) and customer managers (manage); admin holds every claim. The server's
// routes and the web's panel both read this.
import { hasAnyClaim, type UserClaims } from "../claims/index";

export const PAY_METHOD_CLAIMS: readonly string[] = ["invoicing", "billing", "manage"];

export function canManagePayMethods(claims: UserClaims): boolean {
  return hasAnyClaim(claims, PAY_METHOD_CLAIMS);
}
