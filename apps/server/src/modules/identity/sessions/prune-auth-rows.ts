import { lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { oneTimeTokens, refreshTokens, signInAttempts, usedCaptchas } from "../../../db/schema/index";

/**
 * Deletes what can no longer matter: sign-in attempts and solved captchas older than a day (the throttle window
 * is 15 minutes, challenges expire after 10), and refresh or one-time tokens a day past their end.
 */
export async function pruneAuthRows(db: Db): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`;
  await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, dayAgo));
  await db.delete(usedCaptchas).where(lt(usedCaptchas.usedAt, dayAgo));
  await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, dayAgo), lt(refreshTokens.revokedAt, dayAgo)));
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, dayAgo));
}

/** Runs the pruning hourly in the background (each server process; the deletes are idempotent). */
export function startAuthPruning(db: Db, onError: (error: unknown) => void): () => void {
  const run = () => void pruneAuthRows(db).catch(onError);
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
