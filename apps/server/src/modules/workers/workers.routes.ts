import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";

// SCAFFOLD (issue 13, workers slice): this module's routes.
export async function workersRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
