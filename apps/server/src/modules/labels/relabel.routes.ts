// Relabel calls of the order workflow (workflow §7): one comic, a whole tier, or many; printed from the
// comic as it is or from its last printed label, recorded as relabel prints and logged on the order.
import { ZBulkRelabelSchema, ZLabelPdfSchema, ZRelabelSchema } from "@gbo/contracts/labels";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { actorOf, orderIdFromPath } from "../orders/index";
import { comicByPath, comicsOfIds, relabel, tierComics } from "./relabel";
import { errors, LABEL_CLAIMS, TAGS, ZBulkPathSchema, ZRelabelPathSchema } from "./schemas";

export async function relabelRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, blobs, database } = context;
  const claims = [...LABEL_CLAIMS];
  const relabelContext = (request: Parameters<typeof actorOf>[0]) => ({
    database,
    blobs,
    actor: actorOf(request),
  });

  app.post(
    "/api/orders/:id/relabel/:x",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Relabel one comic (x = its sequence, 001): a label-size PDF, logged on the order",
        description: "404 'Comic not found.'; with oldLabels, 404 when the comic's label was never printed.",
        params: ZRelabelPathSchema,
        body: ZRelabelSchema,
        response: { 200: ZLabelPdfSchema, ...errors },
      },
    },
    async (request) => {
      const row = await comicByPath(db, request.params.id, request.params.x);
      const { oldLabels, reason } = request.body;
      return relabel(relabelContext(request), [row], { oldLabels, reason, single: true });
    },
  );

  app.post(
    "/api/orders/:id/relabel/:x/true",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Relabel a whole tier (x = the tier id, SO): sheets by label stock, logged on the order",
        description: "404 'Not a valid Tier Id' for a tier without comics.",
        params: ZRelabelPathSchema,
        body: ZRelabelSchema,
        response: { 200: ZLabelPdfSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await tierComics(
        db,
        orderIdFromPath(request.params.id),
        request.params.x.trim().toUpperCase(),
      );
      const { oldLabels, reason } = request.body;
      return relabel(relabelContext(request), rows, { oldLabels, reason, single: false });
    },
  );

  app.post(
    "/api/orders/bulk/relabel/:isTier/:oldLabels",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Relabel many comics (or tiers' comics when isTier) into one PDF, logged on each order",
        description: "404 'Comic not found.' / 'Not a valid Tier Id' for an unknown id: nothing is printed.",
        params: ZBulkPathSchema,
        body: ZBulkRelabelSchema,
        response: { 200: ZLabelPdfSchema, ...errors },
      },
    },
    async (request) => {
      const { isTier, oldLabels } = request.params;
      const rows = await comicsOfIds(db, request.body.ids, isTier);
      return relabel(relabelContext(request), rows, { oldLabels, single: false });
    },
  );
}
