import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";

// SCAFFOLD (issue 12, money slice): routes of this slice.
export async function moneyRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
