// External users (administration §7): GET /api/data/external, GET /api/data/external/{id},
// POST /api/data/external/{name}/{prefix}, and a CSV export. Every call needs the menu table's claim
// for /externalUsers (manage; admin holds all).
import { Readable } from "node:stream";
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZCreateExternalUserPathSchema,
  ZExternalUserIdPathSchema,
  ZExternalUserSchema,
  ZExternalUsersQuerySchema,
} from "@gbo/contracts/external-users";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { createExternalUser, externalUsersCsv, getExternalUser, listExternalUsers } from "./external-users";

const TAGS = ["external users"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };

export async function externalUsersRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...menuClaimsFor("/externalUsers")];

  app.get(
    "/api/data/external",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "External users, searched (name or prefix) and sorted",
        querystring: ZExternalUsersQuerySchema,
        response: { 200: z.array(ZExternalUserSchema), ...errors },
      },
    },
    async (request) => listExternalUsers(db, request.query),
  );

  app.get(
    "/api/data/external/export.csv",
    {
      config: { answers: "text/csv", claims },
      schema: {
        tags: TAGS,
        summary: "The filtered list as CSV, streamed",
        querystring: ZExternalUsersQuerySchema,
      },
    },
    async (request, reply) => {
      reply.header("Content-Type", "text/csv; charset=utf-8");
      reply.header("Content-Disposition", 'attachment; filename="external-users.csv"');
      return reply.send(Readable.from(externalUsersCsv(db, request.query.search)));
    },
  );

  app.get(
    "/api/data/external/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "One external user",
        params: ZExternalUserIdPathSchema,
        response: { 200: ZExternalUserSchema, ...errors },
      },
    },
    async (request) => getExternalUser(db, request.params.id),
  );

  app.post(
    "/api/data/external/:name/:prefix",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add an external user (prefix: 2 to 10 letters or digits, unique in any case)",
        params: ZCreateExternalUserPathSchema,
        response: { 200: ZExternalUserSchema, ...errors },
      },
    },
    async (request) => createExternalUser(db, request.log, request.worker!, request.params),
  );
}
