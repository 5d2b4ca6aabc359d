// Every string is bounded (ids by their format, lines, free text that refuses card numbers) and every
// amount by ZAmountSchema (decisions D13). The server also refuses ids naming nothing on the order.
import { PRESS_CODES } from "@gbo/domain/grading";
import { MAX_AMOUNT_CENTS } from "@gbo/domain/money";
import { CANCEL_MODES } from "@gbo/domain/workflow";
import { z } from "zod";
import {
  ZAmountSchema,
  ZFreeTextSchema,
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRowIdSchema,
} from "../common/index";
import {
  ZComicIdSchema,
  ZDateOnlySchema,
  ZIdempotencyKeySchema,
  ZMoneySchema,
  ZOrderIdSchema,
  ZOrderStatusSchema,
  ZTierIdSchema,
  ZTierStatusSchema,
  ZTransTypeSchema,
  ZVersionSchema,
} from "./common";

/** Tracking numbers: the longest carrier format is well under this. */
const ZTrackingNumberSchema = ZLineSchema(60);

/**
 * An amount typed in a dialog: at most ZAmountSchema's bound and two decimals; 0 or less (down to the
 * same bound) still reaches the domain, which answers the spec's own message ("Transaction amount must
 * be above 0.").
 */
const MAX_DIALOG_AMOUNT = MAX_AMOUNT_CENTS / 100;
const ZDialogAmountSchema = z.union([ZAmountSchema, z.number().min(-MAX_DIALOG_AMOUNT).max(0)], {
  error: `Enter an amount between -${MAX_DIALOG_AMOUNT.toLocaleString("en-US")} and ${MAX_DIALOG_AMOUNT.toLocaleString("en-US")} with at most two decimals.`,
});

/** Answer of every order write: the spec message to toast, and the new version to send next. */
export const ZOrderActionResultSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  version: ZInt32Schema(),
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
  orderId: ZOrderIdSchema,
  tierId: ZTierIdSchema.nullable().optional(),
  comicId: ZComicIdSchema.nullable().optional().describe("A comic of this order: `001` or its unique id"),
  description: ZFreeTextSchema(2000).pipe(z.string().min(1)),
  ...withVersion,
});
export type TOrderCommentBody = z.infer<typeof ZOrderCommentBodySchema>;

/** POST /api/orders/{id}/details and POST /api/orders/{id}: the fields a worker may edit. */
export const ZOrderDetailsBodySchema = z.object({
  ...withVersion,
  repCode: ZLineSchema(40).nullable().optional(),
  origin: ZLineSchema(100).nullable().optional(),
  noAutoCharge: z.boolean().optional(),
  addressId: ZRowIdSchema.nullable().optional(),
  shippingAccount: ZLineSchema(40)
    .nullable()
    .optional()
    .describe("Carrier and account number: FedEx 9, UPS 6, DHL 9 letters or digits (FedEx 123456789)"),
  externalId: ZLineSchema(60).nullable().optional(),
  isAR: z.boolean().optional().describe("Needs billing or admin and a nonzero balance"),
  arDescription: ZFreeTextSchema(500).nullable().optional(),
});
export type TOrderDetailsBody = z.infer<typeof ZOrderDetailsBodySchema>;

/** PUT /api/orders/{id}/tracking */
export const ZTrackingBodySchema = z.object({
  ...withVersion,
  trackingNumber: ZTrackingNumberSchema.pipe(z.string().min(1)),
  tierId: ZTierIdSchema.nullable().optional(),
});
export type TTrackingBody = z.infer<typeof ZTrackingBodySchema>;

/** Body of PUT routes that act on the order in the path (escalate, movetoinvoicing). */
export const ZVersionBodySchema = z.object(withVersion);
export type TVersionBody = z.infer<typeof ZVersionBodySchema>;

/** Tier routes whose path names no order: the order comes in the body. */
export const ZTierRefBodySchema = z.object({
  orderId: ZOrderIdSchema,
  tierId: ZTierIdSchema,
  ...withVersion,
});
export type TTierRefBody = z.infer<typeof ZTierRefBodySchema>;

