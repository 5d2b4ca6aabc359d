// POST /api/workers, PUT /api/workers/{id}, DELETE /api/workers/{id} (administration §5, §6; DESIGN §7:
// disabling a worker or changing their claims ends their sessions at once through the token version).
// Each write passes authorizeWorkerAction inside its transaction (who may grant, change, disable, reset
// or remove whom: D29).
import type {
  TCreatedWorker,
  TCreateWorker,
  TUpdateWorker,
  TWorker,
  TWorkerReset,
} from "@gbo/contracts/workers";
import { formatClaims, isAdmin, parseClaims } from "@gbo/domain/claims";
import { ERROR_SAVING_CHANGES } from "@gbo/domain/messages";
import { WORKER_EMAIL_TAKEN, workerFormProblems } from "@gbo/domain/workers";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { workers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { forgetWorker } from "../../../http/worker-cache";
import type { MailService } from "../../../integrations/mail/mail-service";
import { revokeResetLinks } from "../links/reset-links";
import { endWorkerSessions } from "../sessions/end-worker-sessions";
import { findWorkerByLogin, insertWorker } from "../workers.queries";
import { sendWorkerResetLink } from "./send-worker-reset-link";
import { toWorker } from "./worker-mappers";
import { authorizeWorkerAction, WORKER_NOT_FOUND } from "./worker-privileges";

export { WORKER_NOT_FOUND };
export const WORKER_STALE = "This worker was changed by someone else. Reload and try again.";

type Actor = { id: string; userName: string; claims: readonly string[] };

/**
 * Without a mail server the link never leaves the outbox, and a new worker could never get a password:
 * an admin (who may set anyone's access anyway) is then shown the link to hand over. With SMTP set, or
 * to anyone else, the link travels only by e-mail.
 */
function linkToShow(config: AppConfig, actor: Actor, link: string): string | undefined {
  return !config.smtpUrl && isAdmin(actor.claims) ? link : undefined;
}

/** Field checks shared by create and update; `selfId` lets a worker keep their own e-mail. */
async function checkedFields(db: Db, input: TCreateWorker, selfId?: string) {
  const problems: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(workerFormProblems(input))) problems[field] = [message];
  const email = input.email.trim().toLowerCase();
  if (!problems.email) {
    // A new worker's user name is their e-mail, so an address may clash with either.
    const owner = await findWorkerByLogin(db, email);
    if (owner && owner.id !== selfId) problems.email = [WORKER_EMAIL_TAKEN];
  }
  if (Object.keys(problems).length > 0) throw AppError.fields(ERROR_SAVING_CHANGES, problems);
  return { email, claims: formatClaims(parseClaims(input.claims)) };
}

export async function createWorker(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  log: FastifyBaseLogger;
  actor: Actor;
  input: TCreateWorker;
}): Promise<TCreatedWorker> {
  const { db, input } = options;
  const fields = await checkedFields(db, input);
  const row = await db.transaction(async (tx) => {
    await authorizeWorkerAction(tx, {
      actorId: options.actor.id,
      action: "create",
      next: { claims: fields.claims, isActive: input.isActive },
    });
    return insertWorker(tx, {
      email: fields.email,
      userName: fields.email,
      displayName: fields.email.split("@")[0] ?? fields.email,
      claims: fields.claims,
      isActive: input.isActive,
      frontedAccess: input.frontedAccess,
      passwordHash: null,
    });
  });
  const { link } = await sendWorkerResetLink({
    db,
    config: options.config,
    mail: options.mail,
    workerId: row.id,
    isNew: true,
  });
  options.log.info(
    { by: options.actor.userName, worker: row.userName, claims: row.claims },
    "worker created",
  );
  return { ...toWorker(row), setPasswordLink: linkToShow(options.config, options.actor, link) };
}

export async function updateWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  actor: Actor;
  id: string;
  input: TUpdateWorker;
}): Promise<TWorker> {
  const { db, input } = options;
  const fields = await checkedFields(db, input, options.id);
  const next = { claims: fields.claims, isActive: input.isActive };
  const { updated, endsSessions } = await db.transaction(async (tx) => {
    const current = await authorizeWorkerAction(tx, {
      actorId: options.actor.id,
      action: "update",
      targetId: options.id,
      next,
    });
    if (current.version !== input.version) throw new AppError("conflict", WORKER_STALE);
    // New claims or a disabled account must not wait for the access token to expire.
    const endsSessions =
      fields.claims !== formatClaims(parseClaims(current.claims)) || (current.isActive && !input.isActive);
    const [row] = await tx
      .update(workers)
      .set({
        email: fields.email,
        claims: fields.claims,
        isActive: input.isActive,
        frontedAccess: input.frontedAccess,
        updatedAt: new Date(),
        version: sql`${workers.version} + 1`,
      })
      .where(and(eq(workers.id, current.id), eq(workers.version, input.version)))
      .returning();
    if (!row) throw new AppError("conflict", WORKER_STALE);
    if (endsSessions) await endWorkerSessions(tx, current.id);
    // A link already mailed went to the old address: it must not outlive the change.
    if (fields.email !== current.email.toLowerCase()) await revokeResetLinks(tx, current.id);
    return { updated: row, endsSessions };
  });
  forgetWorker(updated.id);
  options.log.info(
    { by: options.actor.userName, worker: updated.userName, claims: updated.claims, endsSessions },
    "worker updated",
  );
  return toWorker(updated);
}

export async function removeWorker(options: { db: Db; log: FastifyBaseLogger; actor: Actor; id: string }) {
  const removed = await options.db.transaction(async (tx) => {
    const current = await authorizeWorkerAction(tx, {
      actorId: options.actor.id,
      action: "remove",
      targetId: options.id,
    });
    // Refresh tokens and one-time links go with the row (cascade).
    await tx.delete(workers).where(eq(workers.id, current.id));
    return current;
  });
  forgetWorker(removed.id);
  options.log.info({ by: options.actor.userName, worker: removed.userName }, "worker removed");
  return { ok: true as const };
}

export const NO_MAIL_SERVER_LINK =
  "No mail server is set, so no e-mail was sent: copy this link to the worker. It works once.";

export async function resetWorkerPassword(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  actor: Actor;
  id: string;
}): Promise<TWorkerReset> {
  const { worker, link } = await sendWorkerResetLink({
    ...options,
    workerId: options.id,
    isNew: false,
    authorize: (tx) =>
      authorizeWorkerAction(tx, { actorId: options.actor.id, action: "resetPassword", targetId: options.id }),
  });
  const shown = linkToShow(options.config, options.actor, link);
  if (shown) return { message: NO_MAIL_SERVER_LINK, setPasswordLink: shown };
  return { message: `A reset link was sent to ${worker.email}.` };
}
