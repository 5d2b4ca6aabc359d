// POST /api/orders/{id}/scan/comic: a comic scanned into a tier (or, without tierId, into the order
// at shipping or pickup). An already scanned comic is a warning and changes nothing.
import type { TOrderActionResult, TScanComicBody } from "@gbo/contracts/orders";
import { INVALID_COMIC_SCAN } from "@gbo/domain/messages";
import { validateTierScan } from "@gbo/domain/workflow";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { comics, tiers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { assertCanDo, assertOrderStatus, requireTierForScan } from "../order-access";
import { actionResult, touchEvent } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";
import { findScanCandidates } from "../orders.queries";

export const COMIC_SCANNED_MESSAGE = "Comic scanned.";

export async function scanComic(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TScanComicBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      // Into a tier: the tier and its comics in one read (the order's comics otherwise).
      const tierRead = body.tierId ? await requireTierForScan(tx, order.id, body.tierId) : undefined;
      const tier = tierRead?.tier;
      assertCanDo(actor, "scan", order, tier);
      if (tier) assertOrderStatus(order, ["InProcess"]);
      else assertOrderStatus(order, ["Shipping", "ShipToCanada", "ReadyForPickUp"]);

      const candidates = tierRead?.candidates ?? (await findScanCandidates(tx, order.id));
      const scan = validateTierScan(body.code, {
        orderId: order.id,
        comics: candidates.map((comic) => ({ seq: comic.id, isScanned: comic.scanned })),
      });
      if (!scan.ok) throw new AppError("bad_request", scan.message);
      const comic = candidates.find((c) => c.id === scan.value.seq);
      if (!comic) throw new AppError("bad_request", INVALID_COMIC_SCAN);
      if (scan.value.warning) {
        return {
          unchanged: actionResult({
            message: scan.value.warning,
            order,
            version: order.version,
            orderStatus: order.status,
            tier,
            isWarning: true,
          }),
        };
      }
      return {
        writes: [
          tx
            .update(comics)
            .set({ scanned: true })
            .where(and(eq(comics.orderId, order.id), eq(comics.id, comic.id)))
            .getSQL(),
          // processed counts the comics scanned at this station, straight from the comics (never drifts):
          // the others already scanned, and this one (the statement sees the comics as they were before it).
          tx
            .update(tiers)
            .set({
              processed: sql`(select count(*)::int from ${comics} c where c.order_id = ${order.id} and c.tier_id = ${comic.tierId} and c.scanned and c.id <> ${comic.id}) + 1`,
            })
            .where(and(eq(tiers.orderId, order.id), eq(tiers.id, comic.tierId)))
            .getSQL(),
        ],
        log: [
          { type: "Scan", description: `Scanned ${comic.uniqueId}`, tierId: comic.tierId, comicId: comic.id },
        ],
        events: [touchEvent(order, comic.tierId)],
        answer: (version) =>
          actionResult({ message: COMIC_SCANNED_MESSAGE, order, version, orderStatus: order.status, tier }),
      };
    },
  });
}
