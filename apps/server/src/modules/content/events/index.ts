// Conventions, onsite events, signings and subscribes (issue 16; administration §2–§9). Other modules use
// this one only through here: the catalog's GET /api/conventions/{id} reads a convention with
// getConventionDetail.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../app-context";
import type { JsonBytes } from "../../../http/json-bytes";
import type { KeptReads } from "../../../http/kept-reads";
import { contentEventsRoutes } from "./content-events.routes";
import { conventionsRoutes } from "./conventions.routes";
import { subscribesRoutes } from "./subscribes.routes";

export { getConventionDetail } from "./conventions";

export async function eventContentRoutes(
  instance: FastifyInstance,
  context: AppContext,
  lists: KeptReads<JsonBytes>,
): Promise<void> {
  await conventionsRoutes(instance, context);
  await contentEventsRoutes(instance, context);
  await subscribesRoutes(instance, context, lists);
}
