// POST /api/orders/{id}/skip/imagesp: "Skipping special imaging routes the tier to Signature", with a comment.
import type { TOrderActionResult, TSkipImagingSpBody } from "@gbo/contracts/orders";
import { SKIP_IMAGING_COMMENT_REQUIRED } from "@gbo/domain/messages";
import { skipSpecialImaging, type TierStatus } from "@gbo/domain/workflow";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import { requireStationTier, WRONG_STATUS_MESSAGE } from "./order-access";
import { actionResult, moveTier } from "./order-actions";
import { type Actor, writeOrder } from "./order-write";

export async function skipImagingSp(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TSkipImagingSpBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  const { order, tier } = await requireStationTier(database.db, actor, {
    orderId: options.orderId,
    tierId: body.tierId,
    version: body.version,
  });
  const next = skipSpecialImaging(tier.status as TierStatus);
  if (!next) throw new AppError("bad_request", WRONG_STATUS_MESSAGE);
  if (!body.comment.trim()) throw new AppError("bad_request", SKIP_IMAGING_COMMENT_REQUIRED);
  const { version } = await writeOrder({
    database,
    orderId: order.id,
    version: body.version,
    actor,
    apply: (tx) => moveTier(tx, tier, next),
    log: [
      {
        type: "SkipImagingSP",
        description: `Skipped special imaging: ${body.comment.trim()}`,
        tierId: tier.id,
        fromStatus: tier.status,
        toStatus: next,
      },
    ],
    events: [{ orderId: order.id, tierId: tier.id, fromStatus: tier.status, toStatus: next }],
  });
  return actionResult({
    message: `Tier added to ${next} queue`,
    order,
    version,
    orderStatus: order.status,
    tier: { id: tier.id, status: next },
  });
}
