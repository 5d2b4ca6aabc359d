// GET /api/orders/{id}: the order with its tiers, comics, customer, address and money (its statement).
import type { TOrderSummary } from "@gbo/contracts/orders";
import { fromCents } from "@gbo/domain/money";
import { canExternalSeeTier, type TierStatus } from "@gbo/domain/workflow";
import type { Database, Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { type JsonBytes, toJsonBytes } from "../../http/json-bytes";
import { findShelfIdsOfOrder } from "../shelves/index";
import { orderIdFromPath } from "./order-access";
import {
  toAddress,
  toComicSummary,
  toCustomer,
  toOrder,
  toStatement,
  toTier,
  toTransaction,
} from "./order-mappers";
import { createOrderReadCache, type OrderReadCache } from "./order-read-cache";
import { type Actor, ORDER_NOT_FOUND_MESSAGE } from "./order-write";
import { findOrderSummaryRows } from "./orders.queries";

/** The whole summary (every tier) and its JSON bytes, as kept between writes to the order. */
type CachedSummary = { summary: TOrderSummary; bytes: JsonBytes };
export type SummaryCache = OrderReadCache<CachedSummary>;

/** Order screens re-read their order on every event; each order's summary is kept until its next write. */
export function createSummaryCache(database: Database): Promise<SummaryCache> {
  return createOrderReadCache<CachedSummary>(database, { maxEntries: 500, forget: (event) => event.orderId });
}

async function loadSummary(db: Db, orderId: string): Promise<CachedSummary> {
  const [row, shelfIds] = await Promise.all([
    findOrderSummaryRows(db, orderId),
    findShelfIdsOfOrder(db, orderId),
  ]);
  if (!row) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
  const { customer, tiers, comics, transactions, ...order } = row;
  const address = customer.addresses.find((a) => a.id === order.addressId) ?? null;
  const summary: TOrderSummary = {
    order: toOrder(order),
    tiers: tiers.map((tier) => toTier(tier, shelfIds.get(tier.id) ?? null)),
    comics: comics.map(toComicSummary),
    customer: toCustomer(customer, customer.addresses),
    address: address ? toAddress(address) : null,
    transactions: transactions.map(toTransaction),
    balance: fromCents(order.balance),
    statement: toStatement(order, transactions),
  };
  return { summary, bytes: toJsonBytes(summary) };
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
  const { summary, bytes } = await options.cache.read(orderId, () => loadSummary(db, orderId));
  // External users see only the tiers (and their comics) at a status they hold a claim for.
  const visibleTiers = summary.tiers.filter((tier) =>
    canExternalSeeTier(actor.claims, tier.status as TierStatus),
  );
  if (visibleTiers.length === summary.tiers.length) return bytes;
  const visibleTierIds = new Set(visibleTiers.map((tier) => tier.id));
  const filtered: TOrderSummary = {
    ...summary,
    tiers: visibleTiers,
    comics: summary.comics.filter((comic) => visibleTierIds.has(comic.tierId)),
  };
  return toJsonBytes(filtered);
}
