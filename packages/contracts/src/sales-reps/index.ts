// Sales reps (issue 13, administration §3, §7): list, one rep with its summary, create, update, delete,
// and the rep's orders. A rep is named by its repCode (orders.rep_code).
import { z } from "zod";
import {
  ZCurrencyTotalsSchema,
  ZInt32Schema,
  ZInt32TextSchema,
  ZLineSchema,
  ZRecordVersionSchema,
  ZSafeIntSchema,
} from "../common/index";

export const ZSalesRepSchema = z
  .object({
    repCode: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    date: z.string().describe("ISO time the rep was added"),
    version: ZInt32Schema(),
  })
  .meta({ id: "SalesRep" });
export type TSalesRep = z.infer<typeof ZSalesRepSchema>;

/** The rep's figures: order count, open orders and the grand total of them all, per currency. */
export const ZSalesRepSummarySchema = z.object({
  orderCount: ZSafeIntSchema(),
  openOrders: ZSafeIntSchema(),
  totals: ZCurrencyTotalsSchema,
});
export const ZSalesRepDetailSchema = ZSalesRepSchema.extend({ summary: ZSalesRepSummarySchema });
export type TSalesRepDetail = z.infer<typeof ZSalesRepDetailSchema>;

export const SALES_REP_SORTS = ["repCode", "-repCode", "name", "-name", "date", "-date"] as const;
export const SALES_REPS_PAGE_SIZE_MAX = 100;

/** GET /api/salesmanager/?search=&sort=&page=&pageSize= (also the CSV export's filters). */
export const ZSalesRepsFilterSchema = z.object({
  search: ZLineSchema(100).optional().describe("Part of the rep code, first or last name"),
  sort: z.enum(SALES_REP_SORTS).default("repCode"),
});
export const ZSalesRepsQuerySchema = ZSalesRepsFilterSchema.extend({
  page: ZInt32TextSchema(1, 100_000).default(1),
  pageSize: ZInt32TextSchema(1, SALES_REPS_PAGE_SIZE_MAX).default(25),
});
export type TSalesRepsFilter = z.infer<typeof ZSalesRepsFilterSchema>;
export type TSalesRepsQuery = z.input<typeof ZSalesRepsQuerySchema>;

export const ZSalesRepsPageSchema = z.object({
  rows: z.array(ZSalesRepSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TSalesRepsPage = z.infer<typeof ZSalesRepsPageSchema>;

const nameFields = { firstName: ZLineSchema(100), lastName: ZLineSchema(100) };

/** POST /api/salesmanager/ */
export const ZCreateSalesRepSchema = z.object({ repCode: ZLineSchema(40), ...nameFields });
export type TCreateSalesRep = z.infer<typeof ZCreateSalesRepSchema>;

/** PUT /api/salesmanager/{id}: names only (orders point at the code), with the version read. */
export const ZUpdateSalesRepSchema = z.object({ ...nameFields, version: ZRecordVersionSchema });
export type TUpdateSalesRep = z.infer<typeof ZUpdateSalesRepSchema>;

export const ZSalesRepPathSchema = z.object({ id: ZLineSchema(40) });

/** Administration §9: a rep's orders, 1000 a page. */
export const SALES_REP_ORDERS_PAGE_SIZE = 1000;

export const ZSalesRepOrdersPathSchema = z.object({
  id: ZLineSchema(40),
  page: ZInt32TextSchema(1, 100_000),
  search: ZLineSchema(100).optional().describe("Order id prefix or part of the customer name"),
});

export const ZSalesRepOrderSchema = z.object({
  id: z.string(),
  date: z.string(),
  status: z.string(),
  customerName: z.string(),
  count: ZSafeIntSchema(),
  grandTotalCents: ZSafeIntSchema(),
  countryCode: z.string(),
});
export type TSalesRepOrder = z.infer<typeof ZSalesRepOrderSchema>;
export const ZSalesRepOrdersPageSchema = z.object({
  rows: z.array(ZSalesRepOrderSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
});
export type TSalesRepOrdersPage = z.infer<typeof ZSalesRepOrdersPageSchema>;
