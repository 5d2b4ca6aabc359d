// The promo code reads of the submission screens (submissions-pricing §7, among the catalog calls, hence
// their tag): GET /api/promocode/all and GET /api/promocode/{code}, for whoever builds, receives or
// invoices submissions (the catalog calls' claims).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZPromoCodePathSchema,
  ZPromoCodeSchema,
  ZPromoCodesPageSchema,
  ZPromoCodesQuerySchema,
} from "@gbo/contracts/promo";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { CATALOG_CLAIMS } from "../catalog/index";
import { findPromoCode, listPromoCodes } from "./promo-codes";

const TAGS = ["catalog"];
const errors = { 400: ZErrorBodySchema, 401: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };

export async function promoCodeReadRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...CATALOG_CLAIMS];

  app.get(
    "/api/promocode/all",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Promo codes, by code (500 a page by default)",
        querystring: ZPromoCodesQuerySchema,
        response: { 200: ZPromoCodesPageSchema, ...errors },
      },
    },
    async (request) => listPromoCodes(db, request.query.page, request.query.pageSize),
  );

  app.get(
    "/api/promocode/:code",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "One promo code, matched without case",
        description: "404 'Promo Code is invalid.' when no code matches.",
        params: ZPromoCodePathSchema,
        response: { 200: ZPromoCodeSchema, ...errors },
      },
    },
    async (request) => findPromoCode(db, request.params.code),
  );
}
