// Small reads of one order: its log, one comic, one tier, and reference lookups.
import type {
  TComic,
  TOrderLog,
  TReferenceParams,
  TReferenceResult,
  TTierDetail,
} from "@gbo/contracts/orders";
import { isUniqueId } from "@gbo/domain/ids";
import {
  canExternalSeeTier,
  nextTierStatus,
  rejectTargets,
  stationGate,
  type TierServices,
  type TierStatus,
} from "@gbo/domain/workflow";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { findKnownPrefix } from "../../external-users/index";
import {
  assertCanSeeTier,
  COMIC_NOT_FOUND_MESSAGE,
  requireComic,
  requireOrder,
  requireTier,
} from "../order-access";
import { toComic, toComicSummary, toLogEntry, toOrder, toTier } from "../order-mappers";
import type { Actor } from "../order-write";
import {
  findComics,
  findCustomer,
  findLog,
  findOrderIdByComicUniqueId,
  findOrderIdByExternalId,
  findOrderIdByTrackingNumber,
  findShelfIdsOfOrder,
  findSignatures,
  findTier,
  findTiers,
} from "../orders.queries";
import { findTierSignatures, toGateComics, toGateTier } from "../tiers/station-gate.queries";

export { COMIC_NOT_FOUND_MESSAGE };
export const REFERENCE_NOT_FOUND_MESSAGE = "No order matches this reference.";

/** The order log; an external user does not see the entries of tiers hidden from them (nor their comics'). */
export async function getOrderLog(options: { db: Db; actor: Actor; orderId: string }): Promise<TOrderLog> {
  const { db, actor } = options;
  const order = await requireOrder(db, options.orderId);
  const [entries, orderTiers] = await Promise.all([findLog(db, order.id), findTiers(db, order.id)]);
  const hidden = new Set(
    orderTiers.filter((t) => !canExternalSeeTier(actor.claims, t.status as TierStatus)).map((t) => t.id),
  );
  if (hidden.size === 0) return entries.map(toLogEntry);
  const hiddenComics = new Set(
    (await findComics(db, order.id)).filter((c) => hidden.has(c.tierId)).map((c) => c.id),
  );
  return entries
    .filter((e) => !(e.tierId && hidden.has(e.tierId)) && !(e.comicId && hiddenComics.has(e.comicId)))
    .map(toLogEntry);
}

/** Accepts every comic id form of workflow §2 (requireComic): "001", "SO-001", "26-0A12345-001". */
export async function getComic(options: {
  db: Db;
  actor: Actor;
  orderId: string;
  comicId: string;
}): Promise<TComic> {
  const { db } = options;
  const order = await requireOrder(db, options.orderId);
  const comic = await requireComic(db, order, options.comicId);
  assertCanSeeTier(options.actor, await findTier(db, order.id, comic.tierId));
  return toComic(comic, await findSignatures(db, order.id, comic.id));
}

/** The tier screen's data: the tier, its comics, what the workflow allows next and the station's gate. */
export async function getTierDetail(options: {
  db: Db;
  actor: Actor;
  orderId: string;
  tierId: string;
}): Promise<TTierDetail> {
  const { db } = options;
  const order = await requireOrder(db, options.orderId);
  const tier = await requireTier(db, order.id, options.tierId);
  assertCanSeeTier(options.actor, tier);
  const [comicRows, customer, shelfIds, signatureRows] = await Promise.all([
    findComics(db, order.id, tier.id),
    findCustomer(db, order.customerId),
    findShelfIdsOfOrder(db, order.id),
    findTierSignatures(db, order.id, tier.id),
  ]);
  const status = tier.status as TierStatus;
  const gate = stationGate(toGateTier(tier), toGateComics(comicRows, signatureRows));
  return {
    order: toOrder(order),
    customerName: customer?.name ?? "",
    tier: toTier(tier, shelfIds.get(tier.id) ?? null),
    comics: comicRows.map(toComicSummary),
    rejectTargets: rejectTargets(status, tier.routedThrough as TierStatus[]),
    nextStatus:
      status === "Shipping"
        ? null
        : nextTierStatus(status, tier.services as TierServices, { rejected: tier.isRejected }),
    canComplete: gate.canComplete,
    gate: { message: gate.message, blockers: gate.blockers, counter: gate.counter, comics: gate.comics },
  };
}

export async function resolveReference(options: {
  db: Db;
  params: TReferenceParams;
}): Promise<TReferenceResult> {
  const { db, params } = options;
  const prefix = params.prefix.trim().toUpperCase();
  const ref = params.ref.trim();
  let orderId: string | undefined;
  if (prefix === "COMIC" || prefix === "CERT") {
    orderId = isUniqueId(ref) ? await findOrderIdByComicUniqueId(db, ref.toUpperCase()) : undefined;
  } else if (prefix === "TRACKING") {
    orderId = await findOrderIdByTrackingNumber(db, ref);
  } else if (prefix === "EXT") {
    orderId = await findOrderIdByExternalId(db, [ref]);
  } else if (await findKnownPrefix(db, prefix)) {
    // A known external user's prefix (issue 13): their reference as stored on the order, bare or prefixed.
    orderId = await findOrderIdByExternalId(db, [ref, `${prefix}:${ref}`, `${prefix}-${ref}`]);
  }
  if (!orderId) throw new AppError("not_found", REFERENCE_NOT_FOUND_MESSAGE);
  return { orderId };
}
