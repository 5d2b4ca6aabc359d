// Conventions (administration §7): GET /api/conventions/ (a page), GET /api/conventions/onsite/ (upcoming),
// POST, PUT {id}, DELETE {id} (isAdmin only, §6) and DELETE {id}/image. GET /api/conventions/{id} is the
// catalog module's route (it also answers the origins, -60) and reads a convention through this module.
import { ZErrorBodySchema, ZOkSchema } from "@gbo/contracts/common";
import { ZContentImageResultSchema } from "@gbo/contracts/content";
import {
  ZContentConventionSchema,
  ZContentIdPathSchema,
  ZConventionInputSchema,
  ZConventionsPageSchema,
  ZConventionsQuerySchema,
  ZImageRemovalQuerySchema,
  ZUpcomingConventionsSchema,
} from "@gbo/contracts/content-events";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { removeContentImage } from "../site/index";
import {
  createConvention,
  deleteConvention,
  listConventions,
  listUpcomingConventions,
  updateConvention,
} from "./conventions";

const TAGS = ["content"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };

export async function conventionsRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs } = context;
  const claims = [...menuClaimsFor("/conventions")];
  const deps = (request: FastifyRequest) => ({ db, blobs, log: request.log, actor: request.worker! });

  app.get(
    "/api/conventions/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Conventions, a page at a time (newest first; upcoming: soonest first)",
        querystring: ZConventionsQuerySchema,
        response: { 200: ZConventionsPageSchema, ...errors },
      },
    },
    async (request) => listConventions(db, request.query),
  );

  app.get(
    "/api/conventions/onsite/",
    {
      config: { claims: [...claims, ...menuClaimsFor("/onsites"), ...menuClaimsFor("/signings")] },
      schema: {
        tags: TAGS,
        summary: "Conventions from today on: where an onsite event or signing can be held",
        response: { 200: ZUpcomingConventionsSchema, ...errors },
      },
    },
    async () => listUpcomingConventions(db),
  );

  app.post(
    "/api/conventions/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add a convention (title and a YYYY-MM-DD day required)",
        body: ZConventionInputSchema,
        response: { 200: ZContentConventionSchema, ...errors },
      },
    },
    async (request) => createConvention(deps(request), request.body),
  );

  app.put(
    "/api/conventions/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Change a convention with the version read (stale → 409)",
        params: ZContentIdPathSchema,
        body: ZConventionInputSchema,
        response: { 200: ZContentConventionSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) => updateConvention(deps(request), request.params.id, request.body),
  );

  app.delete(
    "/api/conventions/:id",
    {
      // §6: "An isAdmin flag allows deleting banners, conventions, …": the admin claim only.
      config: { claims: ["admin"] },
      schema: {
        tags: TAGS,
        summary: "Delete a convention and its picture (admins only)",
        params: ZContentIdPathSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => deleteConvention(deps(request), request.params.id),
  );

  app.delete(
    "/api/conventions/:id/image",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary:
          "Remove a convention's picture (conventions/{id}.jpg); ?version= the version read (stale → 409)",
        params: ZContentIdPathSchema,
        querystring: ZImageRemovalQuerySchema,
        response: { 200: ZContentImageResultSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      removeContentImage({
        db,
        blobs,
        kind: "conventions",
        id: request.params.id,
        version: request.query.version,
      }),
  );
}
