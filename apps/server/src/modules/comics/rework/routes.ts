// Rollup, raw-grade list and redo (workflow §7). Per-comic pressing failed is the existing
// POST /api/orders/{id}/pressingfail/{tier} with the comic's id (orders module).

import {
  ZOrderRollupSchema,
  ZRawPageSchema,
  ZRawQuerySchema,
  ZRedoComicsBodySchema,
  ZRedoTierBodySchema,
} from "@gbo/contracts/comics";
import { ZOrderActionResultSchema } from "@gbo/contracts/orders";
import { ORDER_ACTIONS } from "@gbo/domain/workflow";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { actorOf, ZOrderPathSchema, ZTierPathSchema } from "../../orders/index";
import { getRawGrades } from "./get-raw-grades";
import { getRollup } from "./get-rollup";
import { redoComics, redoTier } from "./redo";

const TAGS = ["orders: comics"];

/** Who may read the raw-grade list: the graders (and billing, who may work on every order). */
export const RAW_LIST_CLAIMS = ["grade", "pregrade", "finalize", "billing"] as const;

export async function reworkRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database, db } = context;

  // A fixed path: the router prefers it to /api/orders/:id.
  app.get(
    "/api/orders/raw",
    {
      config: { claims: [...RAW_LIST_CLAIMS] },
      schema: {
        tags: TAGS,
        summary: "Raw-grade comics of orders in process, newest order first, a page at a time",
        description:
          "Comics saved with a raw (partial) grade on orders whose status is InProcess, sorted by order date (newest first), order id and comic sequence. pageSize is at most 100. Needs grade, pregrade, finalize or billing.",
        querystring: ZRawQuerySchema,
        response: { 200: ZRawPageSchema },
      },
    },
    async (request) => getRawGrades({ db, actor: actorOf(request), query: request.query }),
  );

  app.get(
    "/api/orders/:id/rollup",
    {
      // Like GET /api/orders/{id}: any signed-in worker; external users see only their tiers.
      config: { claims: [] },
      schema: {
        tags: TAGS,
        summary: "The order's comics and their state in one answer",
        description:
          "The order (id, status, version), its tiers (status, count, processed) and every comic with its station, grade, category, flags, scan and image state and signature count.",
        params: ZOrderPathSchema,
        response: { 200: ZOrderRollupSchema },
      },
    },
    async (request) => getRollup({ db, actor: actorOf(request), orderId: request.params.id }),
  );

  app.post(
    "/api/orders/:id/redo",
    {
      config: { claims: ORDER_ACTIONS.redo.anyOf },
      schema: {
        tags: TAGS,
        summary: "Send comics back to be reworked at their tier's current station (logged)",
        description:
          "Each comic is unscanned, its tier's processed count lowered when it was scanned, and its updatedStatus cleared (a Finalize grader sees grading again). Needs the station claim of each comic's tier and a reason ('Please enter the reason for the redo.').",
        params: ZOrderPathSchema,
        body: ZRedoComicsBodySchema,
        response: { 200: ZOrderActionResultSchema },
      },
    },
    async (request) =>
      redoComics({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  app.post(
    "/api/orders/:id/redo/:tier",
    {
      config: { claims: ORDER_ACTIONS.redo.anyOf },
      schema: {
        tags: TAGS,
        summary: "Send a whole tier back to be reworked at its current station (logged)",
        description:
          "Every comic of the tier is unscanned with its updatedStatus cleared and the tier's processed count is 0; the tier stays at its station. Needs the tier's station claim and a reason.",
        params: ZOrderPathSchema.merge(ZTierPathSchema),
        body: ZRedoTierBodySchema,
        response: { 200: ZOrderActionResultSchema },
      },
    },
    async (request) =>
      redoTier({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        tierId: request.params.tier,
        body: request.body,
      }),
  );
}
