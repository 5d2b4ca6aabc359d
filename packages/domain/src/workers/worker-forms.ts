// Worker administration (administration §5, §6): which claims exist to be given and the texts the
// worker form shows under its fields; who may do what to whom is worker-privileges.ts.
import { parseClaims, type UserClaims, unknownClaims } from "../claims/index";
import { INVALID_EMAIL_FORMAT } from "../messages/administration";
import { isEmail } from "../text/email";
import { fail, ok, type Result } from "../workflow/result";

/** "Worker e-mail: must be valid ('Invalid email format')." */
export function validateWorkerEmail(email: string | null | undefined): Result<string> {
  const value = email?.trim() ?? "";
  return isEmail(value) ? ok(value.toLowerCase()) : fail(INVALID_EMAIL_FORMAT);
}

export const WORKER_EMAIL_TAKEN = "This e-mail address is already used by another worker.";

export function unknownClaimsMessage(claims: readonly string[]): string {
  return `Unknown claims: ${claims.join(", ")}.`;
}

/** The claims to store: known ones only (a typo must not silently grant nothing), cleaned and deduped. */
export function validateWorkerClaims(claims: UserClaims): Result<string[]> {
  const unknown = unknownClaims(claims);
  return unknown.length > 0 ? fail(unknownClaimsMessage(unknown)) : ok(parseClaims(claims));
}

/** The worker form's field problems (empty when valid): e-mail format and known claims. */
export function workerFormProblems(input: {
  email: string;
  claims: UserClaims;
}): Partial<Record<"email" | "claims", string>> {
  const problems: Partial<Record<"email" | "claims", string>> = {};
  const email = validateWorkerEmail(input.email);
  if (!email.ok) problems.email = email.message;
  const claims = validateWorkerClaims(input.claims);
  if (!claims.ok) problems.claims = claims.message;
  return problems;
}

/** A manager's reset link for one worker: at most one in this many minutes (as the customer notice). */
export const WORKER_RESET_WINDOW_MINUTES = 10;
export const WORKER_RESET_ALREADY_SENT =
  "A reset link was already sent to this worker in the last 10 minutes.";
