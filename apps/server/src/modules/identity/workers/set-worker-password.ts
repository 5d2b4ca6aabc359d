import { passwordProblems } from "@gbo/domain/account";
import type { Db } from "../../../db/client";
import { hashPassword } from "../password-hash";
import { endWorkerSessions } from "../sessions/end-worker-sessions";
import { findWorkerByUserName, setPasswordHash } from "../workers.queries";

export type SetWorkerPasswordResult =
  | { outcome: "set"; isActive: boolean }
  | { outcome: "refused"; problems: string[] }
  | { outcome: "no such worker" };

/**
 * Sets a worker's password from the operator's shell (npm run admin-password), under the same policy as the
 * screens, and ends every session of that worker: the token version moves on and refresh tokens are revoked.
 */
export async function setWorkerPassword(options: {
  db: Db;
  userName: string;
  password: string;
}): Promise<SetWorkerPasswordResult> {
  const problems = passwordProblems(options.password);
  if (problems.length > 0) return { outcome: "refused", problems };
  const worker = await findWorkerByUserName(options.db, options.userName);
  if (!worker) return { outcome: "no such worker" };
  const passwordHash = await hashPassword(options.password);
  await options.db.transaction(async (tx) => {
    await setPasswordHash(tx, worker.id, passwordHash);
    await endWorkerSessions(tx, worker.id);
  });
  return { outcome: "set", isActive: worker.isActive };
}
