// Promo codes as the submission and invoicing screens read them (submissions-pricing §3 "Promo code",
// §7 GET /api/promocode/all, GET /api/promocode/{code}): the domain's PromoCode, field for field.
import { ADD_ON_IDS, COLLECTIBLE_TYPES } from "@gbo/domain/catalog";
import { PROMO_TYPES, type PromoCode } from "@gbo/domain/promo";
import { z } from "zod";
import { ZInt32TextSchema, ZLineSchema, ZSafeIntSchema } from "../common/index";

export const ZPromoCodeSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    promoType: z.enum(PROMO_TYPES),
    promoValue: ZSafeIntSchema(),
    addOn: z.enum(ADD_ON_IDS).optional(),
    xBooks: ZSafeIntSchema().optional(),
    yBooks: ZSafeIntSchema().optional(),
    collectibleType: z.enum(COLLECTIBLE_TYPES).optional(),
    isStandard: z.boolean().optional(),
    isPriority: z.boolean().optional(),
    isExpress: z.boolean().optional(),
    isPressing: z.boolean().optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
    lastUpdatedDate: z.string().optional(),
  })
  .meta({ id: "PromoCode" });
export type TPromoCode = z.infer<typeof ZPromoCodeSchema>;
/** The contract and the domain agree on the promo code shape. */
export const asDomainPromo = (promo: TPromoCode): PromoCode => promo;

export const PROMO_CODES_PAGE_SIZE_MAX = 500;
export const ZPromoCodesQuerySchema = z.object({
  page: ZInt32TextSchema(1, 100_000).default(1),
  pageSize: ZInt32TextSchema(1, PROMO_CODES_PAGE_SIZE_MAX).default(PROMO_CODES_PAGE_SIZE_MAX),
});
export const ZPromoCodesPageSchema = z.object({
  rows: z.array(ZPromoCodeSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TPromoCodesPage = z.infer<typeof ZPromoCodesPageSchema>;
export const ZPromoCodePathSchema = z.object({ code: ZLineSchema(40) });
export const PROMO_CODE_INVALID = "Promo Code is invalid.";
