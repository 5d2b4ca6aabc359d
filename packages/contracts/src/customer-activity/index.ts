// A customer's activity (issue 13, administration §7 Users and the related reads): their orders,
// completed orders, comics, history (customer_audit), rewards, and the reset-password notice.
// Page sizes are workflow §9's: user orders 300, user comics and audits 50, completed orders 10.
import { z } from "zod";
import {
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRowIdTextSchema,
  ZSafeIntSchema,
} from "../common/index";
import { ZMoneySchema } from "../orders/index";

export const CUSTOMER_ORDERS_PAGE_SIZE = 300;
export const CUSTOMER_COMICS_PAGE_SIZE = 50;
export const CUSTOMER_AUDIT_PAGE_SIZE = 50;
export const CUSTOMER_COMPLETED_ORDERS_PAGE_SIZE = 10;

const ZPageSchema = ZInt32TextSchema(1, 100_000);

/** Which orders: every one, the open ones (not Completed or Cancelled), Completed, or Cancelled. */
export const CUSTOMER_ORDER_STATES = ["all", "open", "completed", "cancelled"] as const;
export type TCustomerOrderState = (typeof CUSTOMER_ORDER_STATES)[number];
export const CUSTOMER_ORDER_SORTS = ["newest", "oldest"] as const;

/** GET /api/orders/user/{userId}/{a}/{b}/{c}/{d}/{search?} */
export const ZCustomerOrdersPathSchema = z.object({
  userId: ZRowIdTextSchema,
  a: ZPageSchema.describe("page, from 1"),
  b: ZInt32TextSchema(1, CUSTOMER_ORDERS_PAGE_SIZE).describe(
    `page size, 1 to ${CUSTOMER_ORDERS_PAGE_SIZE} (the screens ask for ${CUSTOMER_ORDERS_PAGE_SIZE})`,
  ),
  c: z.enum(CUSTOMER_ORDER_SORTS).describe("sort by order date: newest (the screens) or oldest first"),
  d: z.enum(CUSTOMER_ORDER_STATES).describe("status filter: all, open, completed or cancelled"),
  search: ZLineSchema(40).optional().describe("order id prefix, any case (e.g. 26-PAY)"),
});

export const ZCustomerOrderSchema = z.object({
  id: z.string(),
  date: z.string().describe("ISO time the order was made"),
  status: z.string(),
  count: ZSafeIntSchema().describe("comics in the order"),
  grandTotal: ZMoneySchema,
  balance: ZMoneySchema,
  rewards: ZMoneySchema.describe("rewards the order used"),
  countryCode: z.string(),
  trackingNumber: z.string().nullable(),
});
export type TCustomerOrder = z.infer<typeof ZCustomerOrderSchema>;

const pageFields = { page: ZSafeIntSchema(), pageSize: ZSafeIntSchema(), total: ZSafeIntSchema() };

export const ZCustomerOrdersPageSchema = z.object({ rows: z.array(ZCustomerOrderSchema), ...pageFields });
export type TCustomerOrdersPage = z.infer<typeof ZCustomerOrdersPageSchema>;

/** GET /api/orders/userCompletedOrders/{id}/{page} (10 a page). */
export const ZCustomerCompletedOrdersPathSchema = z.object({ id: ZRowIdTextSchema, page: ZPageSchema });

/** GET /api/comics/user/{userId}/{start}/{search?}: start is the page, from 1 (50 a page). */
export const ZCustomerComicsPathSchema = z.object({
  userId: ZRowIdTextSchema,
  start: ZPageSchema.describe("page, from 1"),
  search: ZLineSchema(100)
    .optional()
    .describe("part of the title (any case) or a certification number prefix (e.g. 26-PAYM001-0)"),
});

export const ZCustomerComicSchema = z.object({
  orderId: z.string(),
  id: z.string().describe("sequence within the order"),
  uniqueId: z.string().describe("certification number"),
  title: z.string(),
  issue: z.string().nullable(),
  year: z.string().nullable(),
  publisher: z.string().nullable(),
  tierId: z.string(),
  status: z.string(),
  grade: z.number().nullable(),
  orderDate: z.string(),
});
export type TCustomerComic = z.infer<typeof ZCustomerComicSchema>;
export const ZCustomerComicsPageSchema = z.object({ rows: z.array(ZCustomerComicSchema), ...pageFields });
export type TCustomerComicsPage = z.infer<typeof ZCustomerComicsPageSchema>;

/** GET /api/users/{id}/audit/{a}/{b?}: a is the page (50 a page); b optionally keeps one field. */
export const ZCustomerAuditPathSchema = z.object({
  id: ZRowIdTextSchema,
  a: ZPageSchema.describe("page, from 1"),
  b: ZLineSchema(40)
    .optional()
    .describe("only entries of this field (e.g. password, membership, email, address), any case"),
});

export const ZCustomerAuditEntrySchema = z.object({
  id: ZInt32Schema(),
  at: z.string().describe("ISO time of the change"),
  author: z.string().nullable().describe("who made it (worker's display name)"),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type TCustomerAuditEntry = z.infer<typeof ZCustomerAuditEntrySchema>;
export const ZCustomerAuditPageSchema = z.object({ rows: z.array(ZCustomerAuditEntrySchema), ...pageFields });
export type TCustomerAuditPage = z.infer<typeof ZCustomerAuditPageSchema>;

/** GET /api/orders/userreward/{id} */
export const ZCustomerRewardsPathSchema = z.object({ id: ZRowIdTextSchema });

/** An order that spent rewards (orders.rewards), newest first. */
export const ZRewardsSpentSchema = z.object({
  orderId: z.string(),
  date: z.string(),
  status: z.string(),
  amount: ZMoneySchema,
});
/** A change to the customer's rewards recorded in the history (a grant or a correction). */
export const ZRewardsChangeSchema = z.object({
  id: ZInt32Schema(),
  at: z.string(),
  author: z.string().nullable(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export const ZCustomerRewardsSchema = z.object({
  customerId: ZInt32Schema(),
  countryCode: z.string(),
  available: ZMoneySchema,
  original: ZMoneySchema,
  applied: ZMoneySchema,
  spent: z.array(ZRewardsSpentSchema).describe("orders that used rewards, newest first (at most 300)"),
  changes: z
    .array(ZRewardsChangeSchema)
    .describe("history entries on rewards fields, newest first (at most 50)"),
});
export type TCustomerRewards = z.infer<typeof ZCustomerRewardsSchema>;

/** POST /api/users/{id}/resetPassword */
export const ZCustomerPathSchema = z.object({ id: ZRowIdTextSchema });
export const ZCustomerResetPasswordSchema = z.object({ message: z.string() });
export type TCustomerResetPassword = z.infer<typeof ZCustomerResetPasswordSchema>;
