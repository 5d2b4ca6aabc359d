import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";

// SCAFFOLD (issue 13, external-users slice): this module's routes.
export async function externalUsersRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
