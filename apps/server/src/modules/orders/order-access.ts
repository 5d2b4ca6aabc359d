// Record-level permissions (workflow §6). Route-level claims are declared on each route; these checks
// need the order or tier itself. The rules are the domain's; this file only turns "no" into 403/404.
import { comicIdTier, comicSeqOf } from "@gbo/domain/ids";
import {
  canDoOrderAction,
  canExternalSeeTier,
  type OrderAction,
  type OrderStatus,
  type TierStatus,
} from "@gbo/domain/workflow";
import type { Db } from "../../db/client";
import type { ComicRow, OrderRow, TierRow } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { type Actor, ORDER_NOT_FOUND_MESSAGE, orderIdFromPath } from "./order-write";
import { findComic, findOrder, findTier, findTierScanCandidates } from "./orders.queries";

export const TIER_NOT_FOUND_MESSAGE = "Tier not found.";
export const COMIC_NOT_FOUND_MESSAGE = "Comic not found.";
export const comicNotInTier = (comicId: string, tierId: string): string =>
  `Comic ${comicId} is not in tier ${tierId} of this order.`;
export const NOT_ALLOWED_MESSAGE = "You do not have permission to do this.";
export const WRONG_STATUS_MESSAGE = "This order is not at a step where this can be done.";

export { orderIdFromPath };

/** Reads (not writes: writeOrder locks and reads the order itself) of an order named by the client. */
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

/** requireTier with the comics a scan into it may match, in one read. */
export async function requireTierForScan(db: Db, orderId: string, tierId: string) {
  const found = await findTierScanCandidates(db, orderId, tierId.trim().toUpperCase());
  if (!found) throw new AppError("not_found", TIER_NOT_FOUND_MESSAGE);
  return found;
}

/** requireTier among the order's tiers already read. */
function pickTier(orderTiers: readonly TierRow[], tierId: string): TierRow {
  const id = tierId.trim().toUpperCase();
  const tier = orderTiers.find((candidate) => candidate.id === id);
  if (!tier) throw new AppError("not_found", TIER_NOT_FOUND_MESSAGE);
  return tier;
}

/**
 * A comic of this order named in any of workflow §2's forms: its sequence ("001", "1"), tier and
 * sequence ("SO-001") or unique id ("26-0A12345-001"); in `tier` when one is given. Anything else is "not found", so no reference to a missing comic is stored.
 */
export async function requireComic(
  db: Db,
  order: OrderRow,
  comicId: string,
  tier?: TierRow,
): Promise<ComicRow> {
  const seq = comicSeqOf(order.id, comicId);
  const comic = seq ? await findComic(db, order.id, seq) : undefined;
  // "SO-001" names its tier too: the comic must be on it.
  const namedTier = comicIdTier(comicId);
  if (!comic || (namedTier && !comic.tierId.startsWith(namedTier))) {
    throw new AppError("not_found", COMIC_NOT_FOUND_MESSAGE);
  }
  if (tier && comic.tierId !== tier.id) throw new AppError("bad_request", comicNotInTier(comic.id, tier.id));
  return comic;
}

/** The per-action claim table (domain ORDER_ACTIONS): the route's claims and the order's own rule. */
export function assertCanDo(actor: Actor, action: OrderAction, order: OrderRow, tier?: TierRow): void {
  if (!canDoOrderAction(action, actor.claims, order.status as OrderStatus, tier?.status as TierStatus)) {
    throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  }
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
 * The opening every station action on a tier shares, on the order writeOrder locked (its version
 * already checked): its tier, the worker's claim for the tier's station, and the order in process.
 * `orderTiers`: the order's tiers when the caller has read them all already (no second read).
 */
export async function requireStationTier(
  tx: Db,
  actor: Actor,
  order: OrderRow,
  tierId: string,
  action: OrderAction,
  orderTiers?: readonly TierRow[],
): Promise<TierRow> {
  const tier = orderTiers ? pickTier(orderTiers, tierId) : await requireTier(tx, order.id, tierId);
  assertCanDo(actor, action, order, tier);
  assertOrderStatus(order, ["InProcess"]);
  return tier;
}
