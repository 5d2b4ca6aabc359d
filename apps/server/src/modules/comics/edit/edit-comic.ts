// PUT /api/orders/{id}/comic/{comicId} (and the spec's POST /api/orders/comic): the comic's own
// details. One order write; the log line lists what changed ("Details: issue 12 → 13").
import type { TComicDetailsBody, TComicWriteResult } from "@gbo/contracts/comics";
import { comicDetailsChanges, comicDetailsInputOf } from "@gbo/domain/comic";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { comics } from "../../../db/schema/index";
import {
  type Actor,
  actionResult,
  assertCanDo,
  requireComic,
  requireTier,
  touchEvent,
} from "../../orders/index";
import { checkDetails, formFrom, writeComic } from "./comic-details";

export const NOTHING_CHANGED_MESSAGE = "Nothing changed.";

export async function editComic(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  comicId: string;
  body: TComicDetailsBody;
}): Promise<TComicWriteResult> {
  const { database, actor, body } = options;
  return writeComic({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order, names }) => {
      const comic = await requireComic(tx, order, options.comicId);
      const tier = await requireTier(tx, order.id, comic.tierId);
      // In process the comic's station decides; before that (invoicing, add comic) the order's status.
      assertCanDo(actor, "editComic", order, order.status === "InProcess" ? tier : undefined);
      const { version: _version, ...fields } = body;
      const write = checkDetails(formFrom(comicDetailsInputOf(comic), fields), comic);
      const changes = comicDetailsChanges(comic, write);
      names({ comicId: comic.id, uniqueId: comic.uniqueId });
      const answer = (version: number) =>
        actionResult({
          message: changes.length ? `${comic.uniqueId}: details saved` : NOTHING_CHANGED_MESSAGE,
          order,
          version,
          orderStatus: order.status,
          tier,
        });
      if (changes.length === 0) return { unchanged: answer(order.version) };
      return {
        apply: async (w) => {
          await w
            .update(comics)
            .set(write)
            .where(and(eq(comics.orderId, order.id), eq(comics.id, comic.id)));
        },
        log: [
          {
            type: "Details",
            description: `Details: ${changes.join(", ")}`,
            tierId: tier.id,
            comicId: comic.id,
          },
        ],
        events: [touchEvent(order, tier.id)],
        answer,
      };
    },
  });
}
