// POST /api/orders/comment: a comment in the order log (optionally on a tier or comic).
import type { TOrderActionResult, TOrderCommentBody } from "@gbo/contracts/orders";
import type { Database } from "../../db/client";
import { assertCanSeeTier, assertVersion, requireOrder, requireTier } from "./order-access";
import { actionResult, touchEvent } from "./order-actions";
import { type Actor, writeOrder } from "./order-write";

export const COMMENT_ADDED_MESSAGE = "Comment added.";

export async function addOrderComment(options: {
  database: Database;
  actor: Actor;
  body: TOrderCommentBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  const order = await requireOrder(database.db, body.orderId);
  assertVersion(order, body.version);
  const tier = body.tierId ? await requireTier(database.db, order.id, body.tierId) : undefined;
  assertCanSeeTier(actor, tier);
  const { version } = await writeOrder({
    database,
    orderId: order.id,
    version: body.version,
    actor,
    log: [
      { type: "Comment", description: body.description, tierId: tier?.id, comicId: body.comicId ?? null },
    ],
    events: [touchEvent(order, tier?.id)],
  });
  return actionResult({ message: COMMENT_ADDED_MESSAGE, order, version, orderStatus: order.status, tier });
}
