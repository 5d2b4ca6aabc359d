// The comic's own details and adding or removing a comic (workflow §2 edit view and add comic, §3 Comic
// fields, §5; submissions §7 "POST /api/orders/{id}/comic, DELETE /api/orders/{id}/comic/{comicId}/delete").
// Strings are bounded loosely so the domain answers a bad value with its own text (validateComicDetails).
import { z } from "zod";
import {
  INT32_MAX,
  INT32_MIN,
  SAFE_INT_MAX,
  ZLineSchema,
  ZRecordVersionTextSchema,
  ZTypedNumberSchema,
} from "../common/index";
import { ZOrderActionResultSchema } from "../orders/actions";
import { ZComicIdSchema, ZTierIdSchema, ZVersionSchema } from "../orders/common";
import { ZMangaLabelCodeSchema } from "./manga-label-code";

const AS_TYPED = "As typed: whole number (a string is read as typed, so the form's own message answers)";
/** Whole dollars whose cents JavaScript still holds exactly (the insured column is bigint cents). */
const MAX_INSURED_DOLLARS = Math.floor(SAFE_INT_MAX / 100);

/**
 * The details form. Every field is optional: a field left out keeps the comic's value (edit) or is
 * empty (add). Not the grade or signature fields: those are the grade and signature views'.
 */
export const ZComicDetailsFieldsSchema = z.object({
  title: ZLineSchema().optional(),
  issue: ZLineSchema(40).optional(),
  year: ZLineSchema(20).optional().describe("`1963`, or `1963-1965` with multiYear"),
  multiYear: z.boolean().optional(),
  noYear: z.boolean().optional().describe("The book has no year: year is cleared"),
  displayYear: ZLineSchema(40).optional().describe("The label's year when it differs from year"),
  publisher: ZLineSchema().optional(),
  noPublisher: z.boolean().optional().describe("The book has no publisher: publisher is cleared"),
  variant: ZLineSchema().optional(),
  uniqueDetail: ZLineSchema().optional(),
  monthQuarter: ZLineSchema(40).optional(),
  quantity: ZTypedNumberSchema(INT32_MIN, INT32_MAX).optional().describe(AS_TYPED),
  insured: ZTypedNumberSchema(-MAX_INSURED_DOLLARS, MAX_INSURED_DOLLARS)
    .optional()
    .describe(`${AS_TYPED}. Whole dollars; above 999999999 it is cleared to 0 (workflow §5)`),
  customTitle: z
    .boolean()
    .optional()
    .describe("Title typed freely rather than from the lookup (forced for Zasshi)"),
  mangaLabelCode: ZMangaLabelCodeSchema.optional().describe("Required on manga books"),
  collection: ZLineSchema().optional(),
  personalCollection: z.boolean().optional(),
});
export type TComicDetailsFields = z.input<typeof ZComicDetailsFieldsSchema>;

/** PUT /api/orders/{id}/comic/{comicId} (and the spec's POST /api/orders/comic, which names both in the body). */
export const ZComicDetailsBodySchema = ZComicDetailsFieldsSchema.extend({ version: ZVersionSchema });
export type TComicDetailsBody = z.input<typeof ZComicDetailsBodySchema>;

/** POST /api/orders/comic: the same edit, the order and comic named in the body. */
export const ZComicDetailsPostBodySchema = ZComicDetailsBodySchema.extend({
  orderId: z.string().min(1).max(20).describe("Order id `NN-XXXXXXX` or seven digits"),
  comicId: ZComicIdSchema,
});
export type TComicDetailsPostBody = z.input<typeof ZComicDetailsPostBodySchema>;

/** POST /api/orders/{id}/comic: a new comic in one of the order's tiers. */
export const ZAddComicBodySchema = ZComicDetailsFieldsSchema.extend({
  version: ZVersionSchema,
  tierId: ZTierIdSchema.describe("The tier the comic is added to; it must still have room"),
});
export type TAddComicBody = z.input<typeof ZAddComicBodySchema>;

/** The action result plus the comic written (the new one for an add). */
export const ZComicWriteResultSchema = ZOrderActionResultSchema.extend({
  comicId: z.string().describe("Three-digit sequence within the order, zero-padded (`007`)"),
  uniqueId: z.string().describe("`{orderId}-{comicId}`, the certification number"),
});
export type TComicWriteResult = z.infer<typeof ZComicWriteResultSchema>;

/** DELETE /api/orders/{id}/comic/{comicId}/delete?version=N */
export const ZDeleteComicQuerySchema = z.object({
  version: ZRecordVersionTextSchema.describe("Order version read by the client"),
});
export type TDeleteComicQuery = z.infer<typeof ZDeleteComicQuerySchema>;
