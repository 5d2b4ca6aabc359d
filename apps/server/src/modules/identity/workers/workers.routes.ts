// Workers (administration §7): list, one worker, create, update, remove, reset password, known claims,
// the e-mail check and a CSV export. Every call needs manageworker (admin holds every claim); removing
// needs admin itself (§6).

import { Readable } from "node:stream";
import { ZErrorBodySchema, ZOkSchema } from "@gbo/contracts/common";
import {
  ZCreatedWorkerSchema,
  ZCreateWorkerSchema,
  ZEmailQuerySchema,
  ZEmailTakenSchema,
  ZUpdateWorkerSchema,
  ZWorkerClaimsSchema,
  ZWorkerPathSchema,
  ZWorkerResetSchema,
  ZWorkerSchema,
  ZWorkersFilterSchema,
  ZWorkersPageSchema,
  ZWorkersQuerySchema,
} from "@gbo/contracts/workers";
import { KNOWN_CLAIMS } from "@gbo/domain/claims";
import { menuClaimsFor } from "@gbo/domain/menu";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { AppError } from "../../../http/errors";
import { findWorkerById, findWorkerByLogin } from "../workers.queries";
import { toWorker } from "./worker-mappers";
import {
  createWorker,
  removeWorker,
  resetWorkerPassword,
  updateWorker,
  WORKER_NOT_FOUND,
} from "./worker-write";
import { listWorkers, workersCsv } from "./workers-list";

const TAGS = ["workers"];
const errors = { 400: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };

export async function workersRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config, mail } = context;
  // The menu table's claims for /workers (manageworker): the link and the calls agree.
  const claims = [...menuClaimsFor("/workers")];

  app.get(
    "/api/workers/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Workers, a page at a time, filtered and sorted",
        description:
          "search matches part of the e-mail, user name or display name (case-insensitive); active all|active|inactive; claim a claim held; sort email|-email|name|-name; pageSize at most 100.",
        querystring: ZWorkersQuerySchema,
        response: { 200: ZWorkersPageSchema, ...errors },
      },
    },
    async (request) => listWorkers(db, request.query),
  );

  app.get(
    "/api/workers/export.csv",
    {
      config: { answers: "text/csv", claims },
      schema: {
        tags: TAGS,
        summary: "The whole filtered list as CSV, streamed (no row cap)",
        querystring: ZWorkersFilterSchema,
      },
    },
    async (request, reply) => {
      reply.header("Content-Type", "text/csv; charset=utf-8");
      reply.header("Content-Disposition", 'attachment; filename="workers.csv"');
      return reply.send(Readable.from(workersCsv(db, request.query)));
    },
  );

  app.get(
    "/api/workers/claims",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The claims a worker may be given",
        response: { 200: ZWorkerClaimsSchema },
      },
    },
    async () => [...KNOWN_CLAIMS],
  );

  app.get(
    "/api/workers/getEmail",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Is this e-mail taken by a worker (case-insensitive)?",
        description: "except: a worker id whose own address does not count (the edit form).",
        querystring: ZEmailQuerySchema,
        response: { 200: ZEmailTakenSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await findWorkerByLogin(db, request.query.email);
      return { isTaken: owner != null && owner.id !== request.query.except };
    },
  );

  app.get(
    "/api/workers/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "One worker",
        params: ZWorkerPathSchema,
        response: { 200: ZWorkerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findWorkerById(db, request.params.id);
      if (!row) throw new AppError("not_found", WORKER_NOT_FOUND);
      return toWorker(row);
    },
  );

  app.post(
    "/api/workers",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add a worker; they get an e-mail with a link to set their password",
        description:
          "The caller may grant only claims it holds itself, and admin only if it is admin (403, modelState on claims).",
        body: ZCreateWorkerSchema,
        response: { 200: ZCreatedWorkerSchema, ...errors },
      },
    },
    async (request) =>
      createWorker({ db, config, mail, log: request.log, actor: request.worker!, input: request.body }),
  );

  app.put(
    "/api/workers/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Change a worker (with the version read); new claims or disabling ends their sessions",
        description:
          "Only an admin changes or disables an admin or a worker holding claims the caller lacks; nobody changes their own claims or active flag; the last active admin is never disabled or demoted (403 with the rule's message).",
        params: ZWorkerPathSchema,
        body: ZUpdateWorkerSchema,
        response: { 200: ZWorkerSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateWorker({
        db,
        log: request.log,
        actor: request.worker!,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    "/api/workers/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Remove a worker (admin only, never yourself, never the last active admin)",
        params: ZWorkerPathSchema,
        response: { 200: ZOkSchema, ...errors },
      },
    },
    async (request) => removeWorker({ db, log: request.log, actor: request.worker!, id: request.params.id }),
  );

  app.post(
    "/api/workers/:id/resetPassword",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "E-mail the worker a one-time link to set a new password",
        description:
          "At most one link per worker in 10 minutes (429 within the window); a new link revokes the older ones. Only an admin resets an admin or a worker holding claims the caller lacks (403).",
        params: ZWorkerPathSchema,
        response: { 200: ZWorkerResetSchema, 429: ZErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      resetWorkerPassword({ db, config, mail, actor: request.worker!, id: request.params.id }),
  );
}
