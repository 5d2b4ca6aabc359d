// GET /api/orders/salesmanager/{id}/{page}/{search?}: the rep's orders, newest first, 1000 a page
// (administration §9), searched by order id prefix or part of the customer name.
import { SALES_REP_ORDERS_PAGE_SIZE, type TSalesRepOrdersPage } from "@gbo/contracts/sales-reps";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customers, orders } from "../../db/schema/index";
import { containsPattern, csvLine } from "../../http/csv";

function repOrdersWhere(repCode: string, search: string | undefined): SQL | undefined {
  const parts: SQL[] = [eq(orders.repCode, repCode)];
  const text = search?.trim();
  if (text) {
    const prefix = `${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(${orders.id} like ${prefix} or lower(${customers.name}) like ${containsPattern(text)})`);
  }
  return and(...parts);
}

export async function listSalesRepOrders(
  db: Db,
  repCode: string,
  page: number,
  search: string | undefined,
): Promise<TSalesRepOrdersPage> {
  const where = repOrdersWhere(repCode, search);
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

const CSV_BATCH = 500;

/** Every order of the rep the search finds, newest first, 500 per query by (date, id) keyset. */
export async function* salesRepOrdersCsv(
  db: Db,
  repCode: string,
  search: string | undefined,
  batch = CSV_BATCH,
) {
  yield csvLine(["orderId", "date", "status", "customer", "comics", "grandTotal", "currency"]);
  const where = repOrdersWhere(repCode, search);
  // The cursor keeps the database's own text of the time: microseconds a JS Date would drop.
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? sql`(${orders.date}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})`
      : undefined;
    const rows = await db
      .select({
        id: orders.id,
        date: orders.date,
        at: sql<string>`${orders.date}::text`,
        status: orders.status,
        customerName: customers.name,
        count: orders.count,
        grandTotal: orders.grandTotal,
        countryCode: orders.countryCode,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(where, keyset))
      .orderBy(desc(orders.date), desc(orders.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvLine([
          r.id,
          r.date.toISOString(),
          r.status,
          r.customerName,
          r.count,
          (Number(r.grandTotal) / 100).toFixed(2),
          r.countryCode === "CA" ? "CAD" : "USD",
        ]),
      )
      .join("");
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
    if (rows.length < batch) return;
  }
}
