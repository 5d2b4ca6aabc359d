// Sales reps and external users (administration §3, §4): the form rules and the deletion rule.
import { fail, ok, type Result } from "../workflow/result";
import { canDeleteSalesRep } from "./content";

export const REP_CODE_REQUIRED = "Rep code is required.";
export const REP_CODE_INVALID = "Rep code may hold letters and digits only (at most 20).";
export const REP_CODE_TAKEN = "This rep code is already used by another sales rep.";
export const REP_FIRST_NAME_REQUIRED = "First name is required.";
export const REP_LAST_NAME_REQUIRED = "Last name is required.";
export const REP_HAS_ORDERS = "This sales rep has orders and cannot be deleted.";

export const EXTERNAL_NAME_REQUIRED = "Name is required.";
export const EXTERNAL_PREFIX_INVALID = "Prefix may hold letters and digits only (2 to 10).";
export const EXTERNAL_PREFIX_TAKEN = "This prefix is already used by another external user.";

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

/** The server's answer to a deletion (§4, canDeleteSalesRep): refused with a message while orders exist. */
export function checkSalesRepDeletion(orderCount: number): Result<null> {
  return canDeleteSalesRep(orderCount) ? ok(null) : fail(REP_HAS_ORDERS);
}

/** An external user's prefix as stored: uppercased letters and digits, 2 to 10. */
export function validateExternalPrefix(value: string | null | undefined): Result<string> {
  const prefix = value?.trim().toUpperCase() ?? "";
  return /^[0-9A-Z]{2,10}$/.test(prefix) ? ok(prefix) : fail(EXTERNAL_PREFIX_INVALID);
}

export function externalUserFormProblems(input: {
  name: string;
  prefix: string;
}): Partial<Record<"name" | "prefix", string>> {
  const problems: Partial<Record<"name" | "prefix", string>> = {};
  if (!input.name.trim()) problems.name = EXTERNAL_NAME_REQUIRED;
  const prefix = validateExternalPrefix(input.prefix);
  if (!prefix.ok) problems.prefix = prefix.message;
  return problems;
}
