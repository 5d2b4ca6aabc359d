// Password-reset links (the /recover page): one live link per worker. A new link revokes the older
// ones, and a change of e-mail address removes the links mailed to the old one (issue 27 point 2).
import { and, eq, isNull } from "drizzle-orm";
import type { AppConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { oneTimeTokens } from "../../../db/schema/index";
import { hashOpaqueToken, newOpaqueToken } from "../opaque-token";
import { countRecentOneTimeTokens, expireOneTimeTokens, insertOneTimeToken } from "./one-time-tokens.queries";

export const RESET_LINK_TTL_MINUTES = 60;

/** Makes the worker's only live reset link (older unused ones stop working) and answers its address. */
export async function issueResetLink(tx: Db, config: AppConfig, workerId: string): Promise<string> {
  await expireOneTimeTokens(tx, workerId, "password-reset");
  const token = newOpaqueToken();
  await insertOneTimeToken(tx, {
    tokenHash: hashOpaqueToken(token),
    purpose: "password-reset",
    workerId,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60_000),
  });
  return `${config.publicUrl}/recover?token=${encodeURIComponent(token)}`;
}

/** Reset links made for the worker in the last `minutes` (used, revoked or live). */
export function countRecentResetLinks(db: Db, workerId: string, minutes: number): Promise<number> {
  return countRecentOneTimeTokens(db, workerId, "password-reset", minutes);
}

/** Removes the unused links: they went to an address the worker no longer has, so they do not count either. */
export async function revokeResetLinks(tx: Db, workerId: string): Promise<void> {
  await tx
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.workerId, workerId),
        eq(oneTimeTokens.purpose, "password-reset"),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
