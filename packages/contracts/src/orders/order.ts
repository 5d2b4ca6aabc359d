import { ACCOUNT_CARRIERS } from "@gbo/domain/customers";
import { CURRENCY_SYMBOLS } from "@gbo/domain/money";
import { SIGNATURE_TYPES } from "@gbo/domain/signatures";
import { PAYMENT_KINDS } from "@gbo/domain/workflow";
import { z } from "zod";
import { ZInt32Schema, ZSafeIntSchema } from "../common/index";
import {
  ZCollectibleTypeSchema,
  ZCountryCodeSchema,
  ZDateOnlySchema,
  ZMangaTypeSchema,
  ZMoneySchema,
  ZOrderStatusSchema,
  ZTierStatusSchema,
  ZTransTypeSchema,
} from "./common";

export const ZAddressSchema = z.object({
  id: ZInt32Schema(),
  userId: ZInt32Schema(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  stateProvince: z.string(),
  zipPostal: z.string(),
  country: ZCountryCodeSchema,
});
export type TAddress = z.infer<typeof ZAddressSchema>;

export const ZShippingAccountSchema = z.object({
  carrier: z.enum(ACCOUNT_CARRIERS),
  accountNumber: z.string(),
});
export type TShippingAccount = z.infer<typeof ZShippingAccountSchema>;

export const ZOrderCustomerSchema = z.object({
  id: ZInt32Schema(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  level: z.string().describe("Membership level, e.g. Basic, Premium, Dealer"),
  country: ZCountryCodeSchema,
  defaultRepCode: z.string().nullable(),
  dealerDiscounts: z.object({ grading: z.number(), pressing: z.number(), vsp: z.number() }).nullable(),
  shippingAccounts: z.array(ZShippingAccountSchema),
  addresses: z.array(ZAddressSchema),
});
export type TOrderCustomer = z.infer<typeof ZOrderCustomerSchema>;

/** Services a tier has; decides which stations it passes through (domain tierRoute). */
export const ZTierServicesSchema = z.record(z.string(), z.boolean());

export const ZTierSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: ZTierStatusSchema,
  count: ZSafeIntSchema(),
  days: ZSafeIntSchema(),
  fastPass: ZSafeIntSchema().describe("Fast-pass code 0..4"),
  press: ZSafeIntSchema().describe("0 none .. 3"),
  rate: ZMoneySchema.describe("Per-comic rate"),
  processed: ZSafeIntSchema().describe("Comics scanned at the current station"),
  progress: ZSafeIntSchema().describe("Percent processed at the current station"),
  labelsVerified: z.boolean(),
  trackingNumber: z.string().nullable(),
  missingReason: z.string().nullable(),
  isGradingPressScreen: z.boolean(),
  services: ZTierServicesSchema,
  routedThrough: z.array(ZTierStatusSchema).describe("Stations this tier has been routed to so far"),
  isRejected: z.boolean(),
  dueDate: ZDateOnlySchema.nullable(),
  daysLeft: ZSafeIntSchema().nullable(),
  shelfId: z.string().nullable().describe("The shelf the tier sits on (A-1-B), null when on none"),
});
export type TTier = z.infer<typeof ZTierSchema>;

/** One line per comic on the order summary and tier screens. */
export const ZComicSummarySchema = z.object({
  id: z.string(),
  uniqueId: z.string(),
  tierId: z.string(),
  tierLabel: z.string().nullable(),
  title: z.string(),
  issue: z.string().nullable(),
  displayYear: z.string().nullable(),
  publisher: z.string().nullable(),
  variant: z.string().nullable(),
  status: z.string(),
  updatedStatus: z.string().nullable(),
  grade: z.number().nullable(),
  category: z.string().nullable(),
  press: ZSafeIntSchema(),
  pressed: z.boolean(),
  /** Marked at the pressing station as failed (POST /api/orders/{id}/pressingfail/{tier}). */
  pressFailed: z.boolean(),
  scanned: z.boolean(),
  reject: z.boolean(),
  insured: ZMoneySchema,
  total: ZMoneySchema,
  isSlab: z.boolean(),
  artwork: z.boolean(),
  isWitnessedSignature: z.boolean(),
  partialGrade: z.boolean(),
  hasImage: z.boolean(),
  hasImageSP: z.boolean(),
  signatureCount: ZSafeIntSchema(),
});
export type TComicSummary = z.infer<typeof ZComicSummarySchema>;

