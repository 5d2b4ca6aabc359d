import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { workers } from "../../../db/schema/index";
import { forgetWorker } from "../../../http/worker-cache";
import { revokeWorkerFamilies } from "./token.queries";

/**
 * The one token-version update. Ends every session of a worker at once: access tokens fail the version
 * check on their next request and no refresh token works any more. Every change that must end sessions
 * calls it inside its own transaction (a password set, changed or reset; claims changed; the worker
 * disabled), so the new token version never stands without the refresh families revoked. It leaves the
 * row's `version` (the edit form's) alone: ending sessions changes nothing the form shows. Answers the new
 * token version, for a caller that signs the worker in again at once.
 */
export async function endWorkerSessions(tx: Db, workerId: string): Promise<number> {
  const [row] = await tx
    .update(workers)
    .set({ tokenVersion: sql`${workers.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(workers.id, workerId))
    .returning({ tokenVersion: workers.tokenVersion });
  if (!row) throw new Error("worker vanished");
  await revokeWorkerFamilies(tx, workerId);
  // The trigger tells every process after commit; this process forgets at once.
  forgetWorker(workerId);
  return row.tokenVersion;
}
