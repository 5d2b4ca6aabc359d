import { z } from "zod";
import {
  ZDateOnlySchema,
  ZIdempotencyKeySchema,
  ZMoneySchema,
  ZOrderStatusSchema,
  ZTierStatusSchema,
  ZTransTypeSchema,
  ZVersionSchema,
} from "./common";

/** Answer of every order write: the spec message to toast, and the new version to send next. */
export const ZOrderActionResultSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  version: z.number().int(),
  orderStatus: ZOrderStatusSchema,
  tierId: z.string().nullable(),
  tierStatus: ZTierStatusSchema.nullable(),
  isWarning: z
    .boolean()
    .describe("True when the write was accepted but deserves a warning (already scanned)"),
});
export type TOrderActionResult = z.infer<typeof ZOrderActionResultSchema>;

const withVersion = { version: ZVersionSchema };

/** POST /api/orders/comment */
export const ZOrderCommentBodySchema = z.object({
  orderId: z.string(),
  tierId: z.string().nullable().optional(),
  comicId: z.string().nullable().optional(),
  description: z.string().trim().min(1).max(2000),
  ...withVersion,
});
export type TOrderCommentBody = z.infer<typeof ZOrderCommentBodySchema>;

/** POST /api/orders/{id}/details and POST /api/orders/{id}: the fields a worker may edit. */
export const ZOrderDetailsBodySchema = z.object({
  ...withVersion,
  repCode: z.string().max(40).nullable().optional(),
  origin: z.string().max(100).nullable().optional(),
  noAutoCharge: z.boolean().optional(),
  addressId: z.number().int().nullable().optional(),
  shippingAccount: z.string().max(40).nullable().optional(),
  externalId: z.string().max(60).nullable().optional(),
  isAR: z.boolean().optional().describe("Needs billing or admin and a nonzero balance"),
  arDescription: z.string().max(500).nullable().optional(),
});
export type TOrderDetailsBody = z.infer<typeof ZOrderDetailsBodySchema>;

/** PUT /api/orders/{id}/tracking */
export const ZTrackingBodySchema = z.object({
  ...withVersion,
  trackingNumber: z.string().trim().min(1).max(60),
  tierId: z.string().nullable().optional(),
});
export type TTrackingBody = z.infer<typeof ZTrackingBodySchema>;

/** Body of PUT routes that act on the order in the path (escalate, movetoinvoicing). */
export const ZVersionBodySchema = z.object(withVersion);
export type TVersionBody = z.infer<typeof ZVersionBodySchema>;

/** Tier routes whose path names no order: the order comes in the body. */
export const ZTierRefBodySchema = z.object({ orderId: z.string(), tierId: z.string(), ...withVersion });
export type TTierRefBody = z.infer<typeof ZTierRefBodySchema>;

/** PUT /api/orders/updateDueDate/tier: today .. 365 days ahead. */
export const ZDueDateBodySchema = ZTierRefBodySchema.extend({ dueDate: ZDateOnlySchema });
export type TDueDateBody = z.infer<typeof ZDueDateBodySchema>;

/** PUT /api/orders/{id}/fastpass/{value} (value 0..4); the body names the tier. */
export const ZFastPassBodySchema = z.object({ tierId: z.string(), ...withVersion });
export type TFastPassBody = z.infer<typeof ZFastPassBodySchema>;

/** PUT /api/orders/press/{tier} */
export const ZPressBodySchema = z.object({
  orderId: z.string(),
  press: z.number().int().min(0).max(3),
  ...withVersion,
});
export type TPressBody = z.infer<typeof ZPressBodySchema>;

/** PUT /api/orders/labelsVerification/{tier} */
export const ZLabelsVerificationBodySchema = z.object({
  orderId: z.string(),
  isVerified: z.boolean().default(true),
  ...withVersion,
});
export type TLabelsVerificationBody = z.infer<typeof ZLabelsVerificationBodySchema>;

/** POST /api/orders/{id}/scan/comic: tierId omitted = order-level scan (shipping, pickup). */
export const ZScanComicBodySchema = z.object({
  code: z.string().trim(),
  tierId: z.string().nullable().optional(),
  ...withVersion,
});
export type TScanComicBody = z.infer<typeof ZScanComicBodySchema>;

