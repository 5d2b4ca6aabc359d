// PUT /api/orders/{id}/fastpass/{value}: a tier changed to a fast-pass level, charged as a FEE line, when
// the domain allows it (pricing version 3 or later, a tier whose days allow it, a level the tier offers).
import type { TFastPassBody, TOrderActionResult } from "@gbo/contracts/orders";
import { fastPassLabel } from "@gbo/domain/catalog";
import { OPEN_ORDER_STATUSES, validateFastPassChange } from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { tiers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { assertCanDo, assertOrderStatus, requireTier } from "../order-access";
import { type Actor, writeOrder } from "../order-write";
import { findComics, findTiers } from "../orders.queries";
import { catalogTierOf, fastPassChargeCents } from "../tier-charges";
import { tierServiceChange } from "./tier-service-change";

export async function changeFastPass(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  value: number;
  body: TFastPassBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body, value } = options;
  return writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireTier(tx, order.id, body.tierId);
      assertCanDo(actor, "fastPass", order, tier);
      assertOrderStatus(order, OPEN_ORDER_STATUSES);
      const tierComics = await findComics(tx, order.id, tier.id);
      const charge = fastPassChargeCents({
        countryCode: order.countryCode,
        tierId: tier.id,
        comicsInsured: tierComics.map((comic) => comic.insured),
        from: tier.fastPass,
        to: value,
      });
      const checked = validateFastPassChange({
        value,
        from: tier.fastPass,
        days: tier.days,
        catalogTier: catalogTierOf(order.countryCode, tier.id),
        chargeCents: charge,
      });
      if (!checked.ok) throw new AppError("bad_request", checked.message);
      const otherTiers = (await findTiers(tx, order.id)).filter((t) => t.id !== tier.id);
      const label = value === 0 ? "standard service" : fastPassLabel(value) || `fast pass ${value}`;
      return tierServiceChange({
        actor,
        order,
        tier,
        charge,
        label,
        logType: "FastPass",
        orderChanges: {
          isFastPass: value > 0 || otherTiers.some((t) => t.fastPass > 0),
          fastPassValue: value,
        },
        updateTier: async (write) => {
          await write
            .update(tiers)
            .set({ fastPass: value })
            .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
        },
      });
    },
  });
}
