import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";

// SCAFFOLD (issue 12, methods slice): routes of this slice.
export async function paymentMethodRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
