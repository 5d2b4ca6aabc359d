// The one gate every worker write passes (issue 27, D29): inside the write's transaction it locks the
// active admins and the target, reads the actor as stored now (not as its token says), and asks the
// domain's workerActionProblem. Locking the admins serializes two admins demoting each other, so the
// last active admin survives any race.

import { ERROR_REMOVE_WORKER } from "@gbo/domain/messages";
import {
  type PrivilegeProblem,
  type PrivilegeTarget,
  updateActionOf,
  type WorkerAction,
  workerActionProblem,
} from "@gbo/domain/workers";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type WorkerRow, workers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";

export const WORKER_NOT_FOUND = "Worker not found.";
export const ACTOR_GONE = "Your account is no longer active.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of the active admins, locked until the transaction ends (claims are a comma list). */
async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: workers.id })
    .from(workers)
    .where(sql`${workers.isActive} and ${workers.claims} ~* '(^|,)\\s*admin\\s*(,|$)'`)
    .orderBy(workers.id)
    .for("update");
  return rows.map((row) => row.id);
}

async function lockWorker(tx: Db, id: string): Promise<WorkerRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.select().from(workers).where(eq(workers.id, id)).for("update");
  return row;
}

function refusal(action: WorkerAction, problem: PrivilegeProblem): AppError {
  if (action === "remove") {
    const reason = problem.message === ERROR_REMOVE_WORKER ? undefined : problem.message;
    return new AppError("forbidden", ERROR_REMOVE_WORKER, { exceptionMessage: reason });
  }
  return new AppError("forbidden", problem.message, {
    modelState: problem.field ? { [`model.${problem.field}`]: [problem.message] } : undefined,
  });
}

/**
 * Throws 403 with the rule's message when the actor may not do this (404 for an unknown target); answers
 * the target row, locked. Call it inside the transaction that makes the change.
 */
export async function authorizeWorkerAction(
  tx: Db,
  request: { actorId: string; action: "create"; next: PrivilegeTarget },
): Promise<undefined>;
export async function authorizeWorkerAction(
  tx: Db,
  request: {
    actorId: string;
    action: Exclude<WorkerAction, "create">;
    targetId: string;
    next?: PrivilegeTarget;
  },
): Promise<WorkerRow>;
export async function authorizeWorkerAction(
  tx: Db,
  request: { actorId: string; action: WorkerAction; targetId?: string; next?: PrivilegeTarget },
): Promise<WorkerRow | undefined> {
  const admins = await lockActiveAdmins(tx);
  const actor = await lockWorker(tx, request.actorId);
  if (!actor?.isActive) throw new AppError("unauthorized", ACTOR_GONE);
  const target = request.targetId === undefined ? undefined : await lockWorker(tx, request.targetId);
  if (request.targetId !== undefined && !target) throw new AppError("not_found", WORKER_NOT_FOUND);
  // Turning an active worker off is a "disable", whatever else the form changes.
  const action =
    request.action === "update" && target && request.next
      ? updateActionOf(target, request.next)
      : request.action;
  const problem = workerActionProblem({
    actorClaims: actor.claims,
    action,
    target,
    isSelf: target?.id === actor.id,
    next: request.next,
    otherActiveAdmins: admins.filter((id) => id !== target?.id).length,
  });
  if (problem) throw refusal(action, problem);
  return target;
}
