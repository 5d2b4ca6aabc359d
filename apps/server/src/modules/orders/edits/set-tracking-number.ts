// PUT /api/orders/{id}/tracking: the tracking number dialog (order, or one tier shipped on its own).
import type { TOrderActionResult, TTrackingBody } from "@gbo/contracts/orders";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { tiers } from "../../../db/schema/index";
import { assertCanDo, requireTier } from "../order-access";
import { actionResult, touchEvent } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";

export const TRACKING_SAVED_MESSAGE = "Tracking number saved.";

export async function setTrackingNumber(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TTrackingBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = body.tierId ? await requireTier(tx, order.id, body.tierId) : undefined;
      assertCanDo(actor, "tracking", order, tier);
      // A shipped order's number corrected: the customer is told, once per new number (issue 33).
      const isCorrection =
        !tier &&
        order.status === "Completed" &&
        order.trackingNumber !== null &&
        order.trackingNumber !== body.trackingNumber;
      return {
        changes: tier ? {} : { trackingNumber: body.trackingNumber },
        apply: async (write) => {
          if (tier) {
            await write
              .update(tiers)
              .set({ trackingNumber: body.trackingNumber })
              .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
          }
        },
        log: [{ type: "Tracking", description: `Tracking number ${body.trackingNumber}`, tierId: tier?.id }],
        events: [touchEvent(order, tier?.id)],
        milestones: isCorrection
          ? [
              {
                orderId: order.id,
                milestone: "shipped",
                correction: { field: "trackingNumber", from: order.trackingNumber, to: body.trackingNumber },
              },
            ]
          : [],
        answer: (version) =>
          actionResult({ message: TRACKING_SAVED_MESSAGE, order, version, orderStatus: order.status, tier }),
      };
    },
  });
}
