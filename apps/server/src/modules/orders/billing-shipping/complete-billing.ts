// POST /api/orders/{id}/billing: billing done; the order goes to Shipping, ShipToCanada or ReadyForPickUp.
import type { TBillingBody, TOrderActionResult } from "@gbo/contracts/orders";
import { isPickupRate, orderStatusAfterBilling, validateBillingCompletion } from "@gbo/domain/workflow";
import type { Database } from "../../../db/client";
import type { OrderRow } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { assertCanDo, assertOrderStatus } from "../order-access";
import { actionResult, resetOrderScans } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";

/** Our reading: a pickup order is one whose shipping rate is a pickup (the rate list names it so). */
function isPickupOrder(order: Pick<OrderRow, "rate">): boolean {
  return isPickupRate(order.rate);
}

export async function completeBilling(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TBillingBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    // Billing hands the order on: a repeat with the same key gets the first answer, not a 409.
    idempotency: body.idempotencyKey
      ? { key: body.idempotencyKey, operation: "billing", payload: body }
      : undefined,
    decide: async ({ order }) => {
      assertCanDo(actor, "billing", order);
      assertOrderStatus(order, ["Billing"]);
      const checked = validateBillingCompletion({
        balanceCents: order.balance,
        explanation: body.explanation,
      });
      if (!checked.ok) throw new AppError("bad_request", checked.message);
      const next = orderStatusAfterBilling({
        countryCode: order.countryCode,
        isPickup: isPickupOrder(order),
      });
      return {
        changes: {
          status: next,
          statusChangedAt: new Date(),
          billingExplanation: checked.value.explanation,
        },
        // The shipping station scans every item again before it leaves.
        apply: (write) => resetOrderScans(write, order.id),
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
        answer: (version) =>
          actionResult({ message: `Order moved to ${next}.`, order, version, orderStatus: next }),
      };
    },
  });
}
