// PUT /api/orders/{id}/tier/{tierId}/toggle-grade: "PreGrade and Finalize can be toggled."
import type { TOrderActionResult, TVersionBody } from "@gbo/contracts/orders";
import { type TierStatus, togglePreGradeFinalize } from "@gbo/domain/workflow";
import type { Database } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { requireStationTier, WRONG_STATUS_MESSAGE } from "../order-access";
import { actionResult, moveTier } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";

export async function toggleGradeStatus(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  tierId: string;
  body: TVersionBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireStationTier(tx, actor, order, options.tierId, "toggleGrade");
      const next = togglePreGradeFinalize(tier.status as TierStatus);
      if (!next) throw new AppError("bad_request", WRONG_STATUS_MESSAGE);
      return {
        apply: (write) => moveTier(write, tier, next, { isRejected: tier.isRejected }),
        log: [
          {
            type: "Tier",
            description: `Switched to ${next}`,
            tierId: tier.id,
            fromStatus: tier.status,
            toStatus: next,
          },
        ],
        events: [{ orderId: order.id, tierId: tier.id, fromStatus: tier.status, toStatus: next }],
        answer: (version) =>
          actionResult({
            message: `Tier switched to ${next}`,
            order,
            version,
            orderStatus: order.status,
            tier: { id: tier.id, status: next },
          }),
      };
    },
  });
}
