// Payments (issue 12): stored payment methods, the gateway's tokenizer, charge, refund, void and
// receipts. No card number or card code ever crosses our API except into the tokenizer (a hosted field
// of the gateway: the built-in test gateway serves it on our server). Money as the API shows it.
import { PAY_METHOD_TYPES } from "@gbo/domain/payments";
import { MAX_CHARGED_PAYMENT_METHODS, TOO_MANY_PAYMENT_METHODS } from "@gbo/domain/workflow";
import { z } from "zod";
import {
  ZAmountSchema,
  ZFreeTextSchema,
  ZInt32Schema,
  ZLineSchema,
  ZRowIdSchema,
  ZRowIdTextSchema,
  ZSafeIntSchema,
  ZSafeIntTextSchema,
} from "../common/index";
import {
  ZIdempotencyKeySchema,
  ZMoneySchema,
  ZOrderActionResultSchema,
  ZOrderIdSchema,
  ZVersionSchema,
} from "../orders/index";

export const ZPayMethodTypeSchema = z.enum(PAY_METHOD_TYPES);
export type TPayMethodType = z.infer<typeof ZPayMethodTypeSchema>;

/** A stored payment method as the API shows it: never the full number, never the card code. */
export const ZPaymentMethodSchema = z
  .object({
    id: ZInt32Schema(),
    userId: ZInt32Schema().describe("The customer it belongs to"),
    type: ZPayMethodTypeSchema,
    displayName: z.string(),
    brand: z.string().nullable().describe("Visa, Mastercard, Amex, Discover…; null for a bank account"),
    cardNumber: z.string().nullable().describe("Last four digits of the card (spec: 'last digits')"),
    expireMonth: ZInt32Schema(1, 12).nullable(),
    expireYear: ZSafeIntSchema().nullable(),
    bankName: z.string().nullable(),
    accountNumber: z.string().nullable().describe("Last four digits of the bank account"),
    isExpired: z.boolean().describe("A card past its expiry month (it cannot be charged)"),
    createdAt: z.string(),
  })
  .meta({ id: "PaymentMethod" });
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;

export const ZPaymentMethodListSchema = z.object({ items: z.array(ZPaymentMethodSchema) });
export type TPaymentMethodList = z.infer<typeof ZPaymentMethodListSchema>;

/** A customer or payment-method id: a positive PostgreSQL integer (a larger one cannot name a row). */
export const ZUserIdParamsSchema = z.object({ id: ZRowIdTextSchema });
export const ZPayMethodParamsSchema = z.object({
  id: ZRowIdTextSchema,
  payMethodId: ZRowIdTextSchema,
});

/**
 * The tokenizer's request (the gateway's hosted field; the test gateway serves it at
 * `GET /api/payments/config`'s tokenizeUrl). Only the gateway sees these numbers.
 */
export const ZTokenizeBodySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("CreditCard"),
    cardNumber: z.string().trim().max(30).describe("Digits, spaces or dashes; Luhn-checked"),
    cardCode: z.string().trim().max(4).describe("3 or 4 digits; checked and then forgotten"),
    expireMonth: ZInt32Schema(1, 12),
    expireYear: ZInt32Schema(2000, 2100),
  }),
  z.object({
    type: z.literal("BankAccount"),
    bankName: ZFreeTextSchema(100).min(1).describe("The bank's name; never a card number"),
    routingNumber: z.string().trim().max(20).describe("Nine digits (ABA)"),
    accountNumber: z.string().trim().max(30).describe("4 to 17 digits"),
  }),
]);
export type TTokenizeBody = z.infer<typeof ZTokenizeBodySchema>;

/** The tokenizer's answer: an opaque token and what may be shown. */
export const ZTokenizeResultSchema = z.object({
  token: z.string(),
  type: ZPayMethodTypeSchema,
  brand: z.string().nullable(),
  last4: z.string(),
  expireMonth: ZSafeIntSchema().nullable(),
  expireYear: ZSafeIntSchema().nullable(),
  bankName: z.string().nullable(),
});
export type TTokenizeResult = z.infer<typeof ZTokenizeResultSchema>;

