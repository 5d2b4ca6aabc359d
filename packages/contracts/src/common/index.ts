import { MAX_AMOUNT_CENTS } from "@gbo/domain/money";
import { CARD_NUMBER_IN_TEXT as CARD_NUMBER_IN_TEXT_MESSAGE, hasCardNumber } from "@gbo/domain/text";
import { z } from "zod";

export * from "./integers";
export * from "./money-totals";

/** Field name → messages. Keys of body fields are `model.<field>` (the web marks those fields invalid). */
export const ZModelStateSchema = z.record(z.string(), z.array(z.string()));
export type TModelState = z.infer<typeof ZModelStateSchema>;

/** The error body of every /api/ failure (the token endpoint answers OAuth2 errors instead). */
export const ZErrorBodySchema = z
  .object({
    message: z.string(),
    exceptionMessage: z.string().optional(),
    modelState: ZModelStateSchema.optional(),
  })
  .meta({ id: "ErrorBody" });
export type TErrorBody = z.infer<typeof ZErrorBodySchema>;

export const ZOkSchema = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOkSchema>;

/** Prefix for modelState keys of body fields, as the original API's model binding produced them. */
export function modelKey(field: string): string {
  return `model.${field}`;
}

// ---- Bounded input primitives (hardening, decisions D13). Every string and amount a client sends
// goes through one of these, so every route refuses oversized, malformed or card-bearing input alike.

/** Upper bounds of text fields by kind. */
export const TEXT_LIMITS = { name: 256, line: 500, freeText: 4000, token: 2048 } as const;

/** The answer for a card number typed into free text (domain/text). */
export { CARD_NUMBER_IN_TEXT } from "@gbo/domain/text";

/**
 * Free text a person types (comments, descriptions, reasons, explanations): trimmed, at most `max`
 * characters, and never a card number (PCI DSS: no card data in notes).
 */
export function ZFreeTextSchema(max: number = TEXT_LIMITS.freeText) {
  return (
    z
      .string()
      .trim()
      .max(max)
      .refine((text) => !hasCardNumber(text), { message: CARD_NUMBER_IN_TEXT_MESSAGE })
      // Marks the field in the OpenAPI document: the contract fuzz suite types card numbers into each one.
      .meta({ "x-free-text": true })
  );
}

/** A name, e-mail, reference or other one-line value: trimmed, at most 256 characters by default. */
export function ZLineSchema(max: number = TEXT_LIMITS.name) {
  return z.string().trim().max(max);
}

/** Currency amounts a client enters: two decimals at most, 0 < amount ≤ $1,000,000. */
export const ZAmountSchema = z
  .number()
  .positive()
  .max(MAX_AMOUNT_CENTS / 100)
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, "Use at most two decimals.")
  .describe("Currency amount entered by a worker: above 0, at most 1,000,000, two decimals");
