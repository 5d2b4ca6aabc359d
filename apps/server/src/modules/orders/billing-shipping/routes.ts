import {
  ZAddTransactionBodySchema,
  ZBillingBodySchema,
  ZCancelOrderBodySchema,
  ZOrderActionResultSchema,
  ZShippingBodySchema,
} from "@gbo/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../../app-context";
import { actorOf, claimsOf, TAGS, ZOrderPathSchema } from "../route-helpers";
import { addTransaction } from "./add-transaction";
import { cancelOrder } from "./cancel-order";
import { completeBilling } from "./complete-billing";
import { type ShipKind, shipOrder } from "./ship-order";

const answer = { 200: ZOrderActionResultSchema };

export async function billingShippingRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  app.post(
    "/api/orders/:id/billing",
    {
      config: claimsOf("billing"),
      schema: {
        tags: TAGS.money,
        summary:
          "Complete billing → Shipping, ShipToCanada or ReadyForPickUp (a balance needs an explanation)",
        params: ZOrderPathSchema,
        body: ZBillingBodySchema,
        response: answer,
      },
    },
    async (request) =>
      completeBilling({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  const shipRoutes: [string, ShipKind, string][] = [
    ["shipping", "shipping", "Ship the order (tracking number, ≥1 scanned, reason for missing items)"],
    ["canadashipping", "canadashipping", "Ship to Canada (Canada address only)"],
    ["pickup", "pickup", "Customer picked the order up (≥1 scanned, reason for missing items)"],
  ];
  for (const [path, kind, summary] of shipRoutes) {
    app.post(
      `/api/orders/:id/${path}`,
      {
        config: claimsOf("ship"),
        schema: {
          tags: TAGS.money,
          summary,
          params: ZOrderPathSchema,
          body: ZShippingBodySchema,
          response: answer,
        },
      },
      async (request) =>
        shipOrder({
          database,
          actor: actorOf(request),
          orderId: request.params.id,
          kind,
          body: request.body,
        }),
    );
  }

  app.post(
    "/api/orders/:id/cancel",
    {
      config: { claims: [...claimsOf("cancelRefund").claims, ...claimsOf("cancelTransfer").claims] },
      schema: {
        tags: TAGS.money,
        summary:
          "Cancel with a refund (refund claim) or a transfer to a replacement invoice; idempotent by key",
        params: ZOrderPathSchema,
        body: ZCancelOrderBodySchema,
        response: answer,
      },
    },
    async (request) =>
      cancelOrder({ database, actor: actorOf(request), orderId: request.params.id, body: request.body }),
  );

  app.post(
    "/api/orders/transaction",
    {
      config: claimsOf("transaction"),
      schema: {
        tags: TAGS.money,
        summary:
          "Record a transaction (cash, check, money order, fee, credit, AR); no gateway; idempotent by key",
        body: ZAddTransactionBodySchema,
        response: answer,
      },
    },
    async (request) => addTransaction({ database, actor: actorOf(request), body: request.body }),
  );
}
