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

/** Claims of every station that works on tiers or shipped orders; the record decides which one counts. */
export const STATION_CLAIMS: readonly string[] = [
  "imaging",
  "signature",
  "pressing",
  "grade",
  "pregrade",
  "finalize",
  "labels",
  "heatseal",
  "slab",
  "qc",
  "shipping",
  "billing",
];

export const TAGS = {
  queues: ["orders: queues"],
  order: ["orders"],
  tiers: ["orders: tiers"],
  money: ["orders: billing and shipping"],
};
