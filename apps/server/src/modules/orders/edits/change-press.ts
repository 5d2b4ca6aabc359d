// PUT /api/orders/press/{tier}: a tier changed to a press code (0, 1, 3; 9 for manga), charged as a FEE
// line; refused on tiers whose kind turns pressing off. A tier that has not passed Pressing yet gains or
// loses the Pressing station.
import type { TOrderActionResult, TPressBody } from "@gbo/contracts/orders";
import { pressLabel } from "@gbo/domain/catalog";
import {
  OPEN_ORDER_STATUSES,
  type TierServices,
  type TierStatus,
  tierStatusIndex,
  validatePressChange,
} from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { comics, tiers } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { assertCanDo, assertOrderStatus, requireTier } from "../order-access";
import { type Actor, writeOrder } from "../order-write";
import { findComics } from "../orders.queries";
import { catalogTierOf, pressChargeCents } from "../tier-charges";
import { tierServiceChange } from "./tier-service-change";

export async function changePress(options: {
  database: Database;
  actor: Actor;
  tierId: string;
  body: TPressBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  return writeOrder({
    database,
    orderId: body.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      const tier = await requireTier(tx, order.id, options.tierId);
      assertCanDo(actor, "press", order, tier);
      assertOrderStatus(order, OPEN_ORDER_STATUSES);
      const tierComics = await findComics(tx, order.id, tier.id);
      const checked = validatePressChange({
        press: body.press,
        collectibleType: order.collectibleType,
        catalogTier: catalogTierOf(order.countryCode, tier.id),
        hasNoPressingComic: tierComics.some((c) => c.isSlab || c.isWitnessedSignature || c.artwork),
      });
      if (!checked.ok) throw new AppError("bad_request", checked.message);
      const charge = pressChargeCents({
        countryCode: order.countryCode,
        tierId: tier.id,
        comicsInsured: tierComics.map((comic) => comic.insured),
        from: tier.press,
        to: body.press,
      });
      const isBeforePressing = tierStatusIndex(tier.status as TierStatus) < tierStatusIndex("Pressing");
      const services: TierServices = {
        ...(tier.services as TierServices),
        ...(isBeforePressing ? { hasPressing: body.press > 0 } : {}),
      };
      const label = body.press === 0 ? "no pressing" : pressLabel(body.press) || `press ${body.press}`;
      return tierServiceChange({
        actor,
        order,
        tier,
        charge,
        label,
        logType: "Press",
        updateTier: async (write) => {
          await write
            .update(tiers)
            .set({ press: body.press, services })
            .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
          await write
            .update(comics)
            .set({ press: body.press })
            .where(and(eq(comics.orderId, order.id), eq(comics.tierId, tier.id)));
        },
      });
    },
  });
}
