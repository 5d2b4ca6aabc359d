import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";

// SCAFFOLD (issue 12, receipts slice): routes of this slice.
export async function receiptRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
