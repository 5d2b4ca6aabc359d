import type { TChangePassword } from "@gbo/contracts/auth";
import { PASSWORD_MESSAGES, passwordProblems } from "@gbo/domain/account";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { hashPassword, verifyPassword } from "../password-hash";
import { endWorkerSessions } from "../sessions/end-worker-sessions";
import { type IssuedSession, issueTokens } from "../sessions/issue-tokens";
import { findWorkerById, setPasswordHash } from "../workers.queries";
import { ACCOUNT_MESSAGES } from "./account-messages";

/**
 * Changes the signed-in worker's password. Every other session ends (token version bump, refresh families
 * revoked); the caller gets fresh tokens so this session continues.
 */
export async function changePassword(options: {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  workerId: string;
  input: TChangePassword;
}): Promise<IssuedSession> {
  const { db, config, input } = options;
  const worker = await findWorkerById(db, options.workerId);
  if (!worker) throw new AppError("unauthorized", "Authorization has been denied for this request.");

  const fields: Record<string, string[]> = {};
  const newProblems = passwordProblems(input.newPassword);
  if (newProblems.length > 0) fields.newPassword = newProblems;
  if (input.confirmPassword !== input.newPassword) fields.confirmPassword = [PASSWORD_MESSAGES.mismatch];
  if (!(await verifyPassword(worker.passwordHash, input.currentPassword))) {
    fields.currentPassword = [PASSWORD_MESSAGES.currentWrong];
  } else if (input.newPassword === input.currentPassword) {
    fields.newPassword = [...(fields.newPassword ?? []), PASSWORD_MESSAGES.sameAsCurrent];
  }
  if (Object.keys(fields).length > 0) {
    options.log.warn({ userName: worker.userName, fields: Object.keys(fields) }, "password change: refused");
    throw AppError.fields(ACCOUNT_MESSAGES.invalid, fields);
  }

  const passwordHash = await hashPassword(input.newPassword);
  // All or nothing: a new password never stands without the old sessions ended and this one renewed.
  const session = await db.transaction(async (tx) => {
    await setPasswordHash(tx, worker.id, passwordHash);
    const tokenVersion = await endWorkerSessions(tx, worker.id);
    return issueTokens({ db: tx, config, worker: { ...worker, tokenVersion } });
  });
  options.log.info({ userName: worker.userName }, "password changed; other sessions ended");
  return session;
}
