// The worker label queue (administration §7 "Labels queue"): read, scan a tier in, take one out, clear,
// generate its PDF. The queue is the signed-in worker's.
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZLabelPdfSchema,
  ZLabelQueueChangeSchema,
  ZLabelQueueClearSchema,
  ZLabelQueuePathSchema,
  ZLabelQueueScanSchema,
  ZLabelQueueSchema,
} from "@gbo/contracts/labels";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { actorOf } from "../orders/index";
import { readQueue } from "./queue-read";
import { addToQueue, clearQueue, generateQueue, removeFromQueue } from "./queue-write";
import { errors, LABEL_CLAIMS, TAGS } from "./schemas";

export async function labelQueueRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs } = context;
  const claims = [...LABEL_CLAIMS];

  app.get(
    "/api/orders/labels/queue/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The signed-in worker's label queue of one collectible type",
        description:
          "Tiers newest first; comics by bucket in the spec's order (10, 99, 98, gg; manga CB, HR, LP, RB, SL, PF) with their labels and pages; manga whose label code is outside the list as unbucketed; the last generation (pdfName, totalPages) and the version clear needs.",
        params: ZLabelQueuePathSchema,
        response: { 200: ZLabelQueueSchema, ...errors },
      },
    },
    (request) => readQueue(db, { workerId: actorOf(request).id, collectibleType: request.params.id }),
  );

  app.post(
    "/api/orders/labels/queue",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Scan a tier into the queue ('Tier added to Labels queue: 4 of 6 comics printable')",
        description:
          "Answers the spec's 'Tier added to Labels queue' with how many of the tier's comics print (a manga needs a label code of CB, HR, LP, RB, SL, PF). 400 'Not a valid Scan' (under 9 characters), 'Not a valid Tier Id' (not a tier scan; 404 when no such tier), a tier not at Labels, a tier of another collectible type, or one already queued. Drops the last generation.",
        body: ZLabelQueueScanSchema,
        response: { 200: ZLabelQueueChangeSchema, ...errors },
      },
    },
    (request) =>
      addToQueue(
        db,
        { workerId: actorOf(request).id, collectibleType: request.body.collectibleType },
        request.body.scan,
      ),
  );

  app.put(
    "/api/orders/labels/queue",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Take a tier out of the queue ('Tier removed sucessfully')",
        description:
          "400 'Invalid Request' when the scan is not a tier in the queue. Drops the last generation.",
        body: ZLabelQueueScanSchema,
        response: { 200: ZLabelQueueChangeSchema, ...errors },
      },
    },
    (request) =>
      removeFromQueue(
        db,
        { workerId: actorOf(request).id, collectibleType: request.body.collectibleType },
        request.body.scan,
      ),
  );

  app.post(
    "/api/orders/labels/queue/clear/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Clear the queue after generating ('Queue cleared sucessfully')",
        description: "400 'There are no labels to clear.' while total pages is 0; stale version → 409.",
        params: ZLabelQueuePathSchema,
        body: ZLabelQueueClearSchema,
        response: { 200: ZLabelQueueChangeSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    (request) =>
      clearQueue(
        db,
        { workerId: actorOf(request).id, collectibleType: request.params.id },
        request.body.version,
      ),
  );

  app.post(
    "/api/orders/workerlabels/download/:id",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Generate the queue's label PDF (GET /api/orders/labels?name= downloads it)",
        description:
          "US Letter sheets of 2 × 5 labels, each bucket starting a new sheet; every label is recorded as printed. 400 'No Raw Labels to print' for an empty queue.",
        params: ZLabelQueuePathSchema,
        response: { 200: ZLabelPdfSchema, ...errors },
      },
    },
    (request) => {
      const actor = actorOf(request);
      return generateQueue(db, blobs, { workerId: actor.id, collectibleType: request.params.id }, actor.name);
    },
  );
}
