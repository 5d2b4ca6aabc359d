// GET /api/comics/user/{userId}/{start}/{search?}: the comics of every order of the customer, newest
// order first, 50 a page (workflow §9). search: part of the title (any case) or a certification number
// prefix.
import { CUSTOMER_COMICS_PAGE_SIZE, type TCustomerComicsPage } from "@gbo/contracts/customer-activity";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { comics, orders } from "../../../db/schema/index";
import { pageOf, prefixPattern } from "./customer-lookup";

/** Comics of the customer's orders (joined to orders), optionally by title part or certification prefix. */
export function customerComicsWhere(customerId: number, search: string | undefined): SQL | undefined {
  const parts: SQL[] = [eq(orders.customerId, customerId)];
  const text = search?.trim();
  if (text) {
    const contains = `%${prefixPattern(text.toLowerCase())}`;
    parts.push(
      sql`(lower(${comics.title}) like ${contains} or ${comics.uniqueId} like ${prefixPattern(text.toUpperCase())})`,
    );
  }
  return and(...parts);
}

export async function listCustomerComics(
  db: Db,
  customerId: number,
  page: number,
  search: string | undefined,
): Promise<TCustomerComicsPage> {
  const where = customerComicsWhere(customerId, search);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(comics)
    .innerJoin(orders, eq(orders.id, comics.orderId))
    .where(where);
  const rows = await db
    .select({
      orderId: comics.orderId,
      id: comics.id,
      uniqueId: comics.uniqueId,
      title: comics.title,
      issue: comics.issue,
      year: comics.year,
      publisher: comics.publisher,
      tierId: comics.tierId,
      status: comics.status,
      grade: comics.grade,
      orderDate: orders.date,
    })
    .from(comics)
    .innerJoin(orders, eq(orders.id, comics.orderId))
    .where(where)
    .orderBy(desc(orders.date), desc(orders.id), asc(comics.id))
    .limit(CUSTOMER_COMICS_PAGE_SIZE)
    .offset((page - 1) * CUSTOMER_COMICS_PAGE_SIZE);
  const shaped = rows.map((row) => ({ ...row, orderDate: row.orderDate.toISOString() }));
  return pageOf(shaped, page, CUSTOMER_COMICS_PAGE_SIZE, counted?.count ?? 0);
}
