// Identity (issue 28): who works here and how they sign in. sessions/ is POST /token (sign-in, refresh,
// throttling) and the one token-version update that ends a worker's sessions; account/ the worker's own
// pages (profile, password, sign-up, recover); workers/ the managers' administration of workers; links/
// the one-time links they e-mail. Other code uses identity only through this file.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { accountRoutes } from "./account/account.routes";
import { tokenRoutes } from "./sessions/token.routes";
import { workersRoutes } from "./workers/workers.routes";

export { hashPassword, verifyPassword } from "./password-hash";
export { startAuthPruning } from "./sessions/prune-auth-rows";
export { type SetWorkerPasswordResult, setWorkerPassword } from "./workers/set-worker-password";
export { countWorkers, findWorkerById, findWorkerByLogin, insertWorker } from "./workers.queries";

export async function identityRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  await tokenRoutes(instance, context);
  await accountRoutes(instance, context);
  await workersRoutes(instance, context);
}
