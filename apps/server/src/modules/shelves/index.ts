// Shelves (issue 17): tiers put on and taken off shelves, with the shelf log. Other modules use
// findShelfIdsOfOrder (where an order's tiers sit, one query) through this file only.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { shelvesReadRoutes, shelvesWriteRoutes } from "./shelves.routes";

export { findShelfIdsOfOrder } from "./shelves.queries";

export async function shelvesRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  await shelvesReadRoutes(instance, context);
  await shelvesWriteRoutes(instance, context);
}
