// POST /api/orders/reject/tier: back to an earlier station it went through, then on to QC.
import type { TOrderActionResult, TRejectTierBody } from "@gbo/contracts/orders";
import { REJECT_TARGET_INVALID } from "@gbo/domain/messages";
import { rejectTargets, type TierStatus } from "@gbo/domain/workflow";
import type { Database } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { requireStationTier } from "../order-access";
import { actionResult, moveTier } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";

export async function rejectTier(options: {
  database: Database;
  actor: Actor;
  body: TRejectTierBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: body.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireStationTier(tx, actor, order, body.tierId, "rejectTier");
      const current = tier.status as TierStatus;
      if (!rejectTargets(current, tier.routedThrough as TierStatus[]).includes(body.toStatus)) {
        throw new AppError("bad_request", REJECT_TARGET_INVALID);
      }
      return {
        apply: (write) => moveTier(write, tier, body.toStatus, { isRejected: true }),
        log: [
          {
            type: "Reject",
            description: body.reason
              ? `Rejected to ${body.toStatus}: ${body.reason}`
              : `Rejected to ${body.toStatus}`,
            tierId: tier.id,
            fromStatus: current,
            toStatus: body.toStatus,
          },
        ],
        events: [{ orderId: order.id, tierId: tier.id, fromStatus: current, toStatus: body.toStatus }],
        answer: (version) =>
          actionResult({
            message: `Tier sent back to ${body.toStatus}`,
            order,
            version,
            orderStatus: order.status,
            tier: { id: tier.id, status: body.toStatus },
          }),
      };
    },
  });
}
