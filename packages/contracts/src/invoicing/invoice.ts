// The invoice calls (submissions-pricing §3 "Order summary (invoicing view)", "Tier row in an invoice",
// "Addons counters"; §7 "Get temporary pre-order", "Submit invoice"): load, save, complete. Every amount
// is INTEGER CENTS, as in the submissions area: the browser prices the invoice with the domain's
// quoteInvoice and sends what it showed; the server re-prices the same cents and compares.
import { FAST_PASS_VALUES } from "@gbo/domain/catalog";
import { MAX_COMICS_PER_ORDER } from "@gbo/domain/grading";
import { INVOICE_PRESS_SPEEDS } from "@gbo/domain/invoice";
import { CURRENCY_SYMBOLS, MAX_ORDER_BALANCE_CENTS } from "@gbo/domain/money";
import { z } from "zod";
import { ZInt32Schema, ZLineSchema, ZRowIdSchema, ZSafeIntSchema } from "../common/index";
import {
  ZCollectibleTypeSchema,
  ZCountryCodeSchema,
  ZDateOnlySchema,
  ZIdempotencyKeySchema,
  ZMangaTypeSchema,
  ZOrderStatusSchema,
  ZVersionSchema,
} from "../orders/common";
import { ZSubmitOrderSchema, ZSubmitPayMethodSchema } from "../submissions/index";

const ZCentsSchema = ZSafeIntSchema(0, MAX_ORDER_BALANCE_CENTS).describe("Integer cents");
const ZSignedCentsSchema = ZSafeIntSchema(-MAX_ORDER_BALANCE_CENTS, MAX_ORDER_BALANCE_CENTS);
/** "Negative or empty numbers become 0" is the screen's; the call takes whole counts only. */
const ZCountSchema = ZInt32Schema(0, MAX_COMICS_PER_ORDER);
/** §9 "Secondary VSP: 500 live, 100 at save": the live bound here, the save bound with its rule. */
const ZSecondaryCountSchema = ZInt32Schema(0, 500);

/** An invoicing tier id (MD, 2D, EX, RP, 1D, VG, RH) or a stored tier id with its fast-pass letter. */
const ZInvoiceTierIdSchema = z
  .string()
  .max(8)
  .regex(/^[0-9A-Za-z]*$/, "A tier id is letters and digits (MD, 2D, RH).");

/** One tier row of the invoice (§3 "Tier row in an invoice"). Insured is the whole row's, cents. */
export const ZInvoiceRowSchema = z.object({
  id: ZInvoiceTierIdSchema,
  label: ZLineSchema(100),
  count: ZCountSchema,
  insured: ZCentsSchema.describe("Declared value of the whole row, cents (whole dollars)"),
  fastPass: z
    .literal(FAST_PASS_VALUES)
    .describe(
      "Fast-pass level of the row's comics: 0 none, 1 Fast Pass, 2 Express, 3 Express Plus, 4 Super Express, 5 Priority, 6 Express",
    ),
  press: z.literal(INVOICE_PRESS_SPEEDS).describe("0 none, 1 pressing, 2 fast press"),
  imageCount: ZCountSchema,
  internationalCount: ZCountSchema,
  originalArtworkCount: ZCountSchema,
  slabOnlyCount: ZCountSchema,
  pressCount: ZCountSchema,
  pressScreenCount: ZCountSchema,
  rawGradeCount: ZCountSchema,
  screeningCount: ZCountSchema,
  rawGradeScreeningBoth: ZCountSchema,
  processingCount: ZCountSchema,
});
export type TInvoiceRow = z.infer<typeof ZInvoiceRowSchema>;

/** §3 "Addons counters" (the spec's spelling of "Secondry" kept). */
export const ZInvoiceAddOnCountsSchema = z.object({
  aspComicsCount: ZCountSchema,
  vspPrimaryComicsCount: ZCountSchema,
  vspSecondryComicsCount: ZSecondaryCountSchema,
  vsppPrimaryComicsCount: ZCountSchema,
  vsppSecondryComicsCount: ZSecondaryCountSchema,
});
export type TInvoiceAddOnCounts = z.infer<typeof ZInvoiceAddOnCountsSchema>;

