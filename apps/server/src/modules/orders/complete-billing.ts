// POST /api/orders/{id}/billing: billing done; the order goes to Shipping, ShipToCanada or ReadyForPickUp.
import type { TBillingBody, TOrderActionResult } from "@gbo/contracts/orders";
import { orderStatusAfterBilling, validateBillingCompletion } from "@gbo/domain/workflow";
import type { Database } from "../../db/client";
import type { OrderRow } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { assertCanWork, assertOrderStatus, assertVersion, requireOrder } from "./order-access";
import { actionResult, resetOrderScans } from "./order-actions";
import { type Actor, writeOrder } from "./order-write";

/** Our reading: a pickup order is one whose shipping rate is a pickup (the rate list names it so). */
export function isPickupOrder(order: Pick<OrderRow, "rate">): boolean {
  return /pick\s*-?up/i.test(order.rate ?? "");
}

export async function completeBilling(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TBillingBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  const order = await requireOrder(database.db, options.orderId);
  assertVersion(order, body.version);
  assertCanWork(actor, order);
  assertOrderStatus(order, ["Billing"]);
  const checked = validateBillingCompletion({ balanceCents: order.balance, explanation: body.explanation });
  if (!checked.ok) throw new AppError("bad_request", checked.message);
  const next = orderStatusAfterBilling({ countryCode: order.countryCode, isPickup: isPickupOrder(order) });
  const { version } = await writeOrder({
    database,
    orderId: order.id,
    version: body.version,
    actor,
    changes: { status: next, statusChangedAt: new Date(), billingExplanation: checked.value.explanation },
    // The shipping station scans every item again before it leaves.
    apply: (tx) => resetOrderScans(tx, order.id),
    log: [
      {
        type: "Billing",
        description: checked.value.explanation
          ? `Billing completed: ${checked.value.explanation}`
          : "Billing completed",
        fromStatus: order.status,
        toStatus: next,
      },
    ],
    events: [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: next }],
  });
  return actionResult({ message: `Order moved to ${next}.`, order, version, orderStatus: next });
}
