// The account screens' own writes: the worker's profile, a verified address, a solved captcha.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { usedCaptchas, workers } from "../../../db/schema/index";

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
