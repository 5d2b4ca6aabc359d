import type { TResetPassword } from "@gbo/contracts/auth";
import { passwordProblems } from "@gbo/domain/account";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { consumeOneTimeToken, expireOneTimeTokens } from "../links/one-time-tokens.queries";
import { hashOpaqueToken } from "../opaque-token";
import { hashPassword } from "../password-hash";
import { endWorkerSessions } from "../sessions/end-worker-sessions";
import { setPasswordHash } from "../workers.queries";
import { markEmailVerified } from "./account.queries";
import { ACCOUNT_MESSAGES } from "./account-messages";

/** Sets a new password from a one-time link; every existing session of the worker ends. */
export async function resetPassword(options: {
  db: Db;
  log: FastifyBaseLogger;
  input: TResetPassword;
}): Promise<{ message: string }> {
  const { db, log, input } = options;
  // Check the password first: a refused password must not use up the link.
  const problems = passwordProblems(input.password);
  if (problems.length > 0) throw AppError.fields(ACCOUNT_MESSAGES.invalid, { password: problems });
  const passwordHash = await hashPassword(input.password);
  const workerId = await db.transaction(async (tx) => {
    const id = await consumeOneTimeToken(tx, hashOpaqueToken(input.token), "password-reset");
    if (!id) return undefined;
    await setPasswordHash(tx, id, passwordHash);
    await endWorkerSessions(tx, id);
    await expireOneTimeTokens(tx, id, "password-reset");
    // The link reached the worker's mailbox, which is what verification proves too.
    await markEmailVerified(tx, id);
    return id;
  });
  if (!workerId) {
    log.warn("reset: refused (link invalid, used or expired)");
    throw AppError.fields(ACCOUNT_MESSAGES.invalid, { token: [ACCOUNT_MESSAGES.resetLinkInvalid] });
  }
  log.info({ workerId }, "reset: password set, sessions ended");
  return { message: ACCOUNT_MESSAGES.passwordReset };
}
