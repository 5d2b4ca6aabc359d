// Turnaround (administration §7): GET and POST /api/data/turnaround (the notice, version → 409); GET, PUT,
// POST and DELETE /api/turnaroundtimes/(id). Claims: the /turnaroundtimes menu link's (managecontent);
// deleting a turnaround time needs the admin claim (§6 isAdmin).
import { ZErrorBodySchema, ZOkSchema } from "@gbo/contracts/common";
import {
  ZCreateTurnaroundTimeSchema,
  ZIdPathSchema,
  ZSaveTurnaroundNoticeSchema,
  ZSettingsListQuerySchema,
  ZTurnaroundNoticeSchema,
  ZTurnaroundTimeSchema,
  ZTurnaroundTimesPageSchema,
  ZUpdateTurnaroundTimeSchema,
} from "@gbo/contracts/settings";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { errors } from "./settings.routes";
import {
  createTurnaroundTime,
  deleteTurnaroundTime,
  getTurnaroundTime,
  listTurnaroundTimes,
  readNotice,
  saveNotice,
  updateTurnaroundTime,
} from "./turnaround";

const TAGS = ["turnaround"];

export async function turnaroundRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...menuClaimsFor("/turnaroundtimes")];
  const conflict = { 409: ZErrorBodySchema };

  app.get(
    "/api/data/turnaround",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The turnaround notice",
        response: { 200: ZTurnaroundNoticeSchema, ...errors },
      },
    },
    async () => readNotice(db),
  );

  app.post(
    "/api/data/turnaround",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Save the turnaround notice (logged; stale version → 409)",
        body: ZSaveTurnaroundNoticeSchema,
        response: { 200: ZTurnaroundNoticeSchema, ...conflict, ...errors },
      },
    },
    async (request) => {
      const worker = request.worker!;
      return saveNotice(db, request.body.text, request.body.version, {
        id: worker.id,
        name: worker.displayName,
      });
    },
  );

  app.get(
    "/api/turnaroundtimes/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Turnaround times in their order, a page at a time",
        querystring: ZSettingsListQuerySchema,
        response: { 200: ZTurnaroundTimesPageSchema, ...errors },
      },
    },
    async (request) => listTurnaroundTimes(db, request.query),
  );

  app.get(
    "/api/turnaroundtimes/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "One turnaround time",
        params: ZIdPathSchema,
        response: { 200: ZTurnaroundTimeSchema, ...errors },
      },
    },
    async (request) => getTurnaroundTime(db, request.params.id),
  );

  app.post(
    "/api/turnaroundtimes/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add a turnaround time",
        body: ZCreateTurnaroundTimeSchema,
        response: { 200: ZTurnaroundTimeSchema, ...errors },
      },
    },
    async (request) => createTurnaroundTime(db, request.body),
  );

  app.put(
    "/api/turnaroundtimes/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Change a turnaround time (stale version → 409)",
        params: ZIdPathSchema,
        body: ZUpdateTurnaroundTimeSchema,
        response: { 200: ZTurnaroundTimeSchema, ...conflict, ...errors },
      },
    },
    async (request) => updateTurnaroundTime(db, request.params.id, request.body),
  );

  app.delete(
    "/api/turnaroundtimes/:id",
    {
      config: { claims: ["admin"] },
      schema: {
        tags: TAGS,
        summary: "Delete a turnaround time (admin only)",
        params: ZIdPathSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => deleteTurnaroundTime(db, request.params.id),
  );
}