/** PUT /api/orders/updateDueDate/tier: today .. 365 days ahead. */
export const ZDueDateBodySchema = ZTierRefBodySchema.extend({ dueDate: ZDateOnlySchema });
export type TDueDateBody = z.infer<typeof ZDueDateBodySchema>;

/** PUT /api/orders/{id}/fastpass/{value} (value 0..4); the body names the tier. */
export const ZFastPassBodySchema = z.object({ tierId: ZTierIdSchema, ...withVersion });
export type TFastPassBody = z.infer<typeof ZFastPassBodySchema>;

/** PUT /api/orders/press/{tier}: press codes 0, 1, 3 and 9 (workflow §4); 9 (cleaning) only for manga. */
export const ZPressBodySchema = z.object({
  orderId: ZOrderIdSchema,
  press: ZInt32Schema()
    .refine((code) => (PRESS_CODES as readonly number[]).includes(code), {
      message: "Press must be 0, 1, 3 or 9 (9, cleaning, for manga only).",
    })
    .describe("0 none, 1 Pressing, 3 Pressing Express, 9 Cleaning (manga only)"),
  ...withVersion,
});
export type TPressBody = z.infer<typeof ZPressBodySchema>;

/** PUT /api/orders/labelsVerification/{tier} */
export const ZLabelsVerificationBodySchema = z.object({
  orderId: ZOrderIdSchema,
  isVerified: z.boolean().default(true),
  ...withVersion,
});
export type TLabelsVerificationBody = z.infer<typeof ZLabelsVerificationBodySchema>;

/** POST /api/orders/{id}/scan/comic: tierId omitted = order-level scan (shipping, pickup). */
export const ZScanComicBodySchema = z.object({
  code: ZLineSchema(100),
  tierId: ZTierIdSchema.nullable().optional(),
  ...withVersion,
});
export type TScanComicBody = z.infer<typeof ZScanComicBodySchema>;

/**
 * POST /api/orders/tier (tierId in body) and /api/orders/tier/{x} (x = tierId).
 * missingReason: the Pressing missing-comic exception (at least one scanned, a reason required).
 */
export const ZCompleteTierBodySchema = z.object({
  orderId: ZOrderIdSchema,
  tierId: ZTierIdSchema.optional(),
  missingReason: ZFreeTextSchema(500).optional(),
  ...withVersion,
});
export type TCompleteTierBody = z.infer<typeof ZCompleteTierBodySchema>;

/** POST /api/orders/reject/tier: toStatus must be one of the tier's reject targets. */
export const ZRejectTierBodySchema = ZTierRefBodySchema.extend({
  toStatus: ZTierStatusSchema,
  reason: ZFreeTextSchema(1000).optional(),
});
export type TRejectTierBody = z.infer<typeof ZRejectTierBodySchema>;

/**
 * POST /api/orders/{id}/skip/imagesp. Two payloads: ours (`tierId`, `comment`, `version`) and
 * administration §7's (`Description`, `TierId`, `OrderId`, `Status: 'ImagingSP'`), which carries no
 * version (the server then acts on the order as it is).
 */
export const ZSkipImagingSpBodySchema = z
  .object({
    tierId: ZTierIdSchema.optional(),
    comment: ZFreeTextSchema(1000)
      .optional()
      .describe("Required (the server answers the spec-style message)"),
    version: ZVersionSchema.optional(),
    TierId: ZTierIdSchema.optional().describe("Spec payload: the tier"),
    OrderId: ZOrderIdSchema.optional().describe("Spec payload: the order (must match the path)"),
    Description: ZFreeTextSchema(1000).optional().describe("Spec payload: the comment"),
    Status: z.literal("ImagingSP").optional().describe("Spec payload: always 'ImagingSP'"),
  })
  .refine((body) => Boolean(body.tierId ?? body.TierId), {
    message: "Please choose the tier to skip special imaging for.",
    path: ["tierId"],
  });
