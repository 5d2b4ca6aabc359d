// Labels (issue 17; administration §3 "Worker label queue", §4, §5, §7 "Labels queue"; workflow §7
// relabel). A worker keeps one label queue per collectible type; tiers are scanned in, their comics
// fall into grade buckets (domain labelBucket), and generating writes one PDF that stays downloadable
// until the queue is cleared.
import { COLLECTIBLE_TYPES } from "@gbo/domain/catalog";
import { LABEL_COLOURS } from "@gbo/domain/labels";
import { z } from "zod";
import { ZInt32Schema, ZLineSchema, ZSafeIntSchema } from "../common/index";

export const ZLabelTypeSchema = z.enum(COLLECTIBLE_TYPES);
export type TLabelType = z.infer<typeof ZLabelTypeSchema>;

/** domain LabelText: what one label says. */
export const ZLabelTextSchema = z
  .object({
    titleLines: z.tuple([z.string(), z.string()]),
    issue: z.string().nullable(),
    year: z.string().nullable(),
    publisher: z.string().nullable(),
    grade: z.string().nullable(),
    category: z.string().nullable(),
    colour: z.enum(LABEL_COLOURS),
    pageQuality: z.string().nullable(),
    signees: z.array(z.string()),
    keyComments: z.array(z.string()),
    certification: z.string().describe("The comic's unique id, printed as a Code 128 barcode"),
  })
  .meta({ id: "LabelText" });
export type TLabelText = z.infer<typeof ZLabelTextSchema>;

export const ZLabelQueueComicSchema = z.object({
  uniqueId: z.string(),
  orderId: z.string(),
  tierId: z.string(),
  label: ZLabelTextSchema,
});
export type TLabelQueueComic = z.infer<typeof ZLabelQueueComicSchema>;

export const ZLabelBucketSchema = z.object({
  bucket: z.string().describe("10, 99, 98, gg (comics and magazines); CB, HR, LP, RB, SL, PF (manga)"),
  comics: z.array(ZLabelQueueComicSchema),
  pages: ZSafeIntSchema().describe("Sheets this bucket prints on (domain bucketPages)"),
});

export const ZLabelQueueTierSchema = z.object({
  orderId: z.string(),
  tierId: z.string(),
  comics: ZSafeIntSchema(),
  addedAt: z.string(),
});

/** GET /api/orders/labels/queue/{id}: the signed-in worker's queue of collectible type {id}. */
export const ZLabelQueueSchema = z
  .object({
    collectibleType: ZLabelTypeSchema,
    tiers: z.array(ZLabelQueueTierSchema).describe("Newest first"),
    buckets: z.array(ZLabelBucketSchema).describe("In the spec's bucket order; empty buckets left out"),
    /** Comics whose manga label code is outside the buckets: listed so the worker can fix them. */
    unbucketed: z.array(ZLabelQueueComicSchema),
    totalPages: ZSafeIntSchema().describe("Pages of the last generated PDF; 0 before generating"),
    pdfName: z.string().nullable().describe("Set once generated: the queue is downloadable"),
    generatedAt: z.string().nullable(),
    version: ZInt32Schema(),
  })
  .meta({ id: "LabelQueue" });
export type TLabelQueue = z.infer<typeof ZLabelQueueSchema>;

export const ZLabelQueuePathSchema = z.object({ id: ZLabelTypeSchema });

/** POST /api/orders/labels/queue (scan a tier in) and PUT (take a tier out). */
export const ZLabelQueueScanSchema = z.object({
  collectibleType: ZLabelTypeSchema,
  scan: ZLineSchema(40).describe("A tier scan, at least 9 characters: 26-0A12345-SO"),
});
export type TLabelQueueScan = z.infer<typeof ZLabelQueueScanSchema>;

/** Answer of add, remove and clear: the spec's message and the queue as it now stands. */
export const ZLabelQueueChangeSchema = z.object({ message: z.string(), queue: ZLabelQueueSchema });
export type TLabelQueueChange = z.infer<typeof ZLabelQueueChangeSchema>;

/** POST …/clear/{id} carries the version read (stale → 409). */
export const ZLabelQueueClearSchema = z.object({ version: ZInt32Schema(1) });

/** A generated label PDF: its name (GET /api/orders/labels?name=), pages and labels. */
export const ZLabelPdfSchema = z
  .object({
    pdfName: z.string(),
    totalPages: ZSafeIntSchema(),
    labels: ZSafeIntSchema(),
  })
  .meta({ id: "LabelPdf" });
export type TLabelPdf = z.infer<typeof ZLabelPdfSchema>;

/** GET /api/orders/labels?name=: a generated PDF, streamed. */
export const ZLabelPdfQuerySchema = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,80}\.pdf$/)
    .describe("As answered by a download or relabel call"),
});

/** POST /api/orders/{id}/relabel/{x}[/true] and bulk: the reason is logged on the order. */
export const ZRelabelSchema = z.object({
  reason: ZLineSchema(200).optional(),
  oldLabels: z.boolean().default(false).describe("Print the text each label had when last printed"),
});

/** POST /api/orders/bulk/relabel/{isTier}/{oldLabels} and /api/test/bulk/relabel/{isTier}/{oldLabels}. */
export const ZBulkRelabelSchema = z.object({
  ids: z
    .array(ZLineSchema(40))
    .min(1)
    .max(500)
    .describe("Unique ids (26-0A12345-001), or tier scans (26-0A12345-SO) when isTier"),
});
export type TBulkRelabel = z.infer<typeof ZBulkRelabelSchema>;
