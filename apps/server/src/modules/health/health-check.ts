// What GET /api/health checks: the database answers in time, and (embedded) this process still owns
// the data directory's lock, so a load balancer or monitor never sends work to a process that cannot do it.
import { readFile } from "node:fs/promises";
import type { THealth } from "@gbo/contracts/auth";
import type { Database } from "../../db/client";
import { schemaVersion } from "../../db/migrate";

/** Longer than any healthy query; short enough for a load balancer's check interval. */
export const DATABASE_ANSWER_MS = 2000;

export async function checkHealth(database: Database, answerMs = DATABASE_ANSWER_MS): Promise<THealth> {
  const [version, holdsEmbeddedLock] = await Promise.all([
    withinTime(schemaVersion(database), answerMs),
    holdsLock(database.lockFile),
  ]);
  const databaseAnswers = version.ok;
  return {
    status: databaseAnswers && holdsEmbeddedLock !== false ? "ok" : "unavailable",
    database: database.kind,
    databaseAnswers,
    holdsEmbeddedLock,
    schemaVersion: version.ok ? version.value : null,
  };
}

/** null: no lock in play (PostgreSQL, or an embedded database not opened from a directory). */
async function holdsLock(lockFile: string | undefined): Promise<boolean | null> {
  if (!lockFile) return null;
  const content = await readFile(lockFile, "utf8").catch(() => "");
  return Number(content.split("\n")[0]) === process.pid;
}

async function withinTime<T>(work: Promise<T>, ms: number): Promise<{ ok: true; value: T } | { ok: false }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ ok: false }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false }), ms);
  });
  const done = work.then(
    (value) => ({ ok: true as const, value }),
    () => ({ ok: false as const }),
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}
