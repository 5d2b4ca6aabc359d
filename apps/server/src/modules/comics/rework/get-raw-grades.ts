// GET /api/orders/raw: raw-grade (partial grade) comics of orders still in process, newest order first,
// a page at a time. The walk starts from the in-process orders by date (orders_status_date_idx) and
// reaches each order's comics by their primary key; raw grade is a filter on those rows, so the cost
// follows the orders in process, not the whole comics table.
import type { TRawPage, TRawQuery } from "@gbo/contracts/comics";
import type { TTierStatus } from "@gbo/contracts/orders";
import { canExternalSeeTier, TIER_STATUSES, type TierStatus } from "@gbo/domain/workflow";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { comics, orders, tiers } from "../../../db/schema/index";
import type { Actor } from "../../orders/index";

export async function getRawGrades(options: {
  db: Db;
  actor: Actor;
  query: { page: number; pageSize: number } & TRawQuery;
}): Promise<TRawPage> {
  const { db, actor } = options;
  const { page, pageSize } = options.query;
  // External users see only tiers at a status they hold a claim for (as on the order screen).
  const visible = TIER_STATUSES.filter((status) => canExternalSeeTier(actor.claims, status as TierStatus));
  const where = and(
    eq(orders.status, "InProcess"),
    eq(comics.partialGrade, true),
    visible.length < TIER_STATUSES.length ? inArray(tiers.status, [...visible]) : undefined,
  );
  const from = () =>
    db
      .select({
        orderId: comics.orderId,
        comicId: comics.id,
        uniqueId: comics.uniqueId,
        tierId: comics.tierId,
        tierStatus: tiers.status,
        title: comics.title,
        issue: comics.issue,
        category: comics.category,
        orderDate: orders.date,
      })
      .from(orders)
      .innerJoin(comics, eq(comics.orderId, orders.id))
      .innerJoin(tiers, and(eq(tiers.orderId, comics.orderId), eq(tiers.id, comics.tierId)));
  const [rows, [counted]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(orders.date), asc(orders.id), asc(comics.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(comics, eq(comics.orderId, orders.id))
      .innerJoin(tiers, and(eq(tiers.orderId, comics.orderId), eq(tiers.id, comics.tierId)))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      tierStatus: row.tierStatus as TTierStatus,
      orderDate: row.orderDate.toISOString(),
    })),
    page,
    pageSize,
    total: Number(counted?.total ?? 0),
  };
}
