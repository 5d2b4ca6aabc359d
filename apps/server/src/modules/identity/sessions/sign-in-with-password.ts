import { TEXT_LIMITS } from "@gbo/contracts/common";
import { PASSWORD_MAX_LENGTH } from "@gbo/domain/account";
import { hasMalformedText } from "@gbo/domain/text";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import type { MailService } from "../../../integrations/mail/mail-service";
import { sendVerificationEmail } from "../links/send-verification-email";
import { verifyPassword } from "../password-hash";
import { findWorkerByLogin } from "../workers.queries";
import { type IssuedSession, issueTokens } from "./issue-tokens";
import { loginForLog, reserveSignInAttempt } from "./sign-in-throttle";
import { TOKEN_MESSAGES, TokenGrantError } from "./token-grant-error";

// No password longer than the policy's maximum (code points, each at most two UTF-16 units) can be set, so a
// longer one is wrong without spending a hash on it.
const MAX_PASSWORD_UNITS = PASSWORD_MAX_LENGTH * 2;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The throttling bucket of a login that names no worker: lower-cased, cut to the longest user name or e-mail
 * there can be, and storable (no U+0000 or lone surrogate), so guesses at any text are counted like others.
 */
function unknownLoginKey(login: string): string {
  return login
    .toLowerCase()
    .slice(0, TEXT_LIMITS.name)
    .replaceAll("\u0000", "\uFFFD")
    .replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * The password grant. The attempt is reserved (counted) before the password is checked; the account's bucket
 * is the worker's user name whether they typed it or their e-mail, and an unknown login's bucket is the login.
 * A malformed attempt (a body the contract refused, an empty password) still counts.
 */
export async function signInWithPassword(options: {
  db: Db;
  config: AppConfig;
  mail: MailService;
  log: FastifyBaseLogger;
  login: string;
  password: string;
  address: string;
  /** The request failed the contract (too long, wrong type…): counted, answered, never checked. */
  isMalformed?: boolean;
}): Promise<IssuedSession> {
  const { db, config, log, address, password } = options;
  const login = options.login.trim();
  // No login names no account: there is nothing to guess at, and nothing to throttle.
  if (!login) throw new TokenGrantError("invalid_request", TOKEN_MESSAGES.missingCredentials);
  const canNameWorker = login.length <= TEXT_LIMITS.name && !hasMalformedText(login);
  const worker = canNameWorker ? await findWorkerByLogin(db, login) : undefined;
  const accountKey = worker ? worker.userName.toLowerCase() : unknownLoginKey(login);
  const shownLogin = loginForLog(accountKey);

  const attempt = await reserveSignInAttempt({ db, log, accountKey, address });

  if (options.isMalformed || !password) {
    log.warn({ login: shownLogin, address, reason: "malformed request" }, "sign-in: refused");
    throw new TokenGrantError("invalid_request", TOKEN_MESSAGES.missingCredentials);
  }
  const isPasswordRight =
    password.length <= MAX_PASSWORD_UNITS && (await verifyPassword(worker?.passwordHash, password));
  if (!worker || !isPasswordRight) {
    log.warn(
      { login: shownLogin, address, reason: worker ? "wrong password" : "unknown user" },
      "sign-in: refused",
    );
    // Same answer for an unknown user and a wrong password: the endpoint must not reveal who exists.
    throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.wrongCredentials);
  }
  if (!worker.isActive) {
    log.warn({ login: shownLogin, address, reason: "inactive" }, "sign-in: refused");
    throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.inactive);
  }
  if (!worker.emailVerified) {
    await attempt.cancel();
    const isSent = await sendVerificationEmail({ db, mail: options.mail, config, worker });
    log.warn(
      { login: shownLogin, address, reason: "e-mail not verified", isLinkSent: isSent },
      "sign-in: refused",
    );
    throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.unverified, { isVerificationRequired: true });
  }
  await attempt.succeed();
  const session = await issueTokens({ db, config, worker });
  log.info({ userName: worker.userName, address, family: session.familyId }, "sign-in: ok");
  return session;
}
