import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import type { MailService } from "../../integrations/mail/mail-service";
import { sendVerificationEmail } from "../account/send-verification-email";
import { verifyPassword } from "../workers/password-hash";
import { findWorkerByLogin } from "../workers/workers.queries";
import { type IssuedSession, issueTokens } from "./issue-tokens";
import { checkSignInThrottle } from "./sign-in-throttle";
import { recordSignInAttempt } from "./token.queries";
import { TOKEN_MESSAGES, TokenGrantError } from "./token-grant-error";

export async function signInWithPassword(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  log: FastifyBaseLogger;
  login: string;
  password: string;
  address: string;
}): Promise<IssuedSession> {
  const { db, config, log, address } = options;
  const login = options.login.trim();
  if (!login || !options.password)
    throw new TokenGrantError("invalid_request", TOKEN_MESSAGES.missingCredentials);
  const accountKey = login.toLowerCase();

  await checkSignInThrottle({ db, log, accountKey, address });

  const worker = await findWorkerByLogin(db, login);
  const isPasswordRight = await verifyPassword(worker?.passwordHash, options.password);
  if (!worker || !isPasswordRight) {
    await recordSignInAttempt(db, { accountKey, address, isSuccess: false });
    log.warn(
      { login: accountKey, address, reason: worker ? "wrong password" : "unknown user" },
      "sign-in: refused",
    );
    // Same answer for an unknown user and a wrong password: the endpoint must not reveal who exists.
    throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.wrongCredentials);
  }
  if (!worker.isActive) {
    await recordSignInAttempt(db, { accountKey, address, isSuccess: false });
    log.warn({ login: accountKey, address, reason: "inactive" }, "sign-in: refused");
    throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.inactive);
  }
  if (!worker.emailVerified) {
    const isSent = await sendVerificationEmail({ db, mail: options.mail, config, worker });
    log.warn(
      { login: accountKey, address, reason: "e-mail not verified", isLinkSent: isSent },
      "sign-in: refused",
    );
    throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.unverified, { isVerificationRequired: true });
  }
  await recordSignInAttempt(db, { accountKey, address, isSuccess: true });
  const session = await issueTokens({ db, config, worker });
  log.info({ userName: worker.userName, address, family: session.familyId }, "sign-in: ok");
  return session;
}
