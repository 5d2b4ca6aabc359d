import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";

// SCAFFOLD (issue 13, sales-reps slice): this module's routes.
export async function salesRepsRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
