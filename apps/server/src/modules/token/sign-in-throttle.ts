import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { countRecentFailures } from "./token.queries";
import { TOKEN_MESSAGES, TokenGrantError } from "./token-grant-error";

/** DESIGN §7 / decisions D2: 5 failures per account or 20 per address within 15 minutes. */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perAddress: 20 } as const;

export async function checkSignInThrottle(options: {
  db: Db;
  log: FastifyBaseLogger;
  accountKey: string;
  address: string;
}): Promise<void> {
  const { accountKey, address } = options;
  const counts = await countRecentFailures(options.db, {
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
  if (!blockedSince) return;
  const until = blockedSince.getTime() + THROTTLE.windowMinutes * 60_000;
  const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
  options.log.warn(
    {
      login: accountKey,
      address,
      accountFailures: counts.accountFailures,
      addressFailures: counts.addressFailures,
    },
    "sign-in: throttled",
  );
  throw new TokenGrantError("invalid_grant", TOKEN_MESSAGES.throttled(minutes));
}