/** What the browser needs to know about the gateway and the local printer service. */
export const ZPaymentsConfigSchema = z.object({
  gateway: z.string().describe("'test' for the built-in test gateway, else the real gateway's name"),
  tokenizeUrl: z.string().describe("Where the payment form posts card or bank details (the hosted field)"),
  receiptPrinterUrl: z
    .string()
    .describe("The local printer service's receipt address on the worker's machine"),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfigSchema>;

/** POST /api/users/{id}/paymethod: store a tokenized method. The server reads brand, last four digits
 * and expiry from the gateway by the token, never from the browser. */
export const ZAddPayMethodBodySchema = z.object({
  token: ZLineSchema(200).min(1),
  // Free text a worker types: a card number typed here is refused like in any comment.
  displayName: ZFreeTextSchema(100).optional().describe("Defaults to e.g. 'Visa ending 4242'"),
});
export type TAddPayMethodBody = z.infer<typeof ZAddPayMethodBodySchema>;

/** POST /api/orders/charge: charge the balance (or part of it) across at most two stored methods. */
export const ZChargeBodySchema = z.object({
  orderId: ZOrderIdSchema,
  payments: z
    .array(z.object({ payMethodId: ZRowIdSchema, amount: ZAmountSchema }))
    .min(1)
    .max(MAX_CHARGED_PAYMENT_METHODS, TOO_MANY_PAYMENT_METHODS)
    .describe("At most two of the customer's methods, each with its part of the amount"),
  idempotencyKey: ZIdempotencyKeySchema,
  version: ZVersionSchema,
});
export type TChargeBody = z.infer<typeof ZChargeBodySchema>;

/** One method's outcome in a charge. */
export const ZChargeOutcomeSchema = z.object({
  payMethodId: ZInt32Schema(),
  amount: ZMoneySchema,
  success: z.boolean(),
  message: z.string().describe("'Approved' or the gateway's decline message"),
  transactionId: ZSafeIntSchema().nullable(),
  authId: z.string().nullable(),
  refId: z.string().nullable(),
  authPaymentId: z.string().nullable(),
});
export type TChargeOutcome = z.infer<typeof ZChargeOutcomeSchema>;

export const ZMoneyResultSchema = ZOrderActionResultSchema.extend({
  outcomes: z.array(ZChargeOutcomeSchema),
});
export type TMoneyResult = z.infer<typeof ZMoneyResultSchema>;

/** A payment (a transactions row): its id is a bigint column. */
const ZTransactionIdSchema = ZSafeIntSchema(1);

/** POST /api/orders/refund: everything refundable, or a refund of one payment up to what it has left. */
export const ZRefundBodySchema = z.object({
  orderId: ZOrderIdSchema,
  transactionId: ZTransactionIdSchema.optional().describe(
    "A specific payment; else the whole refundable amount",
  ),
  amount: ZAmountSchema.optional().describe(
    "Defaults to everything the payment (or order) has left to refund",
  ),
  reason: ZLineSchema(500).optional(),
  idempotencyKey: ZIdempotencyKeySchema,
  version: ZVersionSchema,
});
export type TRefundBody = z.infer<typeof ZRefundBodySchema>;

/** POST /api/orders/void: void an unsettled charge (recorded as a new row). */
export const ZVoidBodySchema = z.object({
  orderId: ZOrderIdSchema,
  transactionId: ZTransactionIdSchema,
  idempotencyKey: ZIdempotencyKeySchema,
  version: ZVersionSchema,
});
export type TVoidBody = z.infer<typeof ZVoidBodySchema>;

/** A payment as the refund and void dialogs list it: what it has left to refund, whether it can be voided. */
export const ZPaymentStateSchema = z.object({
  transactionId: ZSafeIntSchema(),
  transType: z.string(),
  description: z.string().nullable(),
  amount: ZMoneySchema,
  refunded: ZMoneySchema,
  refundable: ZMoneySchema,
  isVoided: z.boolean(),
  canVoid: z.boolean().describe("A gateway charge not yet settled and not refunded"),
  canRefundAtGateway: z.boolean().describe("A gateway charge: the refund goes back to the card or account"),
  createdAt: z.string(),
});
export type TPaymentState = z.infer<typeof ZPaymentStateSchema>;

/** GET /api/orders/{id}/payments: the order's payments with their refund and void state. */
export const ZOrderPaymentsSchema = z.object({
  orderId: z.string(),
  userId: ZInt32Schema(),
  balance: ZMoneySchema,
  refundable: ZMoneySchema,
  payments: z.array(ZPaymentStateSchema),
});
export type TOrderPayments = z.infer<typeof ZOrderPaymentsSchema>;

/** GET /api/orders/{id}/receipt.pdf?transactionId= (times print on the lab's clock: its time-zone setting). */
export const ZReceiptPdfQuerySchema = z.object({
  transactionId: ZSafeIntTextSchema(1)
    .optional()
    .describe("One payment's receipt (a payment, refund or void of this order); else the whole order's"),
});
export type TReceiptPdfQuery = z.input<typeof ZReceiptPdfQuerySchema>;

/** The receipt print job the browser posts to the local printer service (submissions-pricing §7). */
export const ZReceiptPrintSchema = z.object({
  name: z.string(),
  email: z.string(),
  orderId: z.string(),
  tiers: z.array(z.object({ id: z.string(), name: z.string(), count: ZSafeIntSchema() })),
  timestamp: z.string(),
  level: z.string(),
  count: ZSafeIntSchema(),
});
export type TReceiptPrint = z.infer<typeof ZReceiptPrintSchema>;
