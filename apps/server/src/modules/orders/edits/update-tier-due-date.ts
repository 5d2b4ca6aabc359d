// PUT /api/orders/updateDueDate/tier: a tier's due date, today .. 365 days ahead.
import type { TDueDateBody, TOrderActionResult } from "@gbo/contracts/orders";
import { toShortDisplay, utcDay } from "@gbo/domain/dates";
import { DUE_DATE_UPDATED } from "@gbo/domain/messages";
import { validateDueDate } from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { tiers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { assertCanDo, requireTier } from "../order-access";
import { actionResult, touchEvent } from "../order-actions";
import { type Actor, writeOrder } from "../order-write";
import { findTiers } from "../orders.queries";

export async function updateTierDueDate(options: {
  database: Database;
  actor: Actor;
  body: TDueDateBody;
  now?: Date;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: body.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireTier(tx, order.id, body.tierId);
      assertCanDo(actor, "dueDate", order, tier);
      const checked = validateDueDate(body.dueDate, utcDay(options.now ?? new Date()));
      if (!checked.ok) throw new AppError("bad_request", checked.message);
      // The order is due when its earliest tier is.
      const dueDates = (await findTiers(tx, order.id)).map((t) =>
        t.id === tier.id ? checked.value : t.dueDate,
      );
      const orderDue = dueDates.filter((d): d is string => d !== null).sort()[0] ?? checked.value;
      return {
        changes: { dueDate: orderDue },
        apply: async (write) => {
          await write
            .update(tiers)
            .set({ dueDate: checked.value })
            .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
        },
        log: [
          {
            type: "DueDate",
            // Dates in the words the screens use (mm-dd-yy): the log is read on the tier screen.
            description: `Due date ${tier.dueDate ? toShortDisplay(tier.dueDate) : "none"} → ${toShortDisplay(checked.value)}`,
            tierId: tier.id,
          },
        ],
        events: [touchEvent(order, tier.id)],
        answer: (version) =>
          actionResult({ message: DUE_DATE_UPDATED, order, version, orderStatus: order.status, tier }),
      };
    },
  });
}
