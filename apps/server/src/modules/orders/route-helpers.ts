import { ORDER_ACTIONS, type OrderAction } from "@gbo/domain/workflow";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/errors";
import type { Actor } from "./order-write";

export function actorOf(request: FastifyRequest): Actor {
  const worker = request.worker;
  if (!worker) throw new AppError("unauthorized", "Authorization has been denied for this request.");
  return { id: worker.id, name: worker.displayName || worker.userName, claims: worker.claims };
}

export const ZOrderPathSchema = z.object({
  id: z.string().describe("Order id (26-0A12345 or seven digits)"),
});
export const ZTierPathSchema = z.object({ tier: z.string().describe("Tier id (SO, SOF, …)") });

/** A route's claims, from the per-action claim table (domain ORDER_ACTIONS); the use case checks the record. */
export function claimsOf(action: OrderAction): { claims: readonly string[] } {
  return { claims: ORDER_ACTIONS[action].anyOf };
}

export const TAGS = {
  queues: ["orders: queues"],
  order: ["orders"],
  tiers: ["orders: tiers"],
  money: ["orders: billing and shipping"],
};
