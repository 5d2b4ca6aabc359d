// POST /api/orders/{id}/skip/imagesp: "Skipping special imaging routes the tier to Signature", with a comment.
import type { TOrderActionResult, TSkipImagingSpBody } from "@gbo/contracts/orders";
import { SKIP_IMAGING_COMMENT_REQUIRED } from "@gbo/domain/messages";
import { skipSpecialImaging, type TierStatus, tierAddedMessage } from "@gbo/domain/workflow";
import type { Database } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { orderIdFromPath, requireStationTier, WRONG_STATUS_MESSAGE } from "../order-access";
import { actionResult, moveTier } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";

export const SKIP_IMAGING_ORDER_MISMATCH =
  "The order in the request does not match the order in the address.";
export const SKIP_IMAGING_TIER_REQUIRED = "Please choose the tier to skip special imaging for.";

export async function skipImagingSp(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TSkipImagingSpBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  // Administration §7's payload (Description, TierId, OrderId, Status 'ImagingSP') or ours (tierId, comment, version).
  const tierId = body.tierId ?? body.TierId;
  const comment = (body.comment ?? body.Description ?? "").trim();
  if (!tierId) throw new AppError("bad_request", SKIP_IMAGING_TIER_REQUIRED);
  if (body.OrderId && orderIdFromPath(body.OrderId) !== orderIdFromPath(options.orderId)) {
    throw new AppError("bad_request", SKIP_IMAGING_ORDER_MISMATCH);
  }
  return writeOrder({
    database,
    orderId: options.orderId,
    // The spec's payload carries no version: it acts on the order as it is now (still under the row lock).
    version: body.version ?? null,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireStationTier(tx, actor, order, tierId, "skipImagingSp");
      const next = skipSpecialImaging(tier.status as TierStatus);
      if (!next) throw new AppError("bad_request", WRONG_STATUS_MESSAGE);
      if (!comment) throw new AppError("bad_request", SKIP_IMAGING_COMMENT_REQUIRED);
      return {
        apply: (write) => moveTier(write, tier, next),
        log: [
          {
            type: "SkipImagingSP",
            description: `Skipped special imaging: ${comment}`,
            tierId: tier.id,
            fromStatus: tier.status,
            toStatus: next,
          },
        ],
        events: [{ orderId: order.id, tierId: tier.id, fromStatus: tier.status, toStatus: next }],
        answer: (version) =>
          actionResult({
            message: tierAddedMessage(next),
            order,
            version,
            orderStatus: order.status,
            tier: { id: tier.id, status: next },
          }),
      };
    },
  });
}
