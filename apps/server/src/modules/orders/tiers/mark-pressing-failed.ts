// POST /api/orders/{id}/pressingfail/{tier}: comics whose pressing failed (given, or every scanned one).
import type { TOrderActionResult, TPressingFailBody } from "@gbo/contracts/orders";
import { SCAN_AT_LEAST_ONE_COMIC } from "@gbo/domain/messages";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { comics } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { comicNotInTier, requireStationTier, WRONG_STATUS_MESSAGE } from "../order-access";
import { actionResult, touchEvent } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";
import { findComics } from "../orders.queries";

export const PRESSING_FAILED_MESSAGE = "Pressing failure recorded.";

export async function markPressingFailed(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  tierId: string;
  body: TPressingFailBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireStationTier(tx, actor, order, options.tierId, "pressingFailed");
      if (tier.status !== "Pressing") throw new AppError("bad_request", WRONG_STATUS_MESSAGE);
      const tierComics = await findComics(tx, order.id, tier.id);
      const wanted = body.comicIds?.map((id) => id.trim().padStart(3, "0"));
      const unknown = wanted?.find((id) => !tierComics.some((comic) => comic.id === id));
      if (unknown) throw new AppError("bad_request", comicNotInTier(unknown, tier.id));
      const failed = tierComics.filter((comic) => (wanted ? wanted.includes(comic.id) : comic.scanned));
      if (failed.length === 0) throw new AppError("bad_request", SCAN_AT_LEAST_ONE_COMIC);
      const ids = failed.map((comic) => comic.id);
      return {
        apply: async (write) => {
          await write
            .update(comics)
            .set({ pressFailed: true, pressed: false })
            .where(and(eq(comics.orderId, order.id), inArray(comics.id, ids)));
        },
        log: failed.map((comic) => ({
          type: "PressingFailed",
          description: `Pressing failed: ${comic.uniqueId}`,
          tierId: tier.id,
          comicId: comic.id,
        })),
        events: [touchEvent(order, tier.id)],
        answer: (version) =>
          actionResult({ message: PRESSING_FAILED_MESSAGE, order, version, orderStatus: order.status, tier }),
      };
    },
  });
}
