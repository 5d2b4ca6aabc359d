// DELETE /api/orders/{id}/comic/{comicId}/delete: a comic taken off an order while it is still an
// invoice (Add comic or Invoicing); confirmed in the browser. Its signatures go with it.
import type { TComicWriteResult } from "@gbo/contracts/comics";
import { COMIC_DELETE_NOT_ALLOWED } from "@gbo/domain/comic";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { comics, signatures } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import {
  type Actor,
  actionResult,
  assertCanDo,
  requireComic,
  requireTier,
  touchEvent,
} from "../../orders/index";
import { writeComic } from "./comic-details";

const DELETABLE_AT = ["AddComic", "Invoicing"];

export async function deleteComic(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  comicId: string;
  version: number;
}): Promise<TComicWriteResult> {
  const { database, actor } = options;
  return writeComic({
    database,
    orderId: options.orderId,
    version: options.version,
    actor,
    decide: async ({ tx, order, names }) => {
      assertCanDo(actor, "addComic", order);
      if (!DELETABLE_AT.includes(order.status)) throw new AppError("bad_request", COMIC_DELETE_NOT_ALLOWED);
      const comic = await requireComic(tx, order, options.comicId);
      const tier = await requireTier(tx, order.id, comic.tierId);
      const [left] = await tx.select({ n: count() }).from(comics).where(eq(comics.orderId, order.id));
      names({ comicId: comic.id, uniqueId: comic.uniqueId });
      return {
        changes: { count: Math.max(0, (left?.n ?? 1) - 1) },
        apply: async (w) => {
          await w
            .delete(signatures)
            .where(and(eq(signatures.orderId, order.id), eq(signatures.comicId, comic.id)));
          await w.delete(comics).where(and(eq(comics.orderId, order.id), eq(comics.id, comic.id)));
        },
        log: [
          {
            type: "DeleteComic",
            description: `Removed comic ${comic.id} from tier ${tier.id}: ${comic.title}${comic.issue ? ` #${comic.issue}` : ""}`,
            tierId: tier.id,
            comicId: comic.id,
          },
        ],
        events: [touchEvent(order, tier.id)],
        answer: (version) =>
          actionResult({
            message: `${comic.uniqueId}: comic removed`,
            order,
            version,
            orderStatus: order.status,
            tier,
          }),
      };
    },
  });
}
