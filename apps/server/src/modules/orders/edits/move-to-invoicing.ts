// PUT /api/orders/{id}/movetoinvoicing/: back from pre-receiving to the invoicing detail.
import type { TOrderActionResult, TVersionBody } from "@gbo/contracts/orders";
import type { Database } from "../../../db/client";
import { assertCanDo, assertOrderStatus } from "../order-access";
import { actionResult } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";

export const MOVED_TO_INVOICING_MESSAGE = "Order moved to invoicing.";

export async function moveToInvoicing(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TVersionBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ order }) => {
      assertCanDo(actor, "moveToInvoicing", order);
      assertOrderStatus(order, ["AddComic", "Submitted"]);
      return {
        changes: { status: "Invoicing", statusChangedAt: new Date() },
        log: [
          {
            type: "Status",
            description: "Moved to invoicing",
            fromStatus: order.status,
            toStatus: "Invoicing",
          },
        ],
        events: [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: "Invoicing" }],
        answer: (version) =>
          actionResult({ message: MOVED_TO_INVOICING_MESSAGE, order, version, orderStatus: "Invoicing" }),
      };
    },
  });
}
