// The CSV exports of a customer's lists (issue 13 "lists people expect"): every order, comic or history
// row the list's filters find, streamed in keyset batches of 500 (no row cap, memory flat), in the list's
// own order.
import type { TCustomerOrderState } from "@gbo/contracts/customer-activity";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { comics, customerAudit, orders } from "../../../db/schema/index";
import { csvLine } from "../../../http/csv";
import { customerAuditWhere } from "./customer-audit";
import { customerComicsWhere } from "./customer-comics";
import { customerOrdersWhere } from "./customer-orders";

const BATCH = 500;
const dollars = (cents: number) => (Number(cents) / 100).toFixed(2);

/** The cursor keeps the database's own text of the time: microseconds a JS Date would drop. */
type OrderKey = { at: string; id: string };
const orderAt = sql<string>`${orders.date}::text`;

/** Keyset on (date, id) in the list's direction: the next batch starts after the last row sent. */
function afterOrder(key: OrderKey | undefined, sort: "newest" | "oldest"): SQL | undefined {
  if (!key) return undefined;
  return sort === "newest"
    ? sql`(${orders.date}, ${orders.id}) < (${key.at}::timestamptz, ${key.id})`
    : sql`(${orders.date}, ${orders.id}) > (${key.at}::timestamptz, ${key.id})`;
}

export async function* customerOrdersCsv(
  db: Db,
  customerId: number,
  filters: { state: TCustomerOrderState; sort: "newest" | "oldest"; search?: string },
  batch = BATCH,
): AsyncGenerator<string> {
  yield csvLine([
    "orderId",
    "date",
    "status",
    "comics",
    "grandTotal",
    "balance",
    "rewards",
    "currency",
    "tracking",
  ]);
  const where = customerOrdersWhere(customerId, filters.state, filters.search);
  const order =
    filters.sort === "newest" ? [desc(orders.date), desc(orders.id)] : [asc(orders.date), asc(orders.id)];
  let last: OrderKey | undefined;
  for (;;) {
    const rows = await db
      .select({ o: orders, at: orderAt })
      .from(orders)
      .where(and(where, afterOrder(last, filters.sort)))
      .orderBy(...order)
      .limit(batch);
    if (rows.length === 0) return;
    yield rows
      .map(({ o }) =>
        csvLine([
          o.id,
          o.date.toISOString(),
          o.status,
          o.count,
          dollars(o.grandTotal),
          dollars(o.balance),
          dollars(o.rewards),
          o.countryCode === "CA" ? "CAD" : "USD",
          o.trackingNumber ?? "",
        ]),
      )
      .join("");
    const end = rows[rows.length - 1]!;
    last = { at: end.at, id: end.o.id };
    if (rows.length < batch) return;
  }
}

/** The comics of the customer's orders, newest order first: orders in keyset batches, then their comics. */
export async function* customerComicsCsv(
  db: Db,
  customerId: number,
  search: string | undefined,
  batch = BATCH,
): AsyncGenerator<string> {
  yield csvLine([
    "uniqueId",
    "orderId",
    "orderDate",
    "title",
    "issue",
    "year",
    "publisher",
    "tier",
    "status",
    "grade",
  ]);
  const comicWhere = customerComicsWhere(customerId, search);
  let last: OrderKey | undefined;
  for (;;) {
    const batchOrders = await db
      .select({ id: orders.id, at: orderAt })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), afterOrder(last, "newest")))
      .orderBy(desc(orders.date), desc(orders.id))
      .limit(batch);
    if (batchOrders.length === 0) return;
    const rows = await db
      .select({ comic: comics, orderDate: orders.date })
      .from(comics)
      .innerJoin(orders, eq(orders.id, comics.orderId))
      .where(
        and(
          comicWhere,
          inArray(
            comics.orderId,
            batchOrders.map((o) => o.id),
          ),
        ),
      )
      .orderBy(desc(orders.date), desc(orders.id), asc(comics.id));
    if (rows.length > 0) {
      yield rows
        .map(({ comic: c, orderDate }) =>
          csvLine([
            c.uniqueId,
            c.orderId,
            orderDate.toISOString(),
            c.title,
            c.issue ?? "",
            c.year ?? "",
            c.publisher ?? "",
            c.tierId,
            c.status,
            c.grade === null ? "" : c.grade.toFixed(1),
          ]),
        )
        .join("");
    }
    const end = batchOrders[batchOrders.length - 1]!;
    last = { at: end.at, id: end.id };
    if (batchOrders.length < batch) return;
  }
}

/** The customer's history, newest first, keyset on (at, id). */
export async function* customerAuditCsv(
  db: Db,
  customerId: number,
  field: string | undefined,
  batch = BATCH,
): AsyncGenerator<string> {
  yield csvLine(["at", "author", "field", "oldValue", "newValue"]);
  const where = customerAuditWhere(customerId, field);
  let last: { at: string; id: number } | undefined;
  for (;;) {
    const keyset = last
      ? sql`(${customerAudit.at}, ${customerAudit.id}) < (${last.at}::timestamptz, ${last.id})`
      : undefined;
    const rows = await db
      .select({ r: customerAudit, cursor: sql<string>`${customerAudit.at}::text` })
      .from(customerAudit)
      .where(and(where, keyset))
      .orderBy(desc(customerAudit.at), desc(customerAudit.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows
      .map(({ r }) =>
        csvLine([r.at.toISOString(), r.author ?? "", r.field, r.oldValue ?? "", r.newValue ?? ""]),
      )
      .join("");
    const end = rows[rows.length - 1]!;
    last = { at: end.cursor, id: end.r.id };
    if (rows.length < batch) return;
  }
}
