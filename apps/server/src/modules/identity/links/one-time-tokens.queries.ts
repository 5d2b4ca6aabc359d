// One-time links (password reset, e-mail verification): only the token's hash is stored; a link works once.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type OneTimeTokenPurpose, oneTimeTokens } from "../../../db/schema/index";

export async function insertOneTimeToken(
  db: Db,
  row: { tokenHash: string; purpose: OneTimeTokenPurpose; workerId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(row);
}

/** Uses a live one-time token in one statement (so a link works exactly once); answers its worker id. */
export async function consumeOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ workerId: oneTimeTokens.workerId });
  return row?.workerId;
}

/** A newer link makes the older ones of the same purpose useless. */
export async function expireOneTimeTokens(
  db: Db,
  workerId: string,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.workerId, workerId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

export async function countRecentOneTimeTokens(
  db: Db,
  workerId: string,
  purpose: OneTimeTokenPurpose,
  withinMinutes: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.workerId, workerId),
        eq(oneTimeTokens.purpose, purpose),
        gt(oneTimeTokens.createdAt, sql`now() - make_interval(mins => ${withinMinutes})`),
      ),
    );
  return row?.count ?? 0;
}
