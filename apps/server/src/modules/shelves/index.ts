// Shelves (issue 17): tiers put on and taken off shelves, with the shelf log. Shelves moves tiers through
// orders' writeOrder; orders reads where an order's tiers sit itself (no loop between the two).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { shelvesReadRoutes, shelvesWriteRoutes } from "./shelves.routes";

export async function shelvesRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  await shelvesReadRoutes(instance, context);
  await shelvesWriteRoutes(instance, context);
}
