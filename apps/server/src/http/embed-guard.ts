// Applies embedded-records.ts to every route: at registration each route's answer schemas are searched for
// another area's records (the route's OpenAPI description then says what is withheld, and the route gets
// the two hooks below), and on each answer the records the worker may not read are withheld before the
// answer is serialized. An answer sent as
// ready-made bytes cannot be looked into: for a worker who may not read what it embeds, it is refused
// (500) rather than sent, so a route that keeps its answer as bytes cannot let the records through.
import type {
  FastifyRequest,
  onSendAsyncHookHandler,
  preSerializationAsyncHookHandler,
  RouteOptions,
} from "fastify";
import {
  type Embed,
  embedsDescription,
  embedsOf,
  embedsToWithhold,
  withholdEmbeds,
} from "./embedded-records";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set at registration from the answer's schema (embedded-records.ts); never written by a route. */
    guardedEmbeds?: readonly Embed[];
  }
}

export const UNGUARDED_BYTES_MESSAGE =
  "embed guard: an answer sent as bytes embeds records this worker may not read; refused";

/**
 * The route's guarded embeds, kept on its config (and said in its description). `claims` is what the
 * route declared: null for a public route.
 */
export function guardRouteEmbeds(
  route: RouteOptions,
  method: string,
  claims: readonly string[] | null,
): Embed[] {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  const embeds = embedsOf({ method, url: route.url, claims, response });
  if (embeds.length === 0) return embeds;
  route.config = { ...route.config, guardedEmbeds: embeds };
  addHooks(route);
  const said = embedsDescription(embeds);
  const description = (route.schema as { description?: string }).description;
  // A copy: one schema object can serve several routes.
  route.schema = { ...route.schema, description: description ? `${description} ${said}` : said };
  return embeds;
}

const withheldFor = (request: FastifyRequest): Embed[] => {
  const embeds = request.routeOptions.config.guardedEmbeds;
  return embeds?.length ? embedsToWithhold(embeds, request.worker?.claims ?? []) : [];
};

/** Requests whose answer went through preSerialization (the object was looked into). */
const lookedInto = new WeakSet<FastifyRequest>();

const withholdBeforeSerializing: preSerializationAsyncHookHandler = async (request, reply, payload) => {
  if (reply.statusCode >= 300) return payload;
  const withheld = withheldFor(request);
  if (withheld.length === 0) return payload;
  lookedInto.add(request);
  return withholdEmbeds(payload, withheld);
};

const refuseUnlookedBytes: onSendAsyncHookHandler = async (request, reply, payload) => {
  if (reply.statusCode >= 300 || payload == null || lookedInto.has(request)) return payload;
  if (withheldFor(request).length === 0) return payload;
  request.log.error({ route: request.routeOptions.url }, UNGUARDED_BYTES_MESSAGE);
  throw new Error(UNGUARDED_BYTES_MESSAGE);
};

/** Route-level hooks, so the routes that embed nothing (the hot reads among them) pay nothing. */
function addHooks(route: RouteOptions): void {
  const list = <T>(hooks: T | T[] | undefined): T[] =>
    hooks == null ? [] : Array.isArray(hooks) ? hooks : [hooks];
  route.preSerialization = [
    ...list(route.preSerialization),
    withholdBeforeSerializing,
  ] as RouteOptions["preSerialization"];
  route.onSend = [...list(route.onSend), refuseUnlookedBytes] as RouteOptions["onSend"];
}
