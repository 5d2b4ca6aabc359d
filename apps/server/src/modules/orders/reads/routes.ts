// The order and tier screens' reads: a reference resolved to an order, the order summary, its log, one
// comic, the tier screen's data.
import {
  ZComicSchema,
  ZOrderLogSchema,
  ZOrderSummarySchema,
  ZReferenceParamsSchema,
  ZReferenceResultSchema,
  ZTierDetailSchema,
} from "@gbo/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import { sendJsonBytes } from "../../../http/json-bytes";
import { actorOf, TAGS, ZOrderPathSchema } from "../route-helpers";
import { getComic, getOrderLog, getTierDetail, resolveReference } from "./get-order-parts";
import { createSummaryCache, getOrderSummaryJson } from "./get-order-summary";

export async function orderReadRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const summaryCache = await createSummaryCache(context.database);
  instance.addHook("onClose", async () => {
    await summaryCache.close();
  });

  app.get(
    "/api/orders/reference/:prefix/:ref",
    {
      config: { claims: [] },
      schema: {
        tags: TAGS.order,
        summary: "Resolve an external reference to an order id",
        params: ZReferenceParamsSchema,
        response: { 200: ZReferenceResultSchema },
      },
    },
    async (request) => resolveReference({ db, params: request.params }),
  );

  app.get(
    "/api/orders/:id",
    {
      config: { claims: [] },
      schema: {
        tags: TAGS.order,
        summary: "Order summary: order, tiers, comics, customer, address, transactions, balance",
        params: ZOrderPathSchema,
        response: { 200: ZOrderSummarySchema },
      },
    },
    // Sent as JSON bytes built from the typed summary, like the queue pages.
    async (request, reply) =>
      sendJsonBytes(
        request,
        reply,
        await getOrderSummaryJson({
          db,
          actor: actorOf(request),
          orderId: request.params.id,
          cache: summaryCache,
        }),
      ),
  );

  app.get(
    "/api/orders/:id/log",
    {
      config: { claims: [] },
      schema: {
        tags: TAGS.order,
        summary: "Order log",
        params: ZOrderPathSchema,
        response: { 200: ZOrderLogSchema },
      },
    },
    async (request) => getOrderLog({ db, actor: actorOf(request), orderId: request.params.id }),
  );

  app.get(
    "/api/orders/:id/comic/:comicId",
    {
      config: { claims: [] },
      schema: {
        tags: TAGS.order,
        summary: "One comic (sequence 001 or unique id)",
        params: ZOrderPathSchema.extend({ comicId: z.string() }),
        response: { 200: ZComicSchema },
      },
    },
    async (request) =>
      getComic({ db, actor: actorOf(request), orderId: request.params.id, comicId: request.params.comicId }),
  );

  app.get(
    "/api/orders/:id/tiers/:tierId",
    {
      config: { claims: [] },
      schema: {
        tags: TAGS.tiers,
        summary: "Tier screen data: tier, comics, reject targets, next station",
        params: ZOrderPathSchema.extend({ tierId: z.string() }),
        response: { 200: ZTierDetailSchema },
      },
    },
    async (request) =>
      getTierDetail({
        db,
        actor: actorOf(request),
        orderId: request.params.id,
        tierId: request.params.tierId,
      }),
  );
}
