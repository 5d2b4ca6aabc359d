// GET /api/orders/user/{userId}/{page}/{size}/{sort}/{state}/{search?} (300 a page, administration §7,
// workflow §9) and GET /api/orders/userCompletedOrders/{id}/{page} (10 a page). Both walk
// orders_customer_idx; the order id prefix search uses the id itself.
import {
  CUSTOMER_COMPLETED_ORDERS_PAGE_SIZE,
  type TCustomerOrder,
  type TCustomerOrderState,
  type TCustomerOrdersPage,
} from "@gbo/contracts/customer-activity";
import { fromCents } from "@gbo/domain/money";
import { OPEN_ORDER_STATUSES } from "@gbo/domain/workflow";
import { and, asc, desc, eq, inArray, like, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orders } from "../../../db/schema/index";
import { pageOf, prefixPattern } from "./customer-lookup";

const STATE_FILTER: Record<TCustomerOrderState, () => SQL | undefined> = {
  all: () => undefined,
  open: () => inArray(orders.status, [...OPEN_ORDER_STATUSES]),
  completed: () => eq(orders.status, "Completed"),
  cancelled: () => eq(orders.status, "Cancelled"),
};

export type CustomerOrdersQuery = {
  page: number;
  pageSize: number;
  sort: "newest" | "oldest";
  state: TCustomerOrderState;
  search?: string;
};

/** The customer's orders in a state, optionally those whose id starts with the search (the list and CSV). */
export function customerOrdersWhere(
  customerId: number,
  state: TCustomerOrderState,
  search: string | undefined,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(orders.customerId, customerId), STATE_FILTER[state]()];
  const text = search?.trim();
  if (text) parts.push(like(orders.id, prefixPattern(text.toUpperCase())));
  return and(...parts);
}

export async function listCustomerOrders(
  db: Db,
  customerId: number,
  query: CustomerOrdersQuery,
): Promise<TCustomerOrdersPage> {
  const where = customerOrdersWhere(customerId, query.state, query.search);
  const order =
    query.sort === "newest" ? [desc(orders.date), desc(orders.id)] : [asc(orders.date), asc(orders.id)];
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await db
    .select({
      id: orders.id,
      date: orders.date,
      status: orders.status,
      count: orders.count,
      grandTotal: orders.grandTotal,
      balance: orders.balance,
      rewards: orders.rewards,
      countryCode: orders.countryCode,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return pageOf(rows.map(toCustomerOrder), query.page, query.pageSize, counted?.count ?? 0);
}

export function listCompletedOrders(db: Db, customerId: number, page: number): Promise<TCustomerOrdersPage> {
  return listCustomerOrders(db, customerId, {
    page,
    pageSize: CUSTOMER_COMPLETED_ORDERS_PAGE_SIZE,
    sort: "newest",
    state: "completed",
  });
}

function toCustomerOrder(row: {
  id: string;
  date: Date;
  status: string;
  count: number;
  grandTotal: number;
  balance: number;
  rewards: number;
  countryCode: string;
  trackingNumber: string | null;
}): TCustomerOrder {
  return {
    ...row,
    date: row.date.toISOString(),
    grandTotal: fromCents(row.grandTotal),
    balance: fromCents(row.balance),
    rewards: fromCents(row.rewards),
  };
}
