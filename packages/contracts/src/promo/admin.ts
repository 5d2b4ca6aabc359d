// Promo codes kept by the admin screens (issue 16, administration §3 "Promo code", §5, §7): the paged
// list with search, the promo types, and the create / update bodies. Reads carry `version` (stale → 409).
import { PROMO_TYPES } from "@gbo/domain/promo";
import { z } from "zod";

import {
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRecordVersionSchema,
  ZSafeIntSchema,
} from "../common/index";
import { ZPromoCodeSchema } from "./codes";

export const ZPromoAdminSchema = ZPromoCodeSchema.extend({
  lastUpdatedDate: z.string().describe("ISO time of the last change"),
  version: ZInt32Schema(),
}).meta({ id: "PromoCodeAdmin" });
export type TPromoAdmin = z.infer<typeof ZPromoAdminSchema>;

export const PROMO_ADMIN_PAGE_SIZE_MAX = 100;
/** GET /api/promocode/?search=&code=&page=&pageSize= */
export const ZPromoAdminQuerySchema = z.object({
  search: ZLineSchema(100).optional().describe("Part of the code or title (case-insensitive)"),
  code: ZLineSchema(40).optional().describe("Exactly this code (case-insensitive): the detail screen's read"),
  page: ZInt32TextSchema(1, 100_000).default(1),
  pageSize: ZInt32TextSchema(1, PROMO_ADMIN_PAGE_SIZE_MAX).default(25),
});
export type TPromoAdminQuery = z.input<typeof ZPromoAdminQuerySchema>;

export const ZPromoAdminPageSchema = z.object({
  rows: z.array(ZPromoAdminSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TPromoAdminPage = z.infer<typeof ZPromoAdminPageSchema>;

/** GET /api/promocode/promotype: the types of administration §9, in the form's order. */
export const ZPromoTypesSchema = z.array(z.enum(PROMO_TYPES));

const count = ZInt32Schema(0, 1000);
/** The form as typed: promoValue in dollars (whole percent for Percent* types); dates month/day/year. */
const formFields = {
  title: ZLineSchema(100).refine((t) => t.trim().length > 0, "Please enter a title."),
  promoType: z.enum(PROMO_TYPES),
  promoValue: z.number().min(0).max(100_000),
  startDate: ZLineSchema(10),
  endDate: ZLineSchema(10),
  addOn: ZPromoCodeSchema.shape.addOn,
  xBooks: count.optional(),
  yBooks: count.optional(),
  collectibleType: ZPromoCodeSchema.shape.collectibleType,
  isStandard: z.boolean().default(false),
  isPriority: z.boolean().default(false),
  isExpress: z.boolean().default(false),
  isPressing: z.boolean().default(false),
};

/** POST /api/promocode/ */
export const ZCreatePromoSchema = z.object({
  promoCode: ZLineSchema(40).refine((c) => /^[A-Za-z0-9_.-]+$/.test(c.trim()), "Letters and digits only."),
  ...formFields,
});
export type TCreatePromo = z.input<typeof ZCreatePromoSchema>;

/** PUT /api/promocode/{code}: the code stays (submissions name it); the version read. */
export const ZUpdatePromoSchema = z.object({ ...formFields, version: ZRecordVersionSchema });
export type TUpdatePromo = z.input<typeof ZUpdatePromoSchema>;

export const ZPromoAdminPathSchema = z.object({ code: ZLineSchema(40) });
