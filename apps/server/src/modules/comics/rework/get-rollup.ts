// GET /api/orders/{id}/rollup: the order's comics and their state in one answer (workflow §7). Two
// queries: the order with its tiers (one relational statement) and the comics with their signature
// counts (a correlated count, no query per comic).
import type { TOrderRollup } from "@gbo/contracts/comics";
import type { TTierStatus } from "@gbo/contracts/orders";
import { normalizeOrderId } from "@gbo/domain/ids";
import { canExternalSeeTier, type TierStatus } from "@gbo/domain/workflow";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { type Actor, findComics } from "../../orders/index";

/** The orders module's text for an order that does not exist (it keeps it unexported). */
const ORDER_NOT_FOUND_MESSAGE = "Order not found.";

export async function getRollup(options: { db: Db; actor: Actor; orderId: string }): Promise<TOrderRollup> {
  const { db, actor } = options;
  const orderId = normalizeOrderId(options.orderId);
  if (!orderId) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
  const [order, comicRows] = await Promise.all([
    db.query.orders.findFirst({
      columns: { id: true, status: true, version: true },
      where: (orders, { eq }) => eq(orders.id, orderId),
      with: {
        tiers: {
          columns: {
            id: true,
            status: true,
            count: true,
            processed: true,
            labelsVerified: true,
            position: true,
          },
          orderBy: (tiers, { asc }) => [asc(tiers.position), asc(tiers.id)],
        },
      },
    }),
    findComics(db, orderId),
  ]);
  if (!order) throw new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
  // Like GET /api/orders/{id}: external users see only the tiers (and comics) of a status they hold.
  const tiers = order.tiers.filter((tier) => canExternalSeeTier(actor.claims, tier.status as TierStatus));
  const visible = new Set(tiers.map((tier) => tier.id));
  return {
    order: { id: order.id, status: order.status as TOrderRollup["order"]["status"], version: order.version },
    tiers: tiers.map((tier) => ({
      id: tier.id,
      status: tier.status as TTierStatus,
      count: tier.count,
      processed: tier.processed,
      labelsVerified: tier.labelsVerified,
    })),
    comics: comicRows
      .filter((comic) => visible.has(comic.tierId))
      .map((comic) => ({
        id: comic.id,
        uniqueId: comic.uniqueId,
        tierId: comic.tierId,
        title: comic.title,
        issue: comic.issue,
        status: comic.status,
        grade: comic.grade,
        category: comic.category,
        partialGrade: comic.partialGrade,
        reject: comic.reject,
        pressFailed: comic.pressFailed,
        scanned: comic.scanned,
        hasImage: comic.hasImage,
        hasImageSP: comic.hasImageSP,
        signatureCount: comic.signatureCount,
      })),
  };
}
