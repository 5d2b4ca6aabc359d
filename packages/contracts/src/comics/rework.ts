// The comic screen's rework calls (workflow §7): the order rollup, the raw-grade list and redo.
import { z } from "zod";
import { ZFreeTextSchema, ZInt32Schema, ZInt32TextSchema, ZSafeIntSchema } from "../common/index";
import { ZComicIdSchema, ZOrderStatusSchema, ZTierStatusSchema, ZVersionSchema } from "../orders/common";

/** GET /api/orders/{id}/rollup: every comic of the order and its state, in one answer. */
export const ZRollupComicSchema = z.object({
  id: z.string().describe("Sequence within the order (001)"),
  uniqueId: z.string().describe("The certification number (26-0A12345-001)"),
  tierId: z.string(),
  title: z.string(),
  issue: z.string().nullable(),
  status: z.string().describe("The station the comic is at (its tier's status)"),
  grade: z.number().nullable(),
  category: z.string().nullable(),
  partialGrade: z.boolean(),
  reject: z.boolean(),
  pressFailed: z.boolean(),
  scanned: z.boolean().describe("Scanned at the current station"),
  hasImage: z.boolean(),
  hasImageSP: z.boolean(),
  signatureCount: ZSafeIntSchema(),
});
export type TRollupComic = z.infer<typeof ZRollupComicSchema>;

export const ZRollupTierSchema = z.object({
  id: z.string(),
  status: ZTierStatusSchema,
  count: ZSafeIntSchema(),
  processed: ZSafeIntSchema().describe("Comics scanned at the current station"),
  labelsVerified: z.boolean(),
});
export type TRollupTier = z.infer<typeof ZRollupTierSchema>;

export const ZOrderRollupSchema = z.object({
  order: z.object({ id: z.string(), status: ZOrderStatusSchema, version: ZInt32Schema() }),
  tiers: z.array(ZRollupTierSchema),
  comics: z.array(ZRollupComicSchema).describe("In sequence order"),
});
export type TOrderRollup = z.infer<typeof ZOrderRollupSchema>;

/** GET /api/orders/raw?page=&pageSize=: raw-grade comics of orders in process, newest order first. */
export const RAW_PAGE_SIZE_MAX = 100;
export const ZRawQuerySchema = z.object({
  page: ZInt32TextSchema(1, 100_000).default(1).describe("1-based"),
  pageSize: ZInt32TextSchema(1, RAW_PAGE_SIZE_MAX).default(50),
});
export type TRawQuery = z.input<typeof ZRawQuerySchema>;

export const ZRawComicRowSchema = z.object({
  orderId: z.string(),
  comicId: z.string(),
  uniqueId: z.string(),
  tierId: z.string(),
  tierStatus: ZTierStatusSchema,
  title: z.string(),
  issue: z.string().nullable(),
  category: z.string().nullable(),
  orderDate: z.string().describe("When the order was placed (ISO); the list is newest first"),
});
export type TRawComicRow = z.infer<typeof ZRawComicRowSchema>;

export const ZRawPageSchema = z.object({
  rows: z.array(ZRawComicRowSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema().describe("Raw-grade comics on orders in process, all pages"),
});
export type TRawPage = z.infer<typeof ZRawPageSchema>;

/** The reason is checked by the domain (redoReasonError) so an empty one gets our own message. */
const ZRedoReasonSchema = ZFreeTextSchema(2000).describe(
  "Why the work starts over; required, at most 1000 characters",
);

/** POST /api/orders/{id}/redo: these comics start their tier's current station over. */
export const ZRedoComicsBodySchema = z.object({
  version: ZVersionSchema,
  comicIds: z.array(ZComicIdSchema).min(1).max(100).describe("Comics of this order (`001` or unique id)"),
  reason: ZRedoReasonSchema.optional(),
});
export type TRedoComicsBody = z.infer<typeof ZRedoComicsBodySchema>;

/** POST /api/orders/{id}/redo/{tier}: every comic of the tier starts its current station over. */
export const ZRedoTierBodySchema = z.object({
  version: ZVersionSchema,
  reason: ZRedoReasonSchema.optional(),
});
export type TRedoTierBody = z.infer<typeof ZRedoTierBodySchema>;
