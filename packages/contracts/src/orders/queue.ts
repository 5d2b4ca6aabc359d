import { QUEUE_KEYS } from "@gbo/domain/workflow";
import { z } from "zod";
import { ZInt32TextSchema, ZSafeIntSchema } from "../common/index";
import {
  ZCollectibleTypeSchema,
  ZCountryCodeSchema,
  ZDateOnlySchema,
  ZOrderStatusSchema,
  ZTierStatusSchema,
} from "./common";

/** Queue keys as they appear in the path: the domain's (QUEUES; /comics screen = addcomic). */
export { QUEUE_KEYS };

export const ZQueueKeySchema = z
  .enum(QUEUE_KEYS)
  .describe(
    "Queue key as in @gbo/domain/workflow QUEUES (aliases accepted: comics→addcomic, qc→quality, completed→support)",
  );
export type TQueueKey = z.infer<typeof ZQueueKeySchema>;

const QUEUE_ALIASES: Record<string, TQueueKey> = { comics: "addcomic", qc: "quality", completed: "support" };

/**
 * Path segments of GET /api/orders/queue/{queue}/{page}/{search}/{extra}.
 * - page: 1-based page number.
 * - search: `-` for none; otherwise URL-encoded text matched against order id (prefix), customer
 *   name or e-mail, and comic title (contains, case-insensitive).
 * - extra: `recent` (orders dated within the last 30 days) or `all`, optionally followed by a country
 *   choice for the shipping and pickup lists: `recent-us`, `all-ca`. Default `recent`.
 */
export const ZQueueParamsSchema = z.object({
  queue: z
    .string()
    .max(40)
    .transform((value) => QUEUE_ALIASES[value.toLowerCase()] ?? value.toLowerCase())
    .pipe(ZQueueKeySchema),
  page: ZInt32TextSchema(1, 100000).default(1),
  search: z
    .string()
    .max(100)
    .transform((value) => (value === "-" ? "" : value.trim()))
    .describe("`-` for no search"),
  extra: z
    .string()
    .max(20)
    .regex(/^(recent|all)(-(us|ca))?$/i, "extra is recent|all, optionally -us or -ca")
    .default("recent")
    .describe("`recent` | `all`, optionally `-us` / `-ca` (shipping and pickup lists)"),
});
export type TQueueParams = z.infer<typeof ZQueueParamsSchema>;

/** Splits the `extra` segment. */
export function parseQueueExtra(extra: string): { isRecent: boolean; country: "US" | "CA" | null } {
  const [window, country] = extra.toLowerCase().split("-");
  return { isRecent: window !== "all", country: country === "us" ? "US" : country === "ca" ? "CA" : null };
}

/**
 * Query of GET /api/orders/queue/…: `steps`, a comma list of the queue's own statuses (the step
 * filter of the combined queues: grading PreGrade,Finalize; imaging ImagingSP,Imaging). Absent: every
 * step. A status the queue does not list answers 400.
 */
/**
 * Orders of a queue list: `due` most overdue first (the default: due date ascending, no due date last),
 * `-due` due last (the reverse), `-date` newest first (order date descending). Each walks the
 * status-and-due-date or status-and-date index of the list.
 */
export const QUEUE_SORTS = ["due", "-due", "-date"] as const;
export const ZQueueSortSchema = z
  .enum(QUEUE_SORTS)
  .describe("`due` most overdue first (default), `-due` due last, `-date` newest first");
export type TQueueSort = z.infer<typeof ZQueueSortSchema>;

export const ZQueueQuerySchema = z.object({
  steps: z
    .string()
    .max(40)
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/, "steps is a comma list of the queue's statuses")
    .optional()
    .describe("Comma list of the queue's statuses to show, e.g. `Finalize` or `PreGrade,Finalize`"),
  sort: ZQueueSortSchema.optional(),
});
export type TQueueQuery = z.infer<typeof ZQueueQuerySchema>;

/**
 * Query of GET /api/orders/queue/{queue}/export.csv: the list's filters as on the page route (search
 * empty for none, extra `recent` | `all` with `-us` / `-ca`, steps, sort), without a page.
 */
export const ZQueueExportQuerySchema = ZQueueQuerySchema.extend({
  search: z
    .string()
    .max(100)
    .default("")
    .transform((value) => value.trim())
    .describe("Empty for none"),
  extra: ZQueueParamsSchema.shape.extra,
});
export type TQueueExportQuery = z.infer<typeof ZQueueExportQuerySchema>;

/** Splits the `steps` query value; undefined when absent. */
export function parseQueueSteps(steps: string | undefined): string[] | undefined {
  return steps === undefined ? undefined : [...new Set(steps.split(","))];
}

/** What a station worker needs on one line. tierId is null on order-level queues. */
export const ZQueueRowSchema = z.object({
  orderId: z.string(),
  tierId: z.string().nullable(),
  status: z
    .union([ZOrderStatusSchema, ZTierStatusSchema])
    .describe("Tier status on tier queues, else order status"),
  orderStatus: ZOrderStatusSchema,
  count: ZSafeIntSchema(),
  processed: ZSafeIntSchema(),
  daysLeft: ZSafeIntSchema().nullable().describe("Due date minus today in days; negative when late"),
  dueDate: ZDateOnlySchema.nullable(),
  date: z.string().describe("Order date, ISO timestamp"),
  receivedDate: z.string().nullable(),
  customerName: z.string(),
  countryCode: ZCountryCodeSchema,
  collectibleType: ZCollectibleTypeSchema,
  isFastPass: z.boolean(),
  fastPass: ZSafeIntSchema().describe("Fast-pass code 0..4 (tier's on tier queues)"),
  isRejected: z.boolean().describe("Tier was sent back by a reject (tier queues)"),
});
export type TQueueRow = z.infer<typeof ZQueueRowSchema>;

export const ZQueuePageSchema = z.object({
  queue: ZQueueKeySchema,
  isTierQueue: z.boolean(),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema().describe("The queue's limit (workflow §9), used as the page size"),
  total: ZSafeIntSchema(),
  steps: z.array(ZTierStatusSchema.or(ZOrderStatusSchema)).describe("The steps (statuses) listed"),
  overdueHidden: ZSafeIntSchema().describe(
    "Rows of the full list (same search, country and steps) that are overdue (due date before today, or no due date yet: a box waiting since before the window) but dated before the recent list's window, so the recent list leaves them out; 0 on the full list",
  ),
  rows: z.array(ZQueueRowSchema),
});
export type TQueuePage = z.infer<typeof ZQueuePageSchema>;
