// Submissions and receiving (issue 14; submissions-pricing §3, §5, §7, §9; workflow §4, §7).
// Every amount in this area is INTEGER CENTS, the domain's unit: the browser prices the draft with
// `quoteSubmission` and sends what it showed; the server re-prices the same cents and compares.
import { FAST_PASS_VALUES, MAX_INSURED_CENTS } from "@gbo/domain/catalog";
import { MAX_COMICS_PER_ORDER } from "@gbo/domain/grading";
import {
  ADD_AT_LEAST_ONE_COMIC,
  INSURED_INTEGER,
  QUANTITY_ABOVE_ZERO,
  QUANTITY_INTEGER,
  TOO_MANY_COMICS,
  TOO_MANY_SIGNATURES,
} from "@gbo/domain/messages";
import { MAX_ORDER_BALANCE_CENTS } from "@gbo/domain/money";
import { DRAFT_PRESS_CODES } from "@gbo/domain/pricing";
import { MAX_SIGNATURE_ROWS, SIGNATURE_TYPES } from "@gbo/domain/signatures";
import { z } from "zod";
import { ZFreeTextSchema, ZInt32Schema, ZLineSchema, ZRowIdSchema, ZSafeIntSchema } from "../common/index";
import {
  ZCollectibleTypeSchema,
  ZCountryCodeSchema,
  ZDateOnlySchema,
  ZIdempotencyKeySchema,
  ZMangaTypeSchema,
  ZOrderIdSchema,
  ZOrderStatusSchema,
  ZVersionSchema,
} from "../orders/common";

const ZCentsSchema = ZSafeIntSchema(0, MAX_ORDER_BALANCE_CENTS).describe("Integer cents");
/** A total may be negative only in theory (discounts are capped), so it is bounded both ways. */
const ZSignedCentsSchema = ZSafeIntSchema(-MAX_ORDER_BALANCE_CENTS, MAX_ORDER_BALANCE_CENTS).describe(
  "Integer cents",
);

/** A catalog tier code (SO, NW, CR …) as the comic form picks it; the fast-pass letter is derived. */
const ZCatalogTierIdSchema = z
  .string()
  .min(1)
  .max(8)
  .regex(/^[0-9A-Za-z]+$/, "A tier id is letters and digits (SO, NW, CR).");

export const ZSignatureTypeSchema = z.enum(SIGNATURE_TYPES);

export const ZSubmitSignatureSchema = z.object({
  type: ZSignatureTypeSchema,
  name: ZLineSchema(100).optional(),
});

/** One comic of the draft: the domain ComicDraft (priced part) plus what is printed and stored. */
export const ZSubmitComicSchema = z.object({
  id: ZLineSchema(40).min(1).describe("The draft's own id of the comic (not stored)"),
  tierId: ZCatalogTierIdSchema,
  quantity: ZInt32Schema(1, MAX_COMICS_PER_ORDER, {
    notWhole: QUANTITY_INTEGER,
    tooSmall: QUANTITY_ABOVE_ZERO,
    tooBig: TOO_MANY_COMICS,
  }),
  insured: ZSafeIntSchema(0, MAX_INSURED_CENTS, {
    notWhole: INSURED_INTEGER,
    tooSmall: INSURED_INTEGER,
  }).describe("Insured value per comic, cents"),
  year: ZInt32Schema(0, 9999).optional(),
  collectibleType: ZCollectibleTypeSchema,
  mangaType: ZMangaTypeSchema.optional(),
  press: z.literal(DRAFT_PRESS_CODES).describe("0 none, 1 Pressing, 2 Fast, 3 Express, 9 Cleaning"),
  pressScreen: z.boolean(),
  fastPassValue: z.literal(FAST_PASS_VALUES),
  gradeScreen: z.number().min(0).max(10).describe("Minimum grade asked for; 0 = no grade screening"),
  partialGrade: z.boolean(),
  reholder: z.boolean(),
  artwork: z.boolean(),
  isSlab: z.boolean(),
  isWitnessedSignature: z.boolean(),
  image: z.boolean(),
  international: z.boolean(),
  signatures: z.array(ZSubmitSignatureSchema).max(MAX_SIGNATURE_ROWS, TOO_MANY_SIGNATURES),
  title: ZLineSchema(200).min(1),
  issue: ZLineSchema(40).optional(),
  displayYear: ZLineSchema(20).optional(),
  publisher: ZLineSchema(200).optional(),
  variant: ZLineSchema(200).optional(),
  pedigree: ZLineSchema(200).optional(),
  customTitle: z.boolean().optional(),
  reholderId: z
    .string()
    .length(14)
    .regex(/^[0-9A-Za-z-]+$/)
    .optional()
    .describe("The 14-character unique id of the graded comic being reholdered"),
});
export type TSubmitComic = z.infer<typeof ZSubmitComicSchema>;

/** A stored payment method id, or 'check' / 'cash' (US only, §9). */
export const ZSubmitPayMethodSchema = z.union([ZRowIdSchema, z.enum(["check", "cash"])]);

