// POST /api/orders/tier and /tier/{x}: the station's work on a tier is done; the domain route says
// where it goes next. Each station's gate (domain stationGate) checks its own step first (issue 29).
// When every tier has reached Shipping, the order moves to Billing.
import type { TCompleteTierBody, TOrderActionResult } from "@gbo/contracts/orders";
import { TIER_NOT_COMPLETE } from "@gbo/domain/messages";
import {
  canCompleteTier,
  nextTierStatus,
  stationGate,
  type TierServices,
  type TierStatus,
  tierAddedMessage,
  validateMissingComics,
} from "@gbo/domain/workflow";
import type { Database } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { requireStationTier } from "../order-access";
import { actionResult, isEveryTierAtShipping, moveTierWrites } from "../order-actions";
import { type Actor, type LogInput, writeOrder } from "../order-write";
import { findTiers } from "../orders.queries";
import { findGateComics, toGateTier } from "./station-gate.queries";

export const TIER_ALREADY_AT_SHIPPING_MESSAGE = "This tier is already waiting for shipping.";

export async function completeTier(options: {
  database: Database;
  actor: Actor;
  body: TCompleteTierBody & { tierId: string };
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: body.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      // Every tier of the order in one read: the one completed, and the others the move to billing reads.
      const allTiers = await findTiers(tx, order.id);
      const tier = await requireStationTier(tx, actor, order, body.tierId, "completeTier", allTiers);
      const current = tier.status as TierStatus;
      if (current === "Shipping") throw new AppError("bad_request", TIER_ALREADY_AT_SHIPPING_MESSAGE);

      let missingReason: string | null = null;
      // "Pressing allows a missing-comic exception": at least one scanned and a reason.
      if (!canCompleteTier(tier) && current === "Pressing" && body.missingReason) {
        const checked = validateMissingComics({
          scannedCount: tier.processed,
          totalCount: tier.count,
          missingReason: body.missingReason,
        });
        if (!checked.ok) throw new AppError("bad_request", checked.message);
        missingReason = checked.value.missingReason;
      }
      // The station's own step (issue 29): the minimum above plus what the station does, comic by comic.
      const gate = stationGate(toGateTier(tier), await findGateComics(tx, order.id, tier.id), {
        missingReason,
      });
      if (!gate.canComplete) throw new AppError("bad_request", gate.message ?? TIER_NOT_COMPLETE);

      const next = nextTierStatus(current, tier.services as TierServices, { rejected: tier.isRejected });
      const isOrderToBilling = isEveryTierAtShipping(allTiers, { id: tier.id, status: next });
      const log: LogInput[] = [
        {
          type: "Tier",
          description: missingReason
            ? `Completed ${current} with missing comics: ${missingReason}`
            : `Completed ${current}`,
          tierId: tier.id,
          fromStatus: current,
          toStatus: next,
        },
      ];
      if (isOrderToBilling) {
        log.push({
          type: "Status",
          description: "Every tier is ready: order to billing",
          fromStatus: order.status,
          toStatus: "Billing",
        });
      }
      return {
        changes: isOrderToBilling ? { status: "Billing", statusChangedAt: new Date() } : {},
        writes: moveTierWrites(
          tx,
          tier,
          next,
          {
            // A reworked tier keeps its mark while at QC, so the quality screen shows why it is there.
            isRejected: tier.isRejected && next === "QC",
            ...(missingReason ? { missingReason } : {}),
          },
          { isLeavingPressing: current === "Pressing" },
        ),
        log,
        events: [
          { orderId: order.id, tierId: tier.id, fromStatus: current, toStatus: next },
          ...(isOrderToBilling
            ? [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: "Billing" }]
            : []),
        ],
        answer: (version) =>
          actionResult({
            message: tierAddedMessage(next),
            order,
            version,
            orderStatus: isOrderToBilling ? "Billing" : order.status,
            tier: { id: tier.id, status: next },
          }),
      };
    },
  });
}