export const ZTransactionSchema = z.object({
  id: ZSafeIntSchema().describe("A transaction (a bigint column)"),
  orderId: z.string(),
  userId: ZInt32Schema(),
  amount: ZMoneySchema,
  transType: ZTransTypeSchema,
  isFee: z.boolean(),
  isRefund: z.boolean(),
  isVoid: z.boolean(),
  success: z.boolean(),
  orderCurrency: z.string(),
  country: ZCountryCodeSchema,
  authPaymentId: z.string().nullable(),
  authId: z.string().nullable(),
  refId: z.string().nullable(),
  description: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TTransaction = z.infer<typeof ZTransactionSchema>;

export const ZPaidDetailSchema = z.object({ id: z.string(), amt: ZMoneySchema, desc: z.string() });

export const ZOrderSchema = z.object({
  id: z.string(),
  userId: ZInt32Schema(),
  status: ZOrderStatusSchema,
  level: z.string(),
  version: ZInt32Schema(),
  countryCode: ZCountryCodeSchema,
  currency: z.enum(CURRENCY_SYMBOLS),
  collectibleType: ZCollectibleTypeSchema,
  mangaType: ZMangaTypeSchema.nullable(),
  count: ZSafeIntSchema(),
  total: ZMoneySchema,
  baseTotal: ZMoneySchema,
  discount: ZMoneySchema,
  rewards: ZMoneySchema,
  promoDiscount: ZMoneySchema,
  promoCode: z.string().nullable(),
  dropOffId: z.string().nullable(),
  dropOffName: z.string().nullable(),
  dropOffValue: ZMoneySchema,
  sh: ZMoneySchema,
  handling: ZMoneySchema,
  insurance: ZMoneySchema,
  isInsurance: z.boolean(),
  taxes: ZMoneySchema,
  grandTotal: ZMoneySchema,
  rate: z.string().nullable().describe("Shipping rate name"),
  shippingAccount: z.string().nullable(),
  repCode: z.string().nullable(),
  origin: z.string().nullable(),
  receivedDate: z.string().nullable(),
  date: z.string(),
  dueDate: ZDateOnlySchema.nullable(),
  trackingNumber: z.string().nullable(),
  paidDetail: z.array(ZPaidDetailSchema),
  isAR: z.boolean(),
  arDescription: z.string().nullable(),
  missingComic: z.string().nullable(),
  noAutoCharge: z.boolean(),
  externalId: z.string().nullable(),
  isGradingPressScreen: z.boolean(),
  balance: ZMoneySchema.describe("Amount still owed; negative = credit"),
  refundable: ZMoneySchema,
  isFastPass: z.boolean(),
  fastPassValue: ZSafeIntSchema(),
  addressId: ZInt32Schema().nullable(),
  billingExplanation: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

const ZStatementLineSchema = z.object({
  label: z.string(),
  amount: ZMoneySchema.describe("Signed: a discount, a credit or a refund is negative"),
  transactionId: ZSafeIntSchema().nullable().describe("The transaction it comes from, if any"),
  at: z
    .string()
    .nullable()
    .describe("When it was recorded; null for the grand total's parts and payments at submission"),
});

/**
 * The order's money as the server reads it (issue 10): Grand total + adjustments = Total;
 * Total − Paid = Balance. `unreconciled` says by how much stored data disagrees (0 when it adds up).
 */
export const ZMoneyStatementSchema = z.object({
  grandTotalParts: z
    .array(ZStatementLineSchema)
    .describe(
      "Workflow §9: total less discount, rewards, promo, plus drop-off, shipping, handling, insurance",
    ),
  grandTotal: ZMoneySchema,
  grandTotalUnreconciled: ZMoneySchema.describe(
    "Stored grand total less the sum of its parts; 0 when they add up",
  ),
  adjustments: z
    .array(ZStatementLineSchema)
    .describe("Taxes, fees and credits since, and what a cancellation no longer asks for"),
  total: ZMoneySchema.describe("What is owed: grand total plus adjustments"),
  payments: z.array(
    ZStatementLineSchema.extend({
      kind: z.enum(PAYMENT_KINDS),
    }),
  ),
  paid: ZMoneySchema,
  balance: ZMoneySchema.describe("The stored balance"),
  unreconciled: ZMoneySchema.describe("Stored balance less (total − paid); 0 when the statement adds up"),
  entryCount: ZSafeIntSchema().describe("Payments at submission plus recorded transactions"),
});
export type TMoneyStatement = z.infer<typeof ZMoneyStatementSchema>;

/** GET /api/orders/{id} */
export const ZOrderSummarySchema = z.object({
  order: ZOrderSchema,
  tiers: z.array(ZTierSchema),
  comics: z.array(ZComicSummarySchema),
  customer: ZOrderCustomerSchema,
  address: ZAddressSchema.nullable(),
  transactions: z.array(ZTransactionSchema),
  balance: ZMoneySchema,
  statement: ZMoneyStatementSchema,
});
export type TOrderSummary = z.infer<typeof ZOrderSummarySchema>;

export const ZLogEntrySchema = z.object({
  id: ZSafeIntSchema(),
  orderId: z.string(),
  type: z.string().describe("Comment, Status, Tier, Scan, Transaction, Update, …"),
  tierId: z.string().nullable(),
  comicId: z.string().nullable(),
  description: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  author: z.string(),
  date: z.string(),
});
export type TLogEntry = z.infer<typeof ZLogEntrySchema>;

/** GET /api/orders/{id}/log */
export const ZOrderLogSchema = z.array(ZLogEntrySchema);
export type TOrderLog = z.infer<typeof ZOrderLogSchema>;

export const ZSignatureSchema = z.object({
  id: ZInt32Schema(),
  name: z.string(),
  date: ZDateOnlySchema.nullable(),
  type: z.enum(SIGNATURE_TYPES),
  label: z.string().nullable(),
  valid: z.boolean(),
  processInvalid: z.boolean(),
  description: z.string().nullable(),
});
export type TSignature = z.infer<typeof ZSignatureSchema>;

export const ZComicNoteSchema = z.object({ description: z.string(), date: z.string(), author: z.string() });

export const ZSigneeSchema = z.object({ line1: z.string(), line2: z.string().nullable() });

/** GET /api/orders/{id}/comic/{comicId}: every comic field of workflow §3. */
export const ZComicSchema = ZComicSummarySchema.extend({
  orderId: z.string(),
  year: z.string().nullable(),
  multiYear: z.boolean(),
  noYear: z.boolean(),
  noPublisher: z.boolean(),
  uniqueDetail: z.string().nullable(),
  monthQuarter: z.string().nullable(),
  quantity: ZSafeIntSchema(),
  insured: ZMoneySchema,
  pressScreen: z.boolean(),
  gradeScreen: z.number().nullable(),
  looksBetter: z.boolean(),
  restoration: z.string().nullable(),
  pageQuality: z.string().nullable(),
  notes: z.array(ZComicNoteSchema),
  signees: z.array(ZSigneeSchema),
  signatures: z.array(ZSignatureSchema),
  artists: z.array(z.string()),
  keyComments: z.array(z.string()),
  backLabels: z.array(z.string()),
  collection: z.string().nullable(),
  personalCollection: z.boolean(),
  rejectFees: ZSafeIntSchema().nullable(),
  fastPass: ZSafeIntSchema(),
  fastPassValue: ZSafeIntSchema(),
  reholder: z.boolean(),
  reholderId: z.string().nullable(),
  featured: z.boolean(),
  customTitle: z.boolean(),
  collectibleType: ZCollectibleTypeSchema,
  mangaType: ZMangaTypeSchema.nullable(),
  mangaLabelCode: z.string().nullable(),
  international: z.boolean(),
  image: z.boolean(),
  days: ZSafeIntSchema(),
  baseTotal: ZMoneySchema,
});
export type TComic = z.infer<typeof ZComicSchema>;

/** GET /api/orders/reference/{prefix}/{ref} */
export const ZReferenceParamsSchema = z.object({
  prefix: z
    .string()
    .min(1)
    .max(20)
    .describe(
      "Case-insensitive. `comic` (or `cert`): a comic unique id; `tracking`: a tracking number; `ext`: the order's externalId; any other prefix is an external user's: matches externalId `ref`, `PREFIX:ref` or `PREFIX-ref`. 404 when nothing matches.",
    ),
  ref: z.string().min(1).max(100),
});
export type TReferenceParams = z.infer<typeof ZReferenceParamsSchema>;

export const ZReferenceResultSchema = z.object({ orderId: z.string() });
export type TReferenceResult = z.infer<typeof ZReferenceResultSchema>;

/** GET /api/orders/{id}/tiers/{tierId}: what the tier screen needs (grade/slab/default variants are the web's). */
export const ZTierDetailSchema = z.object({
  order: ZOrderSchema,
  customerName: z.string(),
  tier: ZTierSchema,
  comics: z.array(ZComicSummarySchema),
  /** Earlier statuses the tier may be sent back to (domain rejectTargets). */
  rejectTargets: z.array(ZTierStatusSchema),
  /** Where completing the tier sends it (domain nextTierStatus); null at Shipping. */
  nextStatus: ZTierStatusSchema.nullable(),
  /** The station gate (domain stationGate): processed reaches count and the station's own step is done. */
  canComplete: z.boolean(),
  gate: z.object({
    message: z
      .string()
      .nullable()
      .describe("Why Complete is refused, the list capped at 10 comics; null when the tier may complete"),
    blockers: z.array(z.string()).describe("Every comic (or the tier) and what it lacks, uncapped"),
    counter: z.string().describe("What the station counts: 'Graded 4 of 12', 'Pictures 1 of 3'"),
    comics: z
      .array(
        z.object({
          uniqueId: z.string(),
          state: z.string().describe("The station's state of the comic: 'Graded 9.8', 'Raw', 'Pending' …"),
          isDone: z.boolean(),
          lacks: z.array(z.string()),
        }),
      )
      .describe("One per comic, in the order of `comics`"),
  }),
});
export type TTierDetail = z.infer<typeof ZTierDetailSchema>;
