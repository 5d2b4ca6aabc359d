// PUT /api/orders/{id}/fastpass/{value}: a tier changed to a fast-pass level, charged as a FEE line.
import type { TFastPassBody, TOrderActionResult } from "@gbo/contracts/orders";
import { fastPassLabel } from "@gbo/domain/catalog";
import { canChangeFastPassOrPress, OPEN_ORDER_STATUSES } from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { tiers } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import {
  assertCanSeeTier,
  assertOrderStatus,
  assertVersion,
  NOT_ALLOWED_MESSAGE,
  requireOrder,
  requireTier,
} from "./order-access";
import type { Actor } from "./order-write";
import { findComics, findTiers } from "./orders.queries";
import { fastPassChargeCents } from "./tier-charges";
import { writeTierServiceChange } from "./tier-service-change";

export async function changeFastPass(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  value: number;
  body: TFastPassBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body, value } = options;
  if (!canChangeFastPassOrPress(actor.claims)) throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  const order = await requireOrder(database.db, options.orderId);
  assertVersion(order, body.version);
  const tier = await requireTier(database.db, order.id, body.tierId);
  assertCanSeeTier(actor, tier);
  assertOrderStatus(order, OPEN_ORDER_STATUSES);
  const tierComics = await findComics(database.db, order.id, tier.id);
  const charge = fastPassChargeCents({
    countryCode: order.countryCode,
    tierId: tier.id,
    comicsInsured: tierComics.map((comic) => comic.insured),
    from: tier.fastPass,
    to: value,
  });
  const otherTiers = (await findTiers(database.db, order.id)).filter((t) => t.id !== tier.id);
  const label = value === 0 ? "standard service" : fastPassLabel(value) || `fast pass ${value}`;
  return writeTierServiceChange({
    database,
    actor,
    order,
    tier,
    version: body.version,
    charge,
    label,
    logType: "FastPass",
    orderChanges: { isFastPass: value > 0 || otherTiers.some((t) => t.fastPass > 0), fastPassValue: value },
    updateTier: async (tx) => {
      await tx
        .update(tiers)
        .set({ fastPass: value })
        .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
    },
  });
}
