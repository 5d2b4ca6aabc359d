// GET /api/orders/{id}: the order with its tiers, comics, customer, address and money.
import type { TOrderSummary } from "@gbo/contracts/orders";
import { fromCents } from "@gbo/domain/money";
import type { TierStatus } from "@gbo/domain/workflow";
import { canExternalSeeTier } from "@gbo/domain/workflow";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { requireOrder } from "./order-access";
import { toAddress, toComicSummary, toCustomer, toOrder, toTier, toTransaction } from "./order-mappers";
import type { Actor } from "./order-write";
import { findAddresses, findComics, findCustomer, findTiers, findTransactions } from "./orders.queries";

export async function getOrderSummary(options: {
  db: Db;
  actor: Actor;
  orderId: string;
}): Promise<TOrderSummary> {
  const { db, actor } = options;
  const order = await requireOrder(db, options.orderId);
  const [tierRows, comicRows, customer, addressRows, transactionRows] = await Promise.all([
    findTiers(db, order.id),
    findComics(db, order.id),
    findCustomer(db, order.customerId),
    findAddresses(db, order.customerId),
    findTransactions(db, order.id),
  ]);
  if (!customer) throw new AppError("internal", "Order without customer.");
  // External users see only the tiers (and their comics) at a status they hold a claim for.
  const visibleTiers = tierRows.filter((tier) => canExternalSeeTier(actor.claims, tier.status as TierStatus));
  const visibleTierIds = new Set(visibleTiers.map((tier) => tier.id));
  const address = addressRows.find((row) => row.id === order.addressId) ?? null;
  return {
    order: toOrder(order),
    tiers: visibleTiers.map(toTier),
    comics: comicRows.filter((comic) => visibleTierIds.has(comic.tierId)).map(toComicSummary),
    customer: toCustomer(customer, addressRows),
    address: address ? toAddress(address) : null,
    transactions: transactionRows.map(toTransaction),
    balance: fromCents(order.balance),
  };
}
