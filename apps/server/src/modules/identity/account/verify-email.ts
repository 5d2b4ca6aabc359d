import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { consumeOneTimeToken, expireOneTimeTokens } from "../links/one-time-tokens.queries";
import { hashOpaqueToken } from "../opaque-token";
import { markEmailVerified } from "./account.queries";
import { ACCOUNT_MESSAGES } from "./account-messages";

export async function verifyEmail(options: {
  db: Db;
  log: FastifyBaseLogger;
  token: string;
}): Promise<{ message: string }> {
  const { db, log } = options;
  const workerId = await consumeOneTimeToken(db, hashOpaqueToken(options.token), "email-verification");
  if (!workerId) {
    log.warn("verify: refused (link invalid, used or expired)");
    throw AppError.fields(ACCOUNT_MESSAGES.invalid, { token: [ACCOUNT_MESSAGES.verifyLinkInvalid] });
  }
  await markEmailVerified(db, workerId);
  await expireOneTimeTokens(db, workerId, "email-verification");
  log.info({ workerId }, "verify: e-mail verified");
  return { message: ACCOUNT_MESSAGES.emailVerified };
}
