// The shelves module's SQL: the shelf list with tier counts, one shelf, its tiers and its log. (Where the
// tiers of one order sit is read by orders itself, for the order and tier screens.)
import type { TShelfInfo, TShelfLogEntry, TShelfSummary, TShelfTier } from "@gbo/contracts/shelves";
import type { TierStatus } from "@gbo/domain/workflow";
import { and, asc, count, desc, eq, like, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customers, orders, shelfLog, shelfTiers, shelves, tiers } from "../../db/schema/index";

type Page = { page: number; pageSize: number };
const offsetOf = (query: Page) => (query.page - 1) * query.pageSize;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const tierCount = sql<number>`(select count(*)::int from ${shelfTiers} where ${shelfTiers.shelfId} = ${shelves.id})`;

/** Shelves by id, each with how many tiers it holds; search is the start of an id. */
export async function findShelves(db: Db, query: Page & { search?: string | undefined }) {
  const search = query.search?.trim().toUpperCase();
  const where = search ? like(shelves.id, `${escapeLike(search)}%`) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: shelves.id,
        location: shelves.location,
        country: shelves.country,
        createdAt: shelves.createdAt,
        tierCount,
      })
      .from(shelves)
      .where(where)
      .orderBy(asc(shelves.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(shelves).where(where),
  ]);
  const mapped: TShelfSummary[] = rows.map((row) => ({
    ...row,
    country: row.country as TShelfSummary["country"],
    createdAt: row.createdAt.toISOString(),
  }));
  return { rows: mapped, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
}

/** One shelf, or null when no tier was ever put on it. */
export async function findShelf(db: Db, id: string) {
  const [row] = await db
    .select({ id: shelves.id, location: shelves.location, country: shelves.country, tierCount })
    .from(shelves)
    .where(eq(shelves.id, id))
    .limit(1);
  return row ? { ...row, country: row.country as NonNullable<TShelfInfo["country"]> } : null;
}

/** The tiers on a shelf, last put on first, with the tier's status and the order's customer. */
export async function findShelfTiers(db: Db, shelfId: string, query: Page) {
  const where = eq(shelfTiers.shelfId, shelfId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        orderId: shelfTiers.orderId,
        tierId: shelfTiers.tierId,
        tierStatus: tiers.status,
        customerName: customers.name,
        placedAt: shelfTiers.placedAt,
        placedBy: shelfTiers.placedBy,
      })
      .from(shelfTiers)
      .innerJoin(tiers, and(eq(tiers.orderId, shelfTiers.orderId), eq(tiers.id, shelfTiers.tierId)))
      .innerJoin(orders, eq(orders.id, shelfTiers.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(desc(shelfTiers.placedAt), asc(shelfTiers.orderId), asc(shelfTiers.tierId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(shelfTiers).where(where),
  ]);
  const mapped: TShelfTier[] = rows.map((row) => ({
    ...row,
    tierStatus: row.tierStatus as TierStatus,
    placedAt: row.placedAt.toISOString(),
  }));
  return { rows: mapped, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
}

/** A shelf's moves, newest first. */
export async function findShelfLog(db: Db, shelfId: string, query: Page) {
  const where = eq(shelfLog.shelfId, shelfId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(shelfLog)
      .where(where)
      .orderBy(desc(shelfLog.at), desc(shelfLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(shelfLog).where(where),
  ]);
  const mapped: TShelfLogEntry[] = rows.map((row) => ({
    id: row.id,
    action: row.action === 2 ? 2 : 1,
    orderId: row.orderId,
    tierId: row.tierId,
    byName: row.byName,
    at: row.at.toISOString(),
  }));
  return { rows: mapped, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
}
