// Promo codes kept by the admin screens (administration §7): GET /api/promocode/ (paged, searched),
// GET /api/promocode/promotype, POST /api/promocode/ (new), PUT /api/promocode/{code} (stale → 409).
// GET /api/promocode/all and /{code} are the submission screens' reads (codes.routes.ts).
// Claims: the spec's menu gives /promocodes no link; we read it as an administration screen, so the
// 'manage' claim of the administration table (admin holds every claim) (our reading).
import { ZErrorBodySchema } from "@gbo/contracts/common";
import {
  ZCreatePromoSchema,
  ZPromoAdminPageSchema,
  ZPromoAdminPathSchema,
  ZPromoAdminQuerySchema,
  ZPromoAdminSchema,
  ZPromoTypesSchema,
  ZUpdatePromoSchema,
} from "@gbo/contracts/promo";
import { PROMO_TYPES } from "@gbo/domain/promo";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context";
import { createPromo, listPromoAdmin, updatePromo } from "./promo-write";

const TAGS = ["promo codes"];
const errors = { 400: ZErrorBodySchema, 401: ZErrorBodySchema, 403: ZErrorBodySchema, 404: ZErrorBodySchema };
export const PROMO_ADMIN_CLAIMS: readonly string[] = ["manage"];

export async function promoAdminRoutes(instance: FastifyInstance, context: AppContext): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const claims = [...PROMO_ADMIN_CLAIMS];

  app.get(
    "/api/promocode/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Promo codes with their version, a page at a time, by code",
        description: "search: part of the code or title; code: exactly one code (the detail screen's read).",
        querystring: ZPromoAdminQuerySchema,
        response: { 200: ZPromoAdminPageSchema, ...errors },
      },
    },
    async (request) => listPromoAdmin(db, request.query),
  );

  app.get(
    "/api/promocode/promotype",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "The promo types (administration §9)",
        response: { 200: ZPromoTypesSchema, ...errors },
      },
    },
    async () => [...PROMO_TYPES],
  );

  app.post(
    "/api/promocode/",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Add a promo code",
        description:
          "The promo form's rules (domain validatePromoForm): dates month/day/year, not in the past, start " +
          "not after end, the code new ('{code} promo code aleady exist!'), a service for grading-service " +
          "types, Y books not above X books. 400 'Error saving changes' with the message on its field.",
        body: ZCreatePromoSchema,
        response: { 200: ZPromoAdminSchema, ...errors },
      },
    },
    async (request) => createPromo(db, request.log, request.worker!, request.body),
  );

  app.put(
    "/api/promocode/:code",
    {
      config: { claims },
      schema: {
        tags: TAGS,
        summary: "Change a promo code (with the version read; stale → 409)",
        description: "The same rules as a new code, except that kept past dates are allowed.",
        params: ZPromoAdminPathSchema,
        body: ZUpdatePromoSchema,
        response: { 200: ZPromoAdminSchema, 409: ZErrorBodySchema, ...errors },
      },
    },
    async (request) => updatePromo(db, request.log, request.worker!, request.params.code, request.body),
  );
}
