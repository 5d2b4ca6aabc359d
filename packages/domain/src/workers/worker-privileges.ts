// Who may make, change, disable, reset or remove a worker (issue 27, D29). Nobody grants what they do
// not hold: a worker gives only claims it holds itself and never admin unless it is admin; only an admin
// touches an admin, or a worker holding claims the actor lacks; nobody changes their own claims or active
// flag; the last active admin is never disabled, demoted or removed. The server enforces this on every
// worker write; the worker form asks the same function to offer only what is allowed.
import { isAdmin, parseClaims, type UserClaims } from "../claims/index";
import { ERROR_REMOVE_WORKER } from "../messages/administration";

export const WORKER_CANNOT_REMOVE_SELF = "You cannot remove your own account.";
export const ONLY_ADMIN_GRANTS_ADMIN = "Only an admin can grant the admin claim.";
export const OWN_CLAIMS_UNCHANGEABLE = "You cannot change your own claims.";
export const OWN_ACTIVE_UNCHANGEABLE = "You cannot disable or enable your own account.";
export const LAST_ADMIN_DISABLED = "The last active admin cannot be disabled.";
export const LAST_ADMIN_DEMOTED = "The last active admin cannot lose the admin claim.";
export const LAST_ADMIN_REMOVED = "The last active admin cannot be removed.";

/** The worker form's hint under the claims for anyone but an admin. */
export const GRANT_ONLY_HELD_HINT = "You can grant only the claims you hold yourself.";

export function claimsNotHeldMessage(claims: readonly string[]): string {
  return `You can only grant claims you hold yourself (not: ${claims.join(", ")}).`;
}

/** What the actor does to a worker; "disable" is an update that turns an active worker off. */
export type WorkerAction = "create" | "update" | "disable" | "resetPassword" | "remove";

const VERBS: Record<Exclude<WorkerAction, "create">, string> = {
  update: "change",
  disable: "disable",
  resetPassword: "reset the password of",
  remove: "remove",
};

export function onlyAdminMessage(action: Exclude<WorkerAction, "create">, lacking: readonly string[]) {
  return lacking.includes("admin")
    ? `Only an admin can ${VERBS[action]} an admin.`
    : `Only an admin can ${VERBS[action]} a worker who holds claims you do not hold (${lacking.join(", ")}).`;
}

/** The claims of `claims` the actor cannot give: an admin gives any; anyone else only what it holds by name. */
export function claimsActorLacks(actorClaims: UserClaims, claims: UserClaims): string[] {
  if (isAdmin(actorClaims)) return [];
  const held = parseClaims(actorClaims);
  return parseClaims(claims).filter((claim) => !held.includes(claim));
}

export type PrivilegeTarget = { claims: UserClaims; isActive: boolean };

export type WorkerActionRequest = {
  actorClaims: UserClaims;
  action: WorkerAction;
  /** The worker as stored; absent for "create". */
  target?: PrivilegeTarget;
  /** Whether the target is the actor's own account. */
  isSelf?: boolean;
  /** The claims and active flag asked for (create, update, disable). */
  next?: PrivilegeTarget;
  /** Active admins other than the target (the server counts them under a lock; the web may omit it). */
  otherActiveAdmins?: number;
};

/** Where a refusal belongs on the worker form: a field, or the whole worker. */
export type PrivilegeProblem = { field: "claims" | "isActive" | null; message: string };

const problem = (field: PrivilegeProblem["field"], message: string): PrivilegeProblem => ({ field, message });

function sameClaims(a: UserClaims, b: UserClaims): boolean {
  const left = parseClaims(a).sort();
  const right = parseClaims(b).sort();
  return left.length === right.length && left.every((claim, i) => claim === right[i]);
}

/** The first rule the request breaks, or null when the actor may do it. */
export function workerActionProblem(request: WorkerActionRequest): PrivilegeProblem | null {
  const { actorClaims, action, target, next } = request;
  if (action === "remove") {
    if (!isAdmin(actorClaims)) return problem(null, ERROR_REMOVE_WORKER);
    if (request.isSelf) return problem(null, WORKER_CANNOT_REMOVE_SELF);
  }
  if (target && action !== "create") {
    const lacking = claimsActorLacks(actorClaims, target.claims);
    if (lacking.length > 0) return problem(null, onlyAdminMessage(action, lacking));
  }
  if (next) {
    if (request.isSelf && target) {
      if (!sameClaims(next.claims, target.claims)) return problem("claims", OWN_CLAIMS_UNCHANGEABLE);
      if (next.isActive !== target.isActive) return problem("isActive", OWN_ACTIVE_UNCHANGEABLE);
    }
    const lacking = claimsActorLacks(actorClaims, next.claims);
    if (lacking.includes("admin")) return problem("claims", ONLY_ADMIN_GRANTS_ADMIN);
    if (lacking.length > 0) return problem("claims", claimsNotHeldMessage(lacking));
  }
  return lastAdminProblem(request);
}

function lastAdminProblem({ action, target, next, otherActiveAdmins }: WorkerActionRequest) {
  if (!target || !isAdmin(target.claims) || !target.isActive) return null;
  if (otherActiveAdmins === undefined || otherActiveAdmins > 0) return null;
  if (action === "remove") return problem(null, LAST_ADMIN_REMOVED);
  if (next && !next.isActive) return problem("isActive", LAST_ADMIN_DISABLED);
  if (next && !isAdmin(next.claims)) return problem("claims", LAST_ADMIN_DEMOTED);
  return null;
}

/** The action an update amounts to: turning an active worker off is "disable". */
export function updateActionOf(target: PrivilegeTarget, next: PrivilegeTarget): WorkerAction {
  return target.isActive && !next.isActive ? "disable" : "update";
}