const ZOriginSchema = z.object({ id: ZLineSchema(60).min(1), title: ZLineSchema(200).min(1) });

/** The order summary of the invoicing view (§3) with the server's totals as last saved. */
export const ZInvoiceSummarySchema = z.object({
  id: z.string(),
  status: ZOrderStatusSchema,
  version: ZInt32Schema(),
  level: z.string(),
  countryCode: ZCountryCodeSchema,
  currency: z.enum(CURRENCY_SYMBOLS),
  collectibleType: ZCollectibleTypeSchema,
  mangaType: ZMangaTypeSchema.nullable(),
  userId: ZInt32Schema(),
  catalogVersion: ZSafeIntSchema().describe("Catalog version the server prices the invoice on"),
  orderDate: z.string().describe("YYYY-MM-DD"),
  receivedDate: z.string().nullable().describe("YYYY-MM-DD"),
  addressId: ZInt32Schema().nullable(),
  rateId: z.string().nullable(),
  payMethodId: ZSubmitPayMethodSchema.nullable().describe(
    "The stored pay method (a live method of the customer, or check / cash); null when none or gone",
  ),
  repCode: z.string().nullable(),
  origin: ZOriginSchema.nullable(),
  promoCode: z.string().nullable(),
  isInsurance: z.boolean(),
  isGradingPressScreen: z
    .boolean()
    .describe("The submission chose the grading press screen (§9, priced at 5 or more comics)"),
  noAutoCharge: z.boolean(),
  shippingAccount: z.string().nullable(),
  paidDetail: z.array(z.object({ id: z.string(), amt: z.number(), desc: z.string() })),
  count: ZSafeIntSchema(),
  insured: ZCentsSchema,
  baseTotal: ZSignedCentsSchema,
  discount: ZSignedCentsSchema,
  promoDiscount: ZSignedCentsSchema,
  rewards: ZCentsSchema,
  dropOffValue: ZCentsSchema.describe("Drop-off charge of the order, cents (priced into the total)"),
  sh: ZSignedCentsSchema,
  handling: ZSignedCentsSchema,
  insurance: ZSignedCentsSchema,
  taxes: ZSignedCentsSchema,
  grandTotal: ZSignedCentsSchema,
  amountDue: ZSignedCentsSchema,
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummarySchema>;

/** GET /api/orders/{id}/invoice (§7 "Get temporary pre-order"). */
export const ZInvoiceSchema = z.object({
  summary: ZInvoiceSummarySchema,
  userInfo: z.object({
    id: ZInt32Schema(),
    name: z.string(),
    email: z.string(),
    level: z.string(),
    rewardsAvailable: ZCentsSchema.describe("Rewards left to the customer, not counting this order's"),
    isWelcomePromo: z.boolean(),
    dealerDiscounts: z
      .object({ grading: z.number(), pressing: z.number(), vsp: z.number() })
      .nullable()
      .describe("Percents of a dealer's own discounts; null = the catalog defaults"),
  }),
  addons: ZInvoiceAddOnCountsSchema,
  tiers: z.array(ZInvoiceRowSchema),
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;

/** PUT /api/orders/{id}/invoice: the whole invoice as the screen shows it. */
export const ZInvoiceSaveSchema = z.object({
  version: ZVersionSchema,
  tiers: z
    .array(ZInvoiceRowSchema)
    .max(20)
    .describe("At most 10 rows: more answers 'Maximum tier limit reached' (the domain's rule)"),
  addons: ZInvoiceAddOnCountsSchema,
  origin: ZOriginSchema.nullable(),
  repCode: ZLineSchema(40).nullable(),
  promoCode: ZLineSchema(40).nullable(),
  receivedDate: ZDateOnlySchema,
  addressId: ZRowIdSchema.nullable(),
  rateId: ZLineSchema(60).nullable(),
  payMethodId: ZSubmitPayMethodSchema.nullable(),
  isInsurance: z.boolean(),
  rewards: ZCentsSchema.describe("Rewards the invoicer applies, cents"),
  expected: z
    .object({ grandTotal: ZSignedCentsSchema, taxes: ZCentsSchema })
    .describe("What the screen showed; a different computation answers 'Please verify submitted data'"),
});
export type TInvoiceSave = z.infer<typeof ZInvoiceSaveSchema>;

/** POST /api/orders/{id}/invoice/complete: the saved invoice goes to pre-receiving (AddComic). */
export const ZInvoiceCompleteSchema = z.object({
  version: ZVersionSchema,
  payMethodId: ZSubmitPayMethodSchema.nullable(),
});
export type TInvoiceComplete = z.infer<typeof ZInvoiceCompleteSchema>;

/** Answer of a save or complete: the message, the new version and the server's totals. */
export const ZInvoiceResultSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  status: ZOrderStatusSchema,
  version: ZInt32Schema(),
  count: ZSafeIntSchema(),
  grandTotal: ZSignedCentsSchema,
  taxes: ZSignedCentsSchema,
  amountDue: ZSignedCentsSchema,
});
export type TInvoiceResult = z.infer<typeof ZInvoiceResultSchema>;

/** POST /api/orders/submit with `kind: 'invoice'` (§2 "/invoicing/new", §7 "Submit invoice"): a walk-in
 * invoice for a chosen customer — tier rows and add-on counts instead of comics; the order is made in
 * Invoicing, received on `receivedDate`. */
export const ZInvoiceSubmitSchema = z.object({
  kind: z.literal("invoice"),
  userId: ZRowIdSchema.describe("Customer id"),
  version: ZInt32Schema(1, 1000).describe("Catalog (tier) version the invoice was priced on"),
  countryCode: ZCountryCodeSchema,
  collectibleType: ZCollectibleTypeSchema,
  mangaType: ZMangaTypeSchema.optional(),
  level: ZLineSchema(40).min(1).describe("Member level, or 'onsite'"),
  tiers: z
    .array(ZInvoiceRowSchema)
    .min(1, "Please add a tier row.")
    .max(20)
    .describe("At most 10 rows: more answers 'Maximum tier limit reached' (the domain's rule)"),
  addons: ZInvoiceAddOnCountsSchema,
  origin: ZOriginSchema,
  repCode: ZLineSchema(40).nullable(),
  promoCode: ZLineSchema(40).nullable(),
  receivedDate: ZDateOnlySchema,
  addressId: ZRowIdSchema,
  rateId: ZLineSchema(60).nullable(),
  payMethodId: ZSubmitPayMethodSchema,
  isInsurance: z.boolean(),
  rewards: ZCentsSchema.describe("Rewards the invoicer applies, cents"),
  idempotencyKey: ZIdempotencyKeySchema.describe(
    "One per request: the same invoice sent again (after a lost answer) repeats it and answers the first order",
  ),
  expected: z
    .object({ grandTotal: ZSignedCentsSchema, taxes: ZCentsSchema })
    .describe("What the screen showed; a different computation answers 'Please verify submitted data'"),
});
export type TInvoiceSubmit = z.infer<typeof ZInvoiceSubmitSchema>;

/** The body POST /api/orders/submit takes: a draft submission (no `kind`, or 'draft') or an invoice. */
export const ZOrderSubmitBodySchema = z.discriminatedUnion("kind", [
  ZSubmitOrderSchema.extend({ kind: z.literal("draft").optional() }),
  ZInvoiceSubmitSchema,
]);
export type TOrderSubmitBody = z.infer<typeof ZOrderSubmitBodySchema>;
