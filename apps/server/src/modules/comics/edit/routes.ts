// The comic's own details and adding or removing a comic (workflow §2 edit view, add comic;
// submissions §7 "POST /api/orders/comic, POST /api/orders/{id}/comic, DELETE
// /api/orders/{id}/comic/{comicId}/delete").
import {
  ZAddComicBodySchema,
  ZComicDetailsBodySchema,
  ZComicDetailsPostBodySchema,
  ZComicWriteResultSchema,
  ZDeleteComicQuerySchema,
} from "@gbo/contracts/comics";
import { ORDER_ACTIONS } from "@gbo/domain/workflow";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../app-context";
import { actorOf, ZOrderPathSchema } from "../../orders/index";
import { addComic } from "./add-comic";
import { deleteComic } from "./delete-comic";
import { editComic } from "./edit-comic";

const TAGS = ["orders: comics"];
const ZComicPathSchema = ZOrderPathSchema.extend({
  comicId: z
    .string()
    .max(30)
    .describe("Comic id: `001`, `SO-001` (tier code and sequence) or `26-0A12345-001`"),
});

export async function comicEditRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  app.put(
    "/api/orders/:id/comic/:comicId",
    {
      config: { claims: ORDER_ACTIONS.editComic.anyOf },
      schema: {
        tags: TAGS,
        summary: "Edit a comic's own details (title, issue, year, publisher, insured, …); logs what changed",
        params: ZComicPathSchema,
        body: ZComicDetailsBodySchema,
        response: { 200: ZComicWriteResultSchema },
      },
    },
    async (request) =>
      editComic({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        comicId: request.params.comicId,
        body: request.body,
      }),
  );

  app.post(
    "/api/orders/comic",
    {
      config: { claims: ORDER_ACTIONS.editComic.anyOf },
      schema: {
        tags: TAGS,
        summary: "The spec's form of the details edit: order and comic named in the body",
        body: ZComicDetailsPostBodySchema,
        response: { 200: ZComicWriteResultSchema },
      },
    },
    async (request) => {
      const { orderId, comicId, ...body } = request.body;
      return editComic({ database, actor: actorOf(request), orderId, comicId, body });
    },
  );

  app.post(
    "/api/orders/:id/comic",
    {
      config: { claims: ORDER_ACTIONS.addComic.anyOf },
      schema: {
        tags: TAGS,
        summary:
          "Add a comic to a tier of the order (next sequence; at most 100 per order, the tier's count)",
        params: ZOrderPathSchema,
        body: ZAddComicBodySchema,
        response: { 200: ZComicWriteResultSchema },
      },
    },
    async (request) =>
      addComic({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  app.delete(
    "/api/orders/:id/comic/:comicId/delete",
    {
      config: { claims: ORDER_ACTIONS.addComic.anyOf },
      schema: {
        tags: TAGS,
        summary: "Remove a comic from an order at Add comic or Invoicing (confirmed in the browser); logged",
        params: ZComicPathSchema,
        querystring: ZDeleteComicQuerySchema,
        response: { 200: ZComicWriteResultSchema },
      },
    },
    async (request) =>
      deleteComic({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        comicId: request.params.comicId,
        version: request.query.version,
      }),
  );
}
