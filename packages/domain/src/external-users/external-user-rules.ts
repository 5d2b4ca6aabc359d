// External users (administration §3 "External user: name, prefix"): the form rules. A prefix names the
// external user's orders in the global search (search/global-search.ts).
import { fail, ok, type Result } from "../workflow/result";

export const EXTERNAL_NAME_REQUIRED = "Name is required.";
export const EXTERNAL_PREFIX_INVALID = "Prefix may hold letters and digits only (2 to 10).";
export const EXTERNAL_PREFIX_TAKEN = "This prefix is already used by another external user.";

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
