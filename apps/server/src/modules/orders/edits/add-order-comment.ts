// POST /api/orders/comment: a comment in the order log (optionally on a tier or comic). Like other work
// on an order it needs a claim matching the order's (or the tier's) status, or billing; a comment names
// only a tier and a comic of this order.
import type { TOrderActionResult, TOrderCommentBody } from "@gbo/contracts/orders";
import type { Database } from "../../../db/client";
import { assertCanDo, requireComic, requireTier } from "../order-access";
import { actionResult, touchEvent } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";
import { findTier } from "../orders.queries";

export const COMMENT_ADDED_MESSAGE = "Comment added.";

export async function addOrderComment(options: {
  database: Database;
  actor: Actor;
  body: TOrderCommentBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: body.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      let tier = body.tierId ? await requireTier(tx, order.id, body.tierId) : undefined;
      const comic = body.comicId ? await requireComic(tx, order, body.comicId, tier) : undefined;
      // A comment on a comic is about its tier too: the tier's status decides who may write it.
      if (comic && !tier) tier = await findTier(tx, order.id, comic.tierId);
      assertCanDo(actor, "comment", order, tier);
      return {
        log: [
          { type: "Comment", description: body.description, tierId: tier?.id, comicId: comic?.id ?? null },
        ],
        events: [touchEvent(order, tier?.id)],
        answer: (version) =>
          actionResult({ message: COMMENT_ADDED_MESSAGE, order, version, orderStatus: order.status, tier }),
      };
    },
  });
}