export type TSkipImagingSpBody = z.infer<typeof ZSkipImagingSpBodySchema>;

/** PUT /api/orders/{id}/tier/{tierId}/toggle-grade: PreGrade <-> Finalize. */
export const ZToggleGradeBodySchema = z.object(withVersion);

/** POST /api/orders/{id}/pressingfail/{tier}: no comicIds = every scanned comic of the tier. */
export const ZPressingFailBodySchema = z.object({
  comicIds: z.array(ZComicIdSchema).max(100).optional().describe("Comics of the tier (`001`)"),
  ...withVersion,
});
export type TPressingFailBody = z.infer<typeof ZPressingFailBodySchema>;

/** POST /api/orders/{id}/billing: a remaining balance needs an explanation longer than 2 characters. */
export const ZBillingBodySchema = z.object({
  explanation: ZFreeTextSchema(1000).optional(),
  /** Optional: a repeat with the same key gets the first answer (the same key with another payload is refused). */
  idempotencyKey: ZIdempotencyKeySchema.optional(),
  ...withVersion,
});
export type TBillingBody = z.infer<typeof ZBillingBodySchema>;

/** Who collected a pickup order: the name given and the ID checked (its kind and last four only). */
export const ZPickupCollectorSchema = z.object({
  name: ZFreeTextSchema(100).describe("The name of the person collecting the order"),
  idType: ZLineSchema(40).describe("The kind of ID checked: Driver's license, State ID, Passport, …"),
  idLast4: ZLineSchema(20).describe("The last 4 letters or digits of the ID (never the whole number)"),
});
export type TPickupCollector = z.infer<typeof ZPickupCollectorSchema>;

/** POST /api/orders/{id}/shipping, /canadashipping and /pickup. */
export const ZShippingBodySchema = z.object({
  trackingNumber: ZTrackingNumberSchema.optional().describe("Required for shipping, not for pickup"),
  missingComic: z.boolean().default(false).describe("Some items are missing"),
  message: ZFreeTextSchema(1000).optional().describe("Reason, required when items are missing"),
  collector: ZPickupCollectorSchema.optional().describe("Required for pickup: who collected the order"),
  ...withVersion,
});
export type TShippingBody = z.infer<typeof ZShippingBodySchema>;

/**
 * POST /api/orders/{id}/cancel: either transfer the funds to a replacement invoice id, or refund
 * (recorded as a transaction; no card is charged or refunded here).
 */
export const ZCancelOrderBodySchema = z.object({
  mode: z.enum(CANCEL_MODES),
  newInvoiceId: ZLineSchema(20)
    .optional()
    .describe("Replacement invoice id (transfer); must exist. The server answers the spec's messages"),
  refundAmount: ZDialogAmountSchema.optional().describe(
    "Defaults to everything paid (refund); at most what was paid",
  ),
  reason: ZFreeTextSchema(1000).optional(),
  idempotencyKey: ZIdempotencyKeySchema,
  ...withVersion,
});
export type TCancelOrderBody = z.infer<typeof ZCancelOrderBodySchema>;

export const ZFastPassParamsSchema = z.object({
  id: ZOrderIdSchema,
  value: ZInt32TextSchema(0, 4),
});
export const ZMoneyAmountSchema = ZMoneySchema;

/**
 * POST /api/orders/transaction: record a transaction on the order (the transaction dialog). Nothing is
 * charged through a gateway: a cash, check or money-order payment received at the counter, a fee, a
 * credit or an accounts-receivable entry. Idempotent by key.
 */
export const ZAddTransactionBodySchema = z.object({
  orderId: ZOrderIdSchema,
  transType: ZTransTypeSchema,
  amount: ZDialogAmountSchema.describe(
    "Above 0, at most 1,000,000, two decimals; a CREDIT is recorded negative",
  ),
  description: ZFreeTextSchema(500).optional(),
  idempotencyKey: ZIdempotencyKeySchema,
  ...withVersion,
});
export type TAddTransactionBody = z.infer<typeof ZAddTransactionBodySchema>;
