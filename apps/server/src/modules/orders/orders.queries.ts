// Reads of one order and its parts. Queue reads are in queues/queue.queries.ts.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  addresses,
  type ComicRow,
  comics,
  customers,
  type OrderRow,
  orderLog,
  orders,
  shelfTiers,
  signatures,
  type TierRow,
  tiers,
  transactions,
} from "../../db/schema/index";

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

export async function findTiers(db: Db, orderId: string): Promise<TierRow[]> {
  return db
    .select()
    .from(tiers)
    .where(eq(tiers.orderId, orderId))
    .orderBy(asc(tiers.position), asc(tiers.id));
}

export async function findTier(db: Db, orderId: string, tierId: string): Promise<TierRow | undefined> {
  const [row] = await db
    .select()
    .from(tiers)
    .where(and(eq(tiers.orderId, orderId), eq(tiers.id, tierId)))
    .limit(1);
  return row;
}

export type ComicWithSignatureCount = ComicRow & { signatureCount: number };

export async function findComics(
  db: Db,
  orderId: string,
  tierId?: string,
): Promise<ComicWithSignatureCount[]> {
  const where = tierId
    ? and(eq(comics.orderId, orderId), eq(comics.tierId, tierId))
    : eq(comics.orderId, orderId);
  const rows = await db
    .select({
      comic: comics,
      signatureCount: sql<number>`(select count(*)::int from signatures s where s.order_id = comics.order_id and s.comic_id = comics.id)`,
    })
    .from(comics)
    .where(where)
    .orderBy(asc(comics.id));
  return rows.map((row) => ({ ...row.comic, signatureCount: Number(row.signatureCount) }));
}

/** What a scan reads of the comics it may match: the scan mark and the printed id, no signatures. */
const SCAN_COLUMNS = {
  id: comics.id,
  uniqueId: comics.uniqueId,
  tierId: comics.tierId,
  scanned: comics.scanned,
};

/** A scan at the order's whole-order stations: every comic of the order. */
export async function findScanCandidates(db: Db, orderId: string) {
  return db.select(SCAN_COLUMNS).from(comics).where(eq(comics.orderId, orderId)).orderBy(asc(comics.id));
}

/** A scan into a tier: the tier and its comics' scan marks in one read; undefined for no such tier. */
export async function findTierScanCandidates(db: Db, orderId: string, tierId: string) {
  const rows = await db
    .select({ tier: tiers, comic: SCAN_COLUMNS })
    .from(tiers)
    .leftJoin(comics, and(eq(comics.orderId, tiers.orderId), eq(comics.tierId, tiers.id)))
    .where(and(eq(tiers.orderId, orderId), eq(tiers.id, tierId)))
    .orderBy(asc(comics.id));
  const [first] = rows;
  if (!first) return undefined;
  // A tier without comics comes once, its comic null (the left join).
  return { tier: first.tier, candidates: rows.flatMap((row) => (row.comic ? [row.comic] : [])) };
}

export async function findComic(db: Db, orderId: string, comicId: string): Promise<ComicRow | undefined> {
  const [row] = await db
    .select()
    .from(comics)
    .where(and(eq(comics.orderId, orderId), eq(comics.id, comicId)))
    .limit(1);
  return row;
}

export async function findSignatures(db: Db, orderId: string, comicId: string) {
  return db
    .select()
    .from(signatures)
    .where(and(eq(signatures.orderId, orderId), eq(signatures.comicId, comicId)))
    .orderBy(asc(signatures.id));
}

export async function findCustomer(db: Db, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return customer;
}

export async function findAddresses(db: Db, customerId: number) {
  return db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));
}

export async function findTransactions(db: Db, orderId: string) {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.id));
}

export async function findLog(db: Db, orderId: string) {
  return db.select().from(orderLog).where(eq(orderLog.orderId, orderId)).orderBy(asc(orderLog.id));
}

export async function findOrderIdByExternalId(
  db: Db,
  externalIds: readonly string[],
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.externalId, [...externalIds]))
    .limit(1);
  return row?.id;
}

export async function findOrderIdByTrackingNumber(
  db: Db,
  trackingNumber: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber))
    .limit(1);
  return row?.id;
}

export async function findOrderIdByComicUniqueId(db: Db, uniqueId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ orderId: comics.orderId })
    .from(comics)
    .where(eq(comics.uniqueId, uniqueId))
    .limit(1);
  return row?.orderId;
}

export async function countScannedComics(
  db: Db,
  orderId: string,
  tierIds?: readonly string[],
): Promise<number> {
  const where =
    tierIds && tierIds.length > 0
      ? and(eq(comics.orderId, orderId), eq(comics.scanned, true), inArray(comics.tierId, [...tierIds]))
      : and(eq(comics.orderId, orderId), eq(comics.scanned, true));
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(comics).where(where);
  return Number(row?.count ?? 0);
}

/**
 * The whole order summary in one statement (order, customer with addresses, tiers, comics with their
 * signature counts, transactions): one round trip instead of six, which matters when fifty screens read
 * at once from a small connection pool.
 */
function buildSummaryQuery(db: Db) {
  return db.query.orders
    .findFirst({
      where: eq(orders.id, sql.placeholder("orderId")),
      with: {
        customer: { with: { addresses: { orderBy: asc(addresses.id) } } },
        tiers: { orderBy: [asc(tiers.position), asc(tiers.id)] },
        comics: {
          orderBy: asc(comics.id),
          extras: (comic) => ({
            signatureCount:
              sql<number>`(select count(*)::int from signatures s where s.order_id = ${comic.orderId} and s.comic_id = ${comic.id})`.as(
                "signature_count",
              ),
          }),
        },
        transactions: { orderBy: asc(transactions.id) },
      },
    })
    .prepare("order_summary");
}

// Named prepared statements: the summary statement is large, and planning it on every request cost
// more than running it. Prepared once per database handle, planned once per connection.
const preparedByDb = new WeakMap<
  Db,
  {
    summary: ReturnType<typeof buildSummaryQuery>;
  }
>();

function preparedFor(db: Db) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = { summary: buildSummaryQuery(db) };
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

/** The order summary's rows (see buildSummaryQuery); undefined for an unknown order. */
export async function findOrderSummaryRows(db: Db, orderId: string) {
  return preparedFor(db).summary.execute({ orderId });
}

/** Sum of the order's FEE and CREDIT entries as recorded (credits negative), in cents. */
export async function sumFeesAndCredits(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${transactions.amount}), 0)::bigint` })
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), inArray(transactions.transType, ["FEE", "CREDIT"])));
  return Number(row?.total ?? 0);
}

/**
 * Where each tier of an order sits: tier id → shelf id, in one query (order and tier screens). Orders reads
 * the shelf_tiers table itself, as its summary statement does: shelves writes it through writeOrder, so
 * shelves depends on orders and never the other way round.
 */
export async function findShelfIdsOfOrder(db: Db, orderId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ tierId: shelfTiers.tierId, shelfId: shelfTiers.shelfId })
    .from(shelfTiers)
    .where(eq(shelfTiers.orderId, orderId));
  return new Map(rows.map((row) => [row.tierId, row.shelfId]));
}
