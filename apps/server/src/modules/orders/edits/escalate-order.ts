// PUT /api/orders/{id}/escalate/ (admin): "Escalating sets the due date to today."
import type { TOrderActionResult, TVersionBody } from "@gbo/contracts/orders";
import { toShortDisplay, utcDay } from "@gbo/domain/dates";
import { canEscalate, escalatedDueDate, OPEN_ORDER_STATUSES } from "@gbo/domain/workflow";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { tiers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { assertOrderStatus, NOT_ALLOWED_MESSAGE } from "../order-access";
import { actionResult, touchEvent } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";

export const ESCALATED_MESSAGE = "Order escalated: due today.";

export async function escalateOrder(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TVersionBody;
  now?: Date;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  if (!canEscalate(actor.claims)) throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ order }) => {
      assertOrderStatus(order, OPEN_ORDER_STATUSES);
      const today = escalatedDueDate(utcDay(options.now ?? new Date()));
      return {
        changes: { dueDate: today },
        // Every tier still at a station is due today as well; the queues sort by the tier's due date.
        apply: async (write) => {
          await write
            .update(tiers)
            .set({ dueDate: today })
            .where(and(eq(tiers.orderId, order.id), ne(tiers.status, "Shipping")));
        },
        log: [{ type: "Escalate", description: `Escalated: due date set to ${toShortDisplay(today)}` }],
        events: [touchEvent(order)],
        answer: (version) =>
          actionResult({ message: ESCALATED_MESSAGE, order, version, orderStatus: order.status }),
      };
    },
  });
}
