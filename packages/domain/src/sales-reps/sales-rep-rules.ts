// Sales reps (administration §3, §4): the form rules and the deletion rule.
import { fail, ok, type Result } from "../workflow/result";

export const REP_CODE_REQUIRED = "Rep code is required.";
export const REP_CODE_INVALID = "Rep code may hold letters and digits only (at most 20).";
export const REP_CODE_TAKEN = "This rep code is already used by another sales rep.";
export const REP_FIRST_NAME_REQUIRED = "First name is required.";
export const REP_LAST_NAME_REQUIRED = "Last name is required.";
export const REP_HAS_ORDERS = "This sales rep has orders and cannot be deleted.";

/** A rep code as stored: trimmed and uppercased (orders name reps by it). */
export function validateRepCode(value: string | null | undefined): Result<string> {
  const code = value?.trim().toUpperCase() ?? "";
  if (!code) return fail(REP_CODE_REQUIRED);
  return /^[0-9A-Z]{1,20}$/.test(code) ? ok(code) : fail(REP_CODE_INVALID);
}

/** The sales rep form's field problems (empty when valid). */
export function salesRepFormProblems(input: {
  repCode?: string;
  firstName: string;
  lastName: string;
}): Partial<Record<"repCode" | "firstName" | "lastName", string>> {
  const problems: Partial<Record<"repCode" | "firstName" | "lastName", string>> = {};
  if (input.repCode !== undefined) {
    const code = validateRepCode(input.repCode);
    if (!code.ok) problems.repCode = code.message;
  }
  if (!input.firstName.trim()) problems.firstName = REP_FIRST_NAME_REQUIRED;
  if (!input.lastName.trim()) problems.lastName = REP_LAST_NAME_REQUIRED;
  return problems;
}

/** "Deletion is offered only when the rep has no orders." */
export function canDeleteSalesRep(orderCount: number): boolean {
  return orderCount === 0;
}

/** The server's answer to a deletion (§4, canDeleteSalesRep): refused with a message while orders exist. */
export function checkSalesRepDeletion(orderCount: number): Result<null> {
  return canDeleteSalesRep(orderCount) ? ok(null) : fail(REP_HAS_ORDERS);
}
