// PUT /api/orders/labelsVerification/{tier}: the labels station confirms the tier's printed labels.
import type { TLabelsVerificationBody, TOrderActionResult } from "@gbo/contracts/orders";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { tiers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { requireStationTier, WRONG_STATUS_MESSAGE } from "../order-access";
import { actionResult, touchEvent } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";

export const LABELS_VERIFIED_MESSAGE = "Labels verified.";
export const LABELS_UNVERIFIED_MESSAGE = "Labels verification removed.";

export async function verifyLabels(options: {
  database: Database;
  actor: Actor;
  tierId: string;
  body: TLabelsVerificationBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: body.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireStationTier(tx, actor, order, options.tierId, "labelsVerification");
      if (tier.status !== "Labels") throw new AppError("bad_request", WRONG_STATUS_MESSAGE);
      return {
        apply: async (write) => {
          await write
            .update(tiers)
            .set({ labelsVerified: body.isVerified })
            .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
        },
        log: [
          {
            type: "Labels",
            description: body.isVerified ? "Labels verified" : "Labels verification removed",
            tierId: tier.id,
          },
        ],
        events: [touchEvent(order, tier.id)],
        answer: (version) =>
          actionResult({
            message: body.isVerified ? LABELS_VERIFIED_MESSAGE : LABELS_UNVERIFIED_MESSAGE,
            order,
            version,
            orderStatus: order.status,
            tier,
          }),
      };
    },
  });
}