type ComicOptions = Pick<
  TSubmitComic,
  | "press"
  | "pressScreen"
  | "fastPassValue"
  | "gradeScreen"
  | "partialGrade"
  | "reholder"
  | "artwork"
  | "isSlab"
  | "isWitnessedSignature"
  | "image"
  | "international"
  | "signatures"
>;

/** A comic's add-on choices with nothing chosen: the start of a comic form, a seed or a test. */
export function noComicOptions(): ComicOptions {
  return {
    press: 0,
    pressScreen: false,
    fastPassValue: 0,
    gradeScreen: 0,
    partialGrade: false,
    reholder: false,
    artwork: false,
    isSlab: false,
    isWitnessedSignature: false,
    image: false,
    international: false,
    signatures: [],
  };
}

/** POST /api/orders/submit (§7 "Submit invoice"): the draft summary the browser priced. */
export const ZSubmitOrderSchema = z.object({
  userId: ZRowIdSchema.describe("Customer id"),
  version: ZInt32Schema(1, 1000).describe("Catalog (tier) version the draft was priced on"),
  countryCode: ZCountryCodeSchema,
  collectibleType: ZCollectibleTypeSchema,
  mangaType: ZMangaTypeSchema.optional(),
  level: ZLineSchema(40).min(1).describe("Member level, or 'onsite'"),
  origin: z.object({ id: ZLineSchema(60).min(1), title: ZLineSchema(200).min(1) }),
  repCode: ZLineSchema(40).optional(),
  receivedDate: ZDateOnlySchema.optional(),
  addressId: ZRowIdSchema,
  rateId: ZLineSchema(60).optional(),
  payMethodId: ZSubmitPayMethodSchema,
  isInsurance: z.boolean(),
  dropOffValue: ZCentsSchema,
  promoCode: ZLineSchema(40).optional(),
  rewards: ZCentsSchema.describe("Rewards applied, cents"),
  isGradingPressScreen: z.boolean(),
  comics: z
    .array(ZSubmitComicSchema)
    .min(1, ADD_AT_LEAST_ONE_COMIC)
    .max(MAX_COMICS_PER_ORDER, TOO_MANY_COMICS),
  idempotencyKey: ZIdempotencyKeySchema.describe(
    "One per request (a UUID kept while the draft sent is the same: a click after a lost answer repeats it); a repeat answers the first order",
  ),
  expected: z
    .object({ grandTotal: ZSignedCentsSchema, taxes: ZCentsSchema })
    .describe("What the screen showed; a different computation answers 'Please verify submitted data'"),
});
export type TSubmitOrder = z.infer<typeof ZSubmitOrderSchema>;

/** Answer of a submit: the new order (status Submitted) and the server's totals. */
export const ZSubmitOrderResultSchema = z.object({
  id: ZOrderIdSchema,
  version: ZInt32Schema(),
  grandTotal: ZSignedCentsSchema,
  taxes: ZCentsSchema,
  amountDue: ZSignedCentsSchema,
  count: ZSafeIntSchema(),
});
export type TSubmitOrderResult = z.infer<typeof ZSubmitOrderResultSchema>;

// ---- Receiving (workflow §4 "Receiving: saved, then completed, or discarded", §7).

const ZTierCountSchema = ZInt32Schema(0, 10_000);

export const ZReceivingTierSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  count: ZInt32Schema().describe("Books the customer declared"),
  insured: ZCentsSchema.describe("Declared insured value of the tier, cents"),
});
export type TReceivingTier = z.infer<typeof ZReceivingTierSchema>;

/** GET /api/orders/{id}/receiving */
export const ZReceivingSchema = z.object({
  orderId: z.string(),
  status: ZOrderStatusSchema,
  version: ZInt32Schema(),
  customer: z.object({ id: ZInt32Schema(), name: z.string(), email: z.string() }),
  tiers: z.array(ZReceivingTierSchema),
  counts: z.record(z.string(), ZSafeIntSchema()).describe("Books counted per tier id"),
  note: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TReceiving = z.infer<typeof ZReceivingSchema>;

/** POST /api/orders/{id}/receiving: save the counts and note; `complete` also moves it to Invoicing. */
export const ZReceivingBodySchema = z.object({
  version: ZVersionSchema,
  counts: z.record(
    z
      .string()
      .max(8)
      .regex(/^[0-9A-Za-z]+$/),
    ZTierCountSchema,
  ),
  note: ZFreeTextSchema(2000).optional(),
  complete: z.boolean().optional(),
});
export type TReceivingBody = z.infer<typeof ZReceivingBodySchema>;

/** POST /api/orders/{id}/discard: cancel a Submitted order as never received. */
export const ZDiscardBodySchema = z.object({ version: ZVersionSchema });
export type TDiscardBody = z.infer<typeof ZDiscardBodySchema>;

/** Answer of receiving writes. */
export const ZReceivingResultSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  status: ZOrderStatusSchema,
  version: ZInt32Schema(),
});
export type TReceivingResult = z.infer<typeof ZReceivingResultSchema>;

export const ZOrderIdPathSchema = z.object({ id: ZOrderIdSchema });
