import {
  ZDueDateBodySchema,
  ZFastPassBodySchema,
  ZFastPassParamsSchema,
  ZOrderActionResultSchema,
  ZOrderCommentBodySchema,
  ZOrderDetailsBodySchema,
  ZPressBodySchema,
  ZTrackingBodySchema,
  ZVersionBodySchema,
} from "@gbo/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { actorOf, claimsOf, TAGS, ZOrderPathSchema, ZTierPathSchema } from "../route-helpers";
import { addOrderComment } from "./add-order-comment";
import { changeFastPass } from "./change-fast-pass";
import { changePress } from "./change-press";
import { escalateOrder } from "./escalate-order";
import { moveToInvoicing } from "./move-to-invoicing";
import { setTrackingNumber } from "./set-tracking-number";
import { updateOrderDetails } from "./update-order-details";
import { updateTierDueDate } from "./update-tier-due-date";

const answer = { 200: ZOrderActionResultSchema };

export async function orderEditRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  app.post(
    "/api/orders/comment",
    {
      config: claimsOf("comment"),
      schema: {
        tags: TAGS.order,
        summary: "Comment in the order log",
        body: ZOrderCommentBodySchema,
        response: answer,
      },
    },
    async (request) => addOrderComment({ database, actor: actorOf(request), body: request.body }),
  );

  for (const url of ["/api/orders/:id", "/api/orders/:id/details"]) {
    app.post(
      url,
      {
        config: claimsOf("updateDetails"),
        schema: {
          tags: TAGS.order,
          summary: "Update the fields a worker may edit (AR needs billing or admin and a nonzero balance)",
          params: ZOrderPathSchema,
          body: ZOrderDetailsBodySchema,
          response: answer,
        },
      },
      async (request) =>
        updateOrderDetails({
          database,
          actor: actorOf(request),
          orderId: request.params.id,
          body: request.body,
        }),
    );
  }

  app.put(
    "/api/orders/:id/tracking",
    {
      config: claimsOf("tracking"),
      schema: {
        tags: TAGS.order,
        summary: "Set the tracking number (order, or one tier)",
        params: ZOrderPathSchema,
        body: ZTrackingBodySchema,
        response: answer,
      },
    },
    async (request) =>
      setTrackingNumber({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        body: request.body,
      }),
  );

  app.put(
    "/api/orders/:id/escalate/",
    {
      config: claimsOf("escalate"),
      schema: {
        tags: TAGS.order,
        summary: "Escalate: due date today (admin)",
        params: ZOrderPathSchema,
        body: ZVersionBodySchema,
        response: answer,
      },
    },
    async (request) =>
      escalateOrder({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  app.put(
    "/api/orders/updateDueDate/tier",
    {
      config: claimsOf("dueDate"),
      schema: {
        tags: TAGS.tiers,
        summary: "Change a tier's due date (today .. 365 days ahead)",
        body: ZDueDateBodySchema,
        response: answer,
      },
    },
    async (request) => updateTierDueDate({ database, actor: actorOf(request), body: request.body }),
  );

  app.put(
    "/api/orders/:id/movetoinvoicing/",
    {
      config: claimsOf("moveToInvoicing"),
      schema: {
        tags: TAGS.order,
        summary: "Back to invoicing",
        params: ZOrderPathSchema,
        body: ZVersionBodySchema,
        response: answer,
      },
    },
    async (request) =>
      moveToInvoicing({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  app.put(
    "/api/orders/:id/fastpass/:value",
    {
      config: claimsOf("fastPass"),
      schema: {
        tags: TAGS.tiers,
        summary: "Change a tier's fast pass (0..4); the added charge is a FEE transaction",
        params: ZFastPassParamsSchema,
        body: ZFastPassBodySchema,
        response: answer,
      },
    },
    async (request) =>
      changeFastPass({
        database,
        actor: actorOf(request),
        orderId: request.params.id,
        value: request.params.value,
        body: request.body,
      }),
  );

  app.put(
    "/api/orders/press/:tier",
    {
      config: claimsOf("press"),
      schema: {
        tags: TAGS.tiers,
        summary: "Change a tier's pressing (0..3); the added charge is a FEE transaction",
        params: ZTierPathSchema,
        body: ZPressBodySchema,
        response: answer,
      },
    },
    async (request) =>
      changePress({ database, actor: actorOf(request), tierId: request.params.tier, body: request.body }),
  );
}
