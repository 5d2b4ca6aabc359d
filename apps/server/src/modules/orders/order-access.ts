// Record-level permissions (workflow §6). Route-level claims are declared on each route; these checks
// need the order or tier itself. The rules are the domain's; this file only turns "no" into 403/404.
import { normalizeOrderId } from "@gbo/domain/ids";
import {
  canEditCompletedOrder,
  canExternalSeeTier,
  canWorkOnOrder,
  type OrderStatus,
  type TierStatus,
} from "@gbo/domain/workflow";
import type { Db } from "../../db/client";
import type { OrderRow, TierRow } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { type Actor, ORDER_NOT_FOUND_MESSAGE, STALE_VERSION_MESSAGE } from "./order-write";
import { findOrder, findTier } from "./orders.queries";

export const TIER_NOT_FOUND_MESSAGE = "Tier not found.";
export const NOT_ALLOWED_MESSAGE = "You do not have permission to do this.";
export const WRONG_STATUS_MESSAGE = "This order is not at a step where this can be done.";

/** A path id in either spec form; a malformed one is simply "not found". */
export function orderIdFromPath(text: string): string {
  const id = normalizeOrderId(text);
  if (!id) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
  return id;
}

export async function requireOrder(db: Db, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderIdFromPath(orderId));
  if (!order) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
  return order;
}

export async function requireTier(db: Db, orderId: string, tierId: string): Promise<TierRow> {
  const tier = await findTier(db, orderId, tierId.trim().toUpperCase());
  if (!tier) throw new AppError("not_found", TIER_NOT_FOUND_MESSAGE);
  return tier;
}

/** Early 409: the client read an older version; the conditional UPDATE re-checks it at write time. */
export function assertVersion(order: OrderRow, version: number): void {
  if (order.version !== version) throw new AppError("conflict", STALE_VERSION_MESSAGE);
}

/** "Work on an order needs a claim matching its status, or billing"; completed orders need billing or admin. */
export function assertCanWork(actor: Actor, order: OrderRow, tier?: TierRow): void {
  if (order.status === "Completed" && !canEditCompletedOrder(actor.claims)) {
    throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  }
  const tierStatus = tier?.status as TierStatus | undefined;
  if (!canWorkOnOrder(actor.claims, order.status as OrderStatus, tierStatus)) {
    throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  }
  assertCanSeeTier(actor, tier);
}

/** "External users are denied tiers whose status they lack a claim for." */
export function assertCanSeeTier(actor: Actor, tier?: TierRow): void {
  if (tier && !canExternalSeeTier(actor.claims, tier.status as TierStatus)) {
    throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  }
}

export function assertOrderStatus(order: OrderRow, allowed: readonly OrderStatus[]): void {
  if (!allowed.includes(order.status as OrderStatus)) throw new AppError("bad_request", WRONG_STATUS_MESSAGE);
}

/**
 * The opening every station action on a tier shares: the order at the version the worker read (409
 * before any other check), its tier, the worker's claim for the tier's station, and the order in process.
 */
export async function requireStationTier(
  db: Db,
  actor: Actor,
  ids: { orderId: string; tierId: string; version: number },
): Promise<{ order: OrderRow; tier: TierRow }> {
  const order = await requireOrder(db, ids.orderId);
  assertVersion(order, ids.version);
  const tier = await requireTier(db, order.id, ids.tierId);
  assertCanWork(actor, order, tier);
  assertOrderStatus(order, ["InProcess"]);
  return { order, tier };
}
