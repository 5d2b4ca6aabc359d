// GET /api/orders/{id}: the order with its tiers, comics, customer, address and money (its statement).
import type { TOrderSummary, TTier } from "@gbo/contracts/orders";
import { fromCents } from "@gbo/domain/money";
import { canExternalSeeTier, type TierStatus } from "@gbo/domain/workflow";
import type { Database, DatabaseKind, Db } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { type JsonBytes, lazyJsonBytes, toJsonBytes } from "../../../http/json-bytes";
import { orderIdFromPath } from "../order-access";
import { toAddress, toCustomer, toOrder, toStatement, toTier, toTransaction } from "../order-mappers";
import { createOrderReadCache, type OrderReadCache } from "../order-read-cache";
import { type Actor, ORDER_NOT_FOUND_MESSAGE } from "../order-write";
import { findOrderSummaries, type OrderSummaryRow } from "./order-summary.queries";
import { type BatchLoader, createBatchLoader } from "./order-summary-batch";

/**
 * The whole summary's JSON bytes (every tier), with the tiers the external-user filter reads. Gzipped
 * only once read again (`isAnswered`): the first open is sent plain, ~7 KB, as no other read may follow.
 */
type CachedSummary = { tiers: Pick<TTier, "id" | "status">[]; bytes: JsonBytes; isAnswered: boolean };
export type SummaryCache = OrderReadCache<CachedSummary>;

/** The driver of each database, set by createSummaryCache: first opens load differently on each. */
const kindByDb = new WeakMap<Db, DatabaseKind>();

/** Order screens re-read their order on every event; each order's summary is kept until its next write. */
export function createSummaryCache(database: Database): Promise<SummaryCache> {
  kindByDb.set(database.db, database.kind);
  return createOrderReadCache<CachedSummary>(database, { maxEntries: 500, forget: (event) => event.orderId });
}

/** The summary's keys in the contract's order; the comics are PostgreSQL's text, the rest mapped here. */
const SUMMARY_KEYS = [
  "order",
  "tiers",
  "comics",
  "customer",
  "address",
  "transactions",
  "balance",
  "statement",
] as const satisfies readonly (keyof TOrderSummary)[];

/** The summary as JSON text: the same bytes JSON.stringify of the whole TOrderSummary gives. */
export function orderSummaryJson(row: OrderSummaryRow): { text: string; tiers: TTier[] } {
  const { order, customer } = row;
  const address = customer.addresses.find((a) => a.id === order.addressId) ?? null;
  const tiers = row.tiers.map((tier) => toTier(tier, tier.shelfId));
  const parts: Omit<TOrderSummary, "comics"> = {
    order: toOrder(order),
    tiers,
    customer: toCustomer(customer, customer.addresses),
    address: address ? toAddress(address) : null,
    transactions: row.transactions.map(toTransaction),
    balance: fromCents(order.balance),
    statement: toStatement(order, row.transactions),
  };
  const fields = SUMMARY_KEYS.map(
    (key) => `"${key}":${key === "comics" ? row.comicsJson : JSON.stringify(parts[key])}`,
  );
  return { text: `{${fields.join(",")}}`, tiers };
}

const MAX_BATCH = 64;
const loaders = new WeakMap<Db, BatchLoader<CachedSummary>>();

function summaryLoader(db: Db): BatchLoader<CachedSummary> {
  let loader = loaders.get(db);
  if (!loader) {
    const kind = kindByDb.get(db) ?? "postgres";
    // Statements at once: one on PGlite (one connection, in this process: a second batch would only
    // wait in its queue, holding orders the next batch could have taken), two on PostgreSQL, so one
    // runs while the other's answer is mapped.
    loader = createBatchLoader({
      maxInFlight: kind === "pglite" ? 1 : 2,
      maxBatch: MAX_BATCH,
      loadMany: async (orderIds) => {
        const rows = await findOrderSummaries(db, orderIds, kind);
        return new Map(
          rows.map((row) => {
            const { text, tiers } = orderSummaryJson(row);
            return [row.order.id, { tiers, bytes: lazyJsonBytes(text), isAnswered: false }];
          }),
        );
      },
    });
    loaders.set(db, loader);
  }
  return loader;
}

async function loadSummary(db: Db, orderId: string): Promise<CachedSummary> {
  const summary = await summaryLoader(db).load(orderId);
  if (!summary) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
  return summary;
}

/** The summary as JSON bytes: the kept ones when the actor may see every tier, else a filtered copy. */
export async function getOrderSummaryJson(options: {
  db: Db;
  actor: Actor;
  orderId: string;
  cache: SummaryCache;
}): Promise<JsonBytes> {
  const { db, actor } = options;
  const orderId = orderIdFromPath(options.orderId);
  const kept = await options.cache.read(orderId, () => loadSummary(db, orderId));
  const { tiers, bytes } = kept;
  // External users see only the tiers (and their comics) at a status they hold a claim for.
  const visibleTierIds = new Set(
    tiers.filter((tier) => canExternalSeeTier(actor.claims, tier.status as TierStatus)).map((t) => t.id),
  );
  if (visibleTierIds.size === tiers.length) {
    if (kept.isAnswered) return bytes;
    kept.isAnswered = true;
    return { json: bytes.json, gzip: null };
  }
  const summary = JSON.parse(bytes.json.toString()) as TOrderSummary;
  const filtered: TOrderSummary = {
    ...summary,
    tiers: summary.tiers.filter((tier) => visibleTierIds.has(tier.id)),
    comics: summary.comics.filter((comic) => visibleTierIds.has(comic.tierId)),
  };
  return toJsonBytes(filtered);
}
