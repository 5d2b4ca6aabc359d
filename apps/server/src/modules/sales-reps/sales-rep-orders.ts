// GET /api/orders/salesmanager/{id}/{page}/{search?}: the rep's orders, newest first, 1000 a page
// (administration §9), searched by order id prefix or part of the customer name.
import { SALES_REP_ORDERS_PAGE_SIZE, type TSalesRepOrdersPage } from "@gbo/contracts/sales-reps";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customers, orders } from "../../db/schema/index";
import { containsPattern } from "../../http/csv";

export async function listSalesRepOrders(
  db: Db,
  repCode: string,
  page: number,
  search: string | undefined,
): Promise<TSalesRepOrdersPage> {
  const parts: SQL[] = [eq(orders.repCode, repCode)];
  const text = search?.trim();
  if (text) {
    const prefix = `${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(${orders.id} like ${prefix} or lower(${customers.name}) like ${containsPattern(text)})`);
  }
  const where = and(...parts);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where);
  const rows = await db
    .select({
      id: orders.id,
      date: orders.date,
      status: orders.status,
      customerName: customers.name,
      count: orders.count,
      grandTotalCents: orders.grandTotal,
      countryCode: orders.countryCode,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.date), desc(orders.id))
    .limit(SALES_REP_ORDERS_PAGE_SIZE)
    .offset((page - 1) * SALES_REP_ORDERS_PAGE_SIZE);
  return {
    rows: rows.map((r) => ({ ...r, date: r.date.toISOString(), grandTotalCents: Number(r.grandTotalCents) })),
    page,
    pageSize: SALES_REP_ORDERS_PAGE_SIZE,
    total: counted?.count ?? 0,
  };
}
