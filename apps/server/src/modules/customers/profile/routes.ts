import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";

// SCAFFOLD (issue 13, customer profile slice): routes of this slice.
export async function customerProfileRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
