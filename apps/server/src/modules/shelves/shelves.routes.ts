// Shelves (administration §7): GET /api/shelves/, /info/{id}, /{id}, /shelfexists/{id}, /log/{id};
// POST /api/shelves/{a}/{b}/{c} (scan a tier in or out) and /removetier/{a}/{b}/{c}. Every call needs
// the /shelves menu link's claim (shelves; admin holds all).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  type TShelfPartsPath,
  ZShelfExistsSchema,
  ZShelfInfoSchema,
  ZShelfListQuerySchema,
  ZShelfLogPageSchema,
  ZShelfPageQuerySchema,
  ZShelfPartsPathSchema,
  ZShelfPathSchema,
  ZShelfRemoveTierSchema,
  ZShelfScanResultSchema,
  ZShelfScanSchema,
  ZShelfTiersPageSchema,
  ZShelvesPageSchema,
} from "@gbo/contracts/shelves";
import { menuClaimsFor } from "@gbo/domain/menu";
import { SHELF_ACTIONS } from "@gbo/domain/shelves";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { actorOf } from "../orders/index";
import { moveShelfTier } from "./move-shelf-tier";
import { getShelfInfo, shelfIdFromPath } from "./shelf-reads";
import { findShelf, findShelfLog, findShelfTiers, findShelves } from "./shelves.queries";

const TAGS = ["shelves"];
const errors = { 400: ZErrorBodySchema, 401: ZErrorBodySchema, 403: ZErrorBodySchema };
const ID = "Shelf id A-B-C (read uppercased); anything else answers 400 'Please enter valid shelf id'.";

export async function shelvesReadRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const config = { claims: [...menuClaimsFor("/shelves")] };

  app.get(
    "/api/shelves/",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Shelves by id with their tier counts, a page at a time",
        description: "search: the start of a shelf id (a-1 finds A-1-B).",
        querystring: ZShelfListQuerySchema,
        response: { 200: ZShelvesPageSchema, ...errors },
      },
    },
    async (request) => findShelves(db, request.query),
  );

  app.get(
    "/api/shelves/info/:id",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "One shelf: id, location, country, tier count; exists false before its first scan-in",
        description: ID,
        params: ZShelfPathSchema,
        response: { 200: ZShelfInfoSchema, ...errors },
      },
    },
    async (request) => getShelfInfo(db, shelfIdFromPath(request.params.id)),
  );

  app.get(
    "/api/shelves/shelfexists/:id",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Whether a tier was ever put on the shelf",
        description: ID,
        params: ZShelfPathSchema,
        response: { 200: ZShelfExistsSchema, ...errors },
      },
    },
    async (request) => ({ exists: (await findShelf(db, shelfIdFromPath(request.params.id))) !== null }),
  );

  app.get(
    "/api/shelves/log/:id",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "The shelf log: every tier put in (1) or taken out (2), who and when, newest first",
        description: ID,
        params: ZShelfPathSchema,
        querystring: ZShelfPageQuerySchema,
        response: { 200: ZShelfLogPageSchema, ...errors },
      },
    },
    async (request) => findShelfLog(db, shelfIdFromPath(request.params.id), request.query),
  );

  app.get(
    "/api/shelves/:id",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "The tiers on a shelf (order, tier, status, customer, placed when and by whom)",
        description: ID,
        params: ZShelfPathSchema,
        querystring: ZShelfPageQuerySchema,
        response: { 200: ZShelfTiersPageSchema, ...errors },
      },
    },
    async (request) => findShelfTiers(db, shelfIdFromPath(request.params.id), request.query),
  );
}

export async function shelvesWriteRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const config = { claims: [...menuClaimsFor("/shelves")] };
  const response = { 200: ZShelfScanResultSchema, 409: ZErrorBodySchema, ...errors };
  const move = async (
    request: FastifyRequest,
    { a, b, c }: TShelfPartsPath,
    tierScan: string | undefined,
    action: number | null | undefined,
  ) => {
    const result = await moveShelfTier({
      database,
      actor: actorOf(request),
      shelfId: `${a}-${b}-${c}`,
      tierScan,
      action,
    });
    request.log.info({ by: request.worker!.userName, shelf: result.shelf.id, action }, "shelf move");
    return result;
  };

  app.post(
    "/api/shelves/:a/:b/:c",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Scan a tier in (action 1) or out (action 2); the first scan-in creates the shelf",
        description:
          "A tier on another shelf scanned in here is moved (logged out there and in here). 400 with " +
          "the spec's messages: 'Please enter valid shelf id', 'Please scan or enter Tier Id', 'Please " +
          "select an action', 'Invalid Tier Id', 'Invalid request' (in: already here; out: not here), " +
          "or the shelf's other country. 409 when another worker moved the tier at the same moment.",
        params: ZShelfPartsPathSchema,
        body: ZShelfScanSchema,
        response,
      },
    },
    async (request) => move(request, request.params, request.body.tierId, request.body.action),
  );

  app.post(
    "/api/shelves/removetier/:a/:b/:c",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Take a tier off the shelf (the same as action 2)",
        params: ZShelfPartsPathSchema,
        body: ZShelfRemoveTierSchema,
        response,
      },
    },
    async (request) => move(request, request.params, request.body.tierId, SHELF_ACTIONS.out),
  );
}
