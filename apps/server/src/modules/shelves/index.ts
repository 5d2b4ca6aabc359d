// Shelves (issue 17): tiers put on and taken off shelves, with the shelf log.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";

export async function shelvesRoutes(_instance: FastifyInstance, _context: AppContext): Promise<void> {}
