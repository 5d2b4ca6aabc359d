import type { Db } from "../../db/client";
import { bumpTokenVersion } from "../workers/workers.queries";
import { revokeWorkerFamilies } from "./token.queries";

/**
 * Ends every session of a worker at once: access tokens fail the version check on their next request and no
 * refresh token works any more. Call it when a worker is disabled or their claims or password change.
 */
export async function endWorkerSessions(db: Db, workerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await bumpTokenVersion(tx, workerId);
    await revokeWorkerFamilies(tx, workerId);
  });
}
