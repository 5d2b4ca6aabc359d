// The station queues: waiting and late counts, a page of a queue, the whole filtered queue as CSV.
import { Readable } from "node:stream";
import {
  ZQueueCountsSchema,
  ZQueueExportQuerySchema,
  ZQueuePageSchema,
  ZQueueParamsSchema,
  ZQueueQuerySchema,
} from "@gbo/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { sendJsonBytes } from "../../../http/json-bytes";
import { createQueueCache } from "../order-read-cache";
import { actorOf, TAGS } from "../route-helpers";
import { ANY_QUEUE_CLAIMS, getQueueJson } from "./get-queue";
import { getQueueCountsJson } from "./queue-counts";
import { queueCsv } from "./queue-export";

export async function queueRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const cache = await createQueueCache(context.database);
  instance.addHook("onClose", async () => {
    await cache.close();
  });

  // A fixed path: the router prefers it to /api/orders/:id whatever the order of registration.
  app.get(
    "/api/orders/queue-counts",
    {
      config: { claims: [] },
      schema: {
        tags: TAGS.queues,
        summary: "Waiting and late counts of every station queue the worker may read",
        description:
          "One entry per station queue the worker's claims may read (the completed-orders list is not a station), in menu order: `waiting` rows (tiers of orders in process on tier queues, orders on order queues) and how many of them are `late` (due date before today, UTC). A worker with no station claim gets an empty list.",
        response: { 200: ZQueueCountsSchema },
      },
    },
    async (request, reply) =>
      sendJsonBytes(request, reply, await getQueueCountsJson({ db, actor: actorOf(request), cache })),
  );

  app.get(
    "/api/orders/queue/:queue/:page/:search/:extra",
    {
      config: { claims: ANY_QUEUE_CLAIMS },
      schema: {
        tags: TAGS.queues,
        summary: "One page of a queue",
        description:
          "queue: a domain QUEUES key (receiving, invoicing, addcomic, signature, pressing, grading, labels, heatseal, slab, quality, imaging, shipping, shipping-canada, shipping-pickup, billing, support). page: 1-based; the page size is the queue's limit. search: `-` for none, else matched against any part of the order id, customer name or e-mail and comic title. extra: `recent` (last 30 days) or `all`, optionally `-us`/`-ca`. steps (query): a comma list of the queue's statuses to list (grading: PreGrade, Finalize; imaging: ImagingSP, Imaging); another status answers 400. sort (query): `due` most overdue first (the default: due date ascending, then rows without a due date, such as Submitted boxes, the longest waiting first by order date), `-due` due last (the exact reverse), `-date` newest first (order date descending); ties are broken by order id (then tier id); another value answers 400; `overdueHidden` counts the late rows the recent list leaves out (due before today, or with no due date yet). A Submitted order has no received date yet (null). Each queue's own claims are checked (403).",
        params: ZQueueParamsSchema,
        querystring: ZQueueQuerySchema,
        response: { 200: ZQueuePageSchema },
      },
    },
    // Sent as the kept JSON bytes (see http/json-bytes.ts); the schema above still documents the shape,
    // and the bytes were built from that same type.
    async (request, reply) =>
      sendJsonBytes(
        request,
        reply,
        await getQueueJson({
          db,
          actor: actorOf(request),
          params: request.params,
          query: request.query,
          cache,
        }),
      ),
  );

  // Four segments after /queue, like no page address: the router never confuses the two.
  app.get(
    "/api/orders/queue/:queue/export.csv",
    {
      config: { answers: "text/csv", claims: ANY_QUEUE_CLAIMS },
      schema: {
        tags: TAGS.queues,
        summary: "The whole filtered queue as CSV, streamed (no row cap)",
        description:
          "The list the queue page shows, every page of it: search (empty for none), extra (`recent` | `all`, optionally `-us` / `-ca`), steps and sort as on GET /api/orders/queue/{queue}/{page}/{search}/{extra}. Read from the database in keyset batches of 1,000 in the sort's order, so memory stays flat however long the list is. Columns: order, tier, customer, email, status, comics, processed, orderDate, receivedDate, dueDate, daysLeft, late (yes/no; empty on the completed-orders list), fastPass, country, collectible, rejected. Each queue's own claims are checked (403).",
        params: ZQueueParamsSchema.pick({ queue: true }),
        querystring: ZQueueExportQuerySchema,
      },
    },
    async (request, reply) => {
      // Claims and filters are checked here, before the first byte, so a refusal is a plain 403 / 400.
      const lines = queueCsv({
        db,
        actor: actorOf(request),
        queue: request.params.queue,
        query: request.query,
      });
      reply.header("Content-Type", "text/csv; charset=utf-8");
      reply.header("Content-Disposition", `attachment; filename="queue-${request.params.queue}.csv"`);
      return reply.send(Readable.from(lines));
    },
  );
}
