// The comic screen's calls (issue 11).
import { ZComicGradeBodySchema } from "@gbo/contracts/comics";
import { ZOrderActionResultSchema } from "@gbo/contracts/orders";
import { ORDER_ACTIONS } from "@gbo/domain/workflow";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { actorOf, ZOrderPathSchema } from "../orders/index";
import { comicEditRoutes } from "./edit/routes";
import { imageRoutes } from "./images/routes";
import { reworkRoutes } from "./rework/routes";
import { saveGrade } from "./save-grade";
import { signatureRoutes } from "./signatures/routes";

const TAGS = ["orders: comics"];

export async function comicsRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  app.put(
    "/api/orders/:id/comic/:comicId/grade",
    {
      config: { claims: ORDER_ACTIONS.gradeComic.anyOf },
      schema: {
        tags: TAGS,
        summary: "Save a comic's grade (reject, raw grade, toggles, signees, lists); category is derived",
        params: ZOrderPathSchema.extend({
          comicId: z.string().max(30).describe("Comic sequence (001) or unique id (26-0A12345-001)"),
        }),
        body: ZComicGradeBodySchema,
        response: { 200: ZOrderActionResultSchema },
      },
    },
    async (request) =>
      saveGrade({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        comicId: request.params.comicId,
        body: request.body,
      }),
  );

  await signatureRoutes(instance, context);
  await imageRoutes(instance, context);
  await reworkRoutes(instance, context);
  await comicEditRoutes(instance, context);
}
