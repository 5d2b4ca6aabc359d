// PUT /api/orders/updateDueDate/tier: a tier's due date, today .. 365 days ahead.
import type { TDueDateBody, TOrderActionResult } from "@gbo/contracts/orders";
import { utcDay } from "@gbo/domain/dates";
import { DUE_DATE_UPDATED } from "@gbo/domain/messages";
import { validateDueDate } from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { tiers } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import { assertCanWork, assertVersion, requireOrder, requireTier } from "./order-access";
import { actionResult, touchEvent } from "./order-actions";
import { type Actor, writeOrder } from "./order-write";
import { findTiers } from "./orders.queries";

export async function updateTierDueDate(options: {
  database: Database;
  actor: Actor;
  body: TDueDateBody;
  now?: Date;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  const order = await requireOrder(database.db, body.orderId);
  assertVersion(order, body.version);
  const tier = await requireTier(database.db, order.id, body.tierId);
  assertCanWork(actor, order, tier);
  const checked = validateDueDate(body.dueDate, utcDay(options.now ?? new Date()));
  if (!checked.ok) throw new AppError("bad_request", checked.message);
  // The order is due when its earliest tier is.
  const dueDates = (await findTiers(database.db, order.id)).map((t) =>
    t.id === tier.id ? checked.value : t.dueDate,
  );
  const orderDue = dueDates.filter((d): d is string => d !== null).sort()[0] ?? checked.value;
  const { version } = await writeOrder({
    database,
    orderId: order.id,
    version: body.version,
    actor,
    changes: { dueDate: orderDue },
    apply: async (tx) => {
      await tx
        .update(tiers)
        .set({ dueDate: checked.value })
        .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
    },
    log: [
      {
        type: "DueDate",
        description: `Due date ${tier.dueDate ?? "none"} → ${checked.value}`,
        tierId: tier.id,
      },
    ],
    events: [touchEvent(order, tier.id)],
  });
  return actionResult({ message: DUE_DATE_UPDATED, order, version, orderStatus: order.status, tier });
}
