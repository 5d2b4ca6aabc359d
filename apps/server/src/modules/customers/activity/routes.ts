import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";

// SCAFFOLD (issue 13, customer activity slice): routes of this slice.
export async function customerActivityRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
