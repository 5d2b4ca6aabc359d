// Shelves (issue 17; administration §3 "Shelf", §4 shelf action, §5 shelf id, §7 Shelves calls).
// Ids and scans are taken as typed and checked by the domain (normalizeShelfId, validateShelfAction),
// so a bad one answers the spec's own message rather than a schema error.
import { COUNTRIES } from "@gbo/domain/catalog";
import { z } from "zod";
import {
  SMALLINT_MAX,
  SMALLINT_MIN,
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZSafeIntSchema,
} from "../common/index";
import { ZTierStatusSchema } from "../orders/common";

/** A shelf id as typed: "a-1-b" is read as "A-1-B" (domain normalizeShelfId). */
export const ZShelfPathSchema = z.object({ id: z.string().max(200) });

/** POST /api/shelves/{a}/{b}/{c} and /api/shelves/removetier/{a}/{b}/{c}. */
export const ZShelfPartsPathSchema = z.object({
  a: z.string().max(100),
  b: z.string().max(100),
  c: z.string().max(100),
});
export type TShelfPartsPath = z.infer<typeof ZShelfPartsPathSchema>;

const ZCountrySchema = z.enum(COUNTRIES);
const page = {
  page: ZInt32TextSchema(1, 100_000).default(1),
  pageSize: ZInt32TextSchema(1, 100).default(25),
};
const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    page: ZSafeIntSchema(),
    pageSize: ZSafeIntSchema(),
    total: ZSafeIntSchema(),
  });

/** GET /api/shelves/: search is the start of a shelf id ("A-1" finds A-1-B, A-1-C…). */
export const ZShelfListQuerySchema = z.object({ search: ZLineSchema(20).optional(), ...page });
export type TShelfListQuery = z.input<typeof ZShelfListQuerySchema>;
export const ZShelfPageQuerySchema = z.object(page);
export type TShelfPageQuery = z.input<typeof ZShelfPageQuerySchema>;

export const ZShelfSummarySchema = z
  .object({
    id: z.string(),
    location: z.string(),
    country: ZCountrySchema,
    tierCount: ZSafeIntSchema(),
    createdAt: z.string(),
  })
  .meta({ id: "Shelf" });
export type TShelfSummary = z.infer<typeof ZShelfSummarySchema>;
export const ZShelvesPageSchema = pageOf(ZShelfSummarySchema);
export type TShelvesPage = z.infer<typeof ZShelvesPageSchema>;

/** GET /api/shelves/info/{id}: a shelf not created yet answers exists false, country null, no tiers. */
export const ZShelfInfoSchema = z.object({
  id: z.string(),
  location: z.string(),
  country: ZCountrySchema.nullable(),
  tierCount: ZSafeIntSchema(),
  exists: z.boolean(),
});
export type TShelfInfo = z.infer<typeof ZShelfInfoSchema>;

/** GET /api/shelves/shelfexists/{id} */
export const ZShelfExistsSchema = z.object({ exists: z.boolean() });
export type TShelfExists = z.infer<typeof ZShelfExistsSchema>;

/** GET /api/shelves/{id}: the tiers on the shelf, last put on first. */
export const ZShelfTierSchema = z.object({
  orderId: z.string(),
  tierId: z.string(),
  tierStatus: ZTierStatusSchema,
  customerName: z.string(),
  placedAt: z.string(),
  placedBy: z.string(),
});
export type TShelfTier = z.infer<typeof ZShelfTierSchema>;
export const ZShelfTiersPageSchema = pageOf(ZShelfTierSchema);
export type TShelfTiersPage = z.infer<typeof ZShelfTiersPageSchema>;

/** GET /api/shelves/log/{id}: every move, newest first; action 1 in, 2 out. */
export const ZShelfLogEntrySchema = z.object({
  id: ZInt32Schema(),
  action: z.union([z.literal(1), z.literal(2)]),
  orderId: z.string(),
  tierId: z.string(),
  byName: z.string(),
  at: z.string(),
});
export type TShelfLogEntry = z.infer<typeof ZShelfLogEntrySchema>;
export const ZShelfLogPageSchema = pageOf(ZShelfLogEntrySchema);
export type TShelfLogPage = z.infer<typeof ZShelfLogPageSchema>;

/** POST /api/shelves/{a}/{b}/{c}: the tier as scanned ("26-0A12345-SO") and action 1 (in) or 2 (out). */
export const ZShelfScanSchema = z.object({
  tierId: ZLineSchema(60).optional().describe('The tier scan, e.g. "26-0A12345-SO"'),
  action: ZInt32Schema(SMALLINT_MIN, SMALLINT_MAX)
    .nullable()
    .optional()
    .describe("1 puts the tier in, 2 takes it out"),
});
export type TShelfScan = z.infer<typeof ZShelfScanSchema>;

/** POST /api/shelves/removetier/{a}/{b}/{c}: action 2 for the tier given. */
export const ZShelfRemoveTierSchema = z.object({ tierId: ZLineSchema(60).optional() });
export type TShelfRemoveTier = z.infer<typeof ZShelfRemoveTierSchema>;

/** What a scan answers: what was done, the shelf and its first page of tiers. */
export const ZShelfScanResultSchema = z.object({
  message: z.string(),
  shelf: ZShelfInfoSchema,
  tiers: ZShelfTiersPageSchema,
});
export type TShelfScanResult = z.infer<typeof ZShelfScanResultSchema>;
