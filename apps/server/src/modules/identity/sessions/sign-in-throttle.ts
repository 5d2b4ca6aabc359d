import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import {
  countRecentFailures,
  deleteSignInAttempt,
  type FailureCounts,
  insertFailedSignInAttempt,
  lockSignInBuckets,
  markSignInAttemptSuccessful,
} from "./token.queries";
import { TOKEN_MESSAGES, TokenGrantError } from "./token-grant-error";

/** DESIGN §7 / decisions D2: 5 failures per account or 20 per address within 15 minutes. */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perAddress: 20 } as const;

/** Logs name a login by its first characters only: a 5 MB user name must not become 5 MB of log. */
export function loginForLog(login: string): string {
  return login.length > 64 ? `${login.slice(0, 64)}… (${login.length} characters)` : login;
}

export type SignInReservation = {
  /** The attempt passed: it will not count once the password proves right. */
  succeed(): Promise<void>;
  /** Neither failure nor sign-in (the password was right but the e-mail is not verified yet). */
  cancel(): Promise<void>;
};

/**
 * Reserves a sign-in attempt before the password is checked: under a per-account and a per-address lock, one
 * transaction counts the window's failures and, when under both limits, records this attempt as a failure.
 * A burst of concurrent guesses therefore gets at most `perAccount` password checks, and a crash between
 * reservation and check leaves the attempt counted. Throws the throttled answer when a limit is reached.
 */
export async function reserveSignInAttempt(options: {
  db: Db;
  log: FastifyBaseLogger;
  accountKey: string;
  address: string;
}): Promise<SignInReservation> {
  const { db, accountKey, address } = options;
  type Outcome = { attemptId: string } | { blockedSince: Date; counts: FailureCounts };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await lockSignInBuckets(tx, { accountKey, address });
    const counts = await countRecentFailures(tx, {
      accountKey,
      address,
      windowMinutes: THROTTLE.windowMinutes,
    });
    const blockedSince =
      counts.accountFailures >= THROTTLE.perAccount
        ? counts.accountOldest
        : counts.addressFailures >= THROTTLE.perAddress
          ? counts.addressOldest
          : null;
    if (blockedSince) return { blockedSince, counts };
    return { attemptId: await insertFailedSignInAttempt(tx, { accountKey, address }) };
  });
  if ("attemptId" in outcome) {
    const id = outcome.attemptId;
    return { succeed: () => markSignInAttemptSuccessful(db, id), cancel: () => deleteSignInAttempt(db, id) };
  }
  const { blockedSince, counts } = outcome;
  const until = blockedSince.getTime() + THROTTLE.windowMinutes * 60_000;
  const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
  options.log.warn(
    {
      login: loginForLog(accountKey),
      address,
      accountFailures: counts.accountFailures,
      addressFailures: counts.addressFailures,
    },
    "sign-in: throttled",
  );
  throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.throttled(minutes));
}