/**
 * POST /api/orders/tier (tierId in body) and /api/orders/tier/{x} (x = tierId).
 * missingReason: the Pressing missing-comic exception (at least one scanned, a reason required).
 */
export const ZCompleteTierBodySchema = z.object({
  orderId: z.string(),
  tierId: z.string().optional(),
  missingReason: z.string().trim().max(500).optional(),
  ...withVersion,
});
export type TCompleteTierBody = z.infer<typeof ZCompleteTierBodySchema>;

/** POST /api/orders/reject/tier: toStatus must be one of the tier's reject targets. */
export const ZRejectTierBodySchema = ZTierRefBodySchema.extend({
  toStatus: ZTierStatusSchema,
  reason: z.string().trim().max(1000).optional(),
});
export type TRejectTierBody = z.infer<typeof ZRejectTierBodySchema>;

/** POST /api/orders/{id}/skip/imagesp */
export const ZSkipImagingSpBodySchema = z.object({
  tierId: z.string(),
  comment: z
    .string()
    .trim()
    .max(1000)
    .default("")
    .describe("Required (the server answers the spec-style message)"),
  ...withVersion,
});
export type TSkipImagingSpBody = z.infer<typeof ZSkipImagingSpBodySchema>;

/** PUT /api/orders/{id}/tier/{tierId}/toggle-grade: PreGrade <-> Finalize. */
export const ZToggleGradeBodySchema = z.object(withVersion);

/** POST /api/orders/{id}/pressingfail/{tier}: no comicIds = every scanned comic of the tier. */
export const ZPressingFailBodySchema = z.object({
  comicIds: z.array(z.string()).optional(),
  ...withVersion,
});
export type TPressingFailBody = z.infer<typeof ZPressingFailBodySchema>;

/** POST /api/orders/{id}/billing: a remaining balance needs an explanation longer than 2 characters. */
export const ZBillingBodySchema = z.object({
  explanation: z.string().trim().max(1000).optional(),
  /** Accepted for symmetry with the money calls; billing completion moves no money (the version guards repeats). */
  idempotencyKey: ZIdempotencyKeySchema.optional(),
  ...withVersion,
});
export type TBillingBody = z.infer<typeof ZBillingBodySchema>;

/** POST /api/orders/{id}/shipping, /canadashipping and /pickup. */
export const ZShippingBodySchema = z.object({
  trackingNumber: z.string().trim().max(60).optional().describe("Required for shipping, not for pickup"),
  missingComic: z.boolean().default(false).describe("Some items are missing"),
  message: z.string().trim().max(1000).optional().describe("Reason, required when items are missing"),
  ...withVersion,
});
export type TShippingBody = z.infer<typeof ZShippingBodySchema>;

/**
 * POST /api/orders/{id}/cancel: either transfer the funds to a replacement invoice id, or refund
 * (recorded as a transaction; no card is charged or refunded here).
 */
export const ZCancelOrderBodySchema = z.object({
  mode: z.enum(["transfer", "refund"]),
  newInvoiceId: z.string().trim().optional().describe("Replacement invoice id (transfer)"),
  refundAmount: ZMoneySchema.optional().describe("Defaults to everything paid (refund)"),
  reason: z.string().trim().max(1000).optional(),
  idempotencyKey: ZIdempotencyKeySchema,
  ...withVersion,
});
export type TCancelOrderBody = z.infer<typeof ZCancelOrderBodySchema>;

export const ZFastPassParamsSchema = z.object({
  id: z.string(),
  value: z.coerce.number().int().min(0).max(4),
});
export const ZMoneyAmountSchema = ZMoneySchema;

/**
 * POST /api/orders/transaction: record a transaction on the order (the transaction dialog). Nothing is
 * charged through a gateway: a cash, check or money-order payment received at the counter, a fee, a
 * credit or an accounts-receivable entry. Idempotent by key.
 */
export const ZAddTransactionBodySchema = z.object({
  orderId: z.string(),
  transType: ZTransTypeSchema,
  amount: ZMoneySchema.describe("Above 0; a CREDIT is recorded negative"),
  description: z.string().trim().max(500).optional(),
  idempotencyKey: ZIdempotencyKeySchema,
  ...withVersion,
});
export type TAddTransactionBody = z.infer<typeof ZAddTransactionBodySchema>;
