// Worker administration (administration §5, §6): who may remove a worker, which claims may be given,
// and the texts the worker form shows under its fields.
import { isAdmin, parseClaims, type UserClaims, unknownClaims } from "../claims/index";
import { ERROR_REMOVE_WORKER } from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";
import { validateWorkerEmail } from "./people";

export const WORKER_EMAIL_TAKEN = "This e-mail address is already used by another worker.";
export const WORKER_CANNOT_REMOVE_SELF = "You cannot remove your own account.";

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

/** "Only admin can remove workers" (§6), and nobody removes their own account. */
export function canRemoveWorker(actor: { id: string; claims: UserClaims }, workerId: string): Result<null> {
  if (!isAdmin(actor.claims)) return fail(ERROR_REMOVE_WORKER);
  if (actor.id === workerId) return fail(WORKER_CANNOT_REMOVE_SELF);
  return ok(null);
}
