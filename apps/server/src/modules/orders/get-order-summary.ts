// GET /api/orders/{id}: the order with its tiers, comics, customer, address and money.
import type { TOrderSummary } from "@gbo/contracts/orders";
import { fromCents } from "@gbo/domain/money";
import { canExternalSeeTier, type TierStatus } from "@gbo/domain/workflow";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { orderIdFromPath } from "./order-access";
import { toAddress, toComicSummary, toCustomer, toOrder, toTier, toTransaction } from "./order-mappers";
import { type Actor, ORDER_NOT_FOUND_MESSAGE } from "./order-write";
import { findOrderSummaryRows } from "./orders.queries";

export async function getOrderSummary(options: {
  db: Db;
  actor: Actor;
  orderId: string;
}): Promise<TOrderSummary> {
  const { db, actor } = options;
  const row = await findOrderSummaryRows(db, orderIdFromPath(options.orderId));
  if (!row) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
  const { customer, tiers, comics, transactions, ...order } = row;
  // External users see only the tiers (and their comics) at a status they hold a claim for.
  const visibleTiers = tiers.filter((tier) => canExternalSeeTier(actor.claims, tier.status as TierStatus));
  const visibleTierIds = new Set(visibleTiers.map((tier) => tier.id));
  const address = customer.addresses.find((a) => a.id === order.addressId) ?? null;
  return {
    order: toOrder(order),
    tiers: visibleTiers.map(toTier),
    comics: comics.filter((comic) => visibleTierIds.has(comic.tierId)).map(toComicSummary),
    customer: toCustomer(customer, customer.addresses),
    address: address ? toAddress(address) : null,
    transactions: transactions.map(toTransaction),
    balance: fromCents(order.balance),
  };
}
