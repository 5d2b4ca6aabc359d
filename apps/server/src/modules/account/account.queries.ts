import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type OneTimeTokenPurpose, oneTimeTokens, usedCaptchas, workers } from "../../db/schema/index";
import { forgetWorker } from "../../http/worker-cache";

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

export async function setPassword(db: Db, workerId: string, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(workers)
    .set({
      passwordHash,
      tokenVersion: sql`${workers.tokenVersion} + 1`,
      updatedAt: new Date(),
      version: sql`${workers.version} + 1`,
    })
    .where(eq(workers.id, workerId))
    .returning({ tokenVersion: workers.tokenVersion });
  if (!row) throw new Error("worker vanished");
  // The trigger tells every process after commit; this process forgets at once.
  forgetWorker(workerId);
  return row.tokenVersion;
}

export async function markEmailVerified(db: Db, workerId: string): Promise<void> {
  await db
    .update(workers)
    .set({ emailVerified: true, updatedAt: new Date(), version: sql`${workers.version} + 1` })
    .where(eq(workers.id, workerId));
}

export async function updateProfile(
  db: Db,
  workerId: string,
  profile: { displayName: string; email: string; emailVerified: boolean },
): Promise<void> {
  await db
    .update(workers)
    .set({ ...profile, updatedAt: new Date(), version: sql`${workers.version} + 1` })
    .where(eq(workers.id, workerId));
}

/** Records a solved captcha; false when it was already used (replay). */
export async function claimCaptcha(db: Db, challengeId: string): Promise<boolean> {
  const rows = await db
    .insert(usedCaptchas)
    .values({ challengeId })
    .onConflictDoNothing()
    .returning({ challengeId: usedCaptchas.challengeId });
  return rows.length === 1;
}
