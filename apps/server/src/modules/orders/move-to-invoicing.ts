// PUT /api/orders/{id}/movetoinvoicing/: back from pre-receiving to the invoicing detail.
import type { TOrderActionResult, TVersionBody } from "@gbo/contracts/orders";
import type { Database } from "../../db/client";
import { assertCanWork, assertOrderStatus, assertVersion, requireOrder } from "./order-access";
import { actionResult } from "./order-actions";
import { type Actor, writeOrder } from "./order-write";

export const MOVED_TO_INVOICING_MESSAGE = "Order moved to invoicing.";

export async function moveToInvoicing(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TVersionBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  const order = await requireOrder(database.db, options.orderId);
  assertVersion(order, body.version);
  assertCanWork(actor, order);
  assertOrderStatus(order, ["AddComic", "Submitted"]);
  const { version } = await writeOrder({
    database,
    orderId: order.id,
    version: body.version,
    actor,
    changes: { status: "Invoicing", statusChangedAt: new Date() },
    log: [
      { type: "Status", description: "Moved to invoicing", fromStatus: order.status, toStatus: "Invoicing" },
    ],
    events: [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: "Invoicing" }],
  });
  return actionResult({ message: MOVED_TO_INVOICING_MESSAGE, order, version, orderStatus: "Invoicing" });
}
