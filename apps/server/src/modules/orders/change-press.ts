// PUT /api/orders/press/{tier}: a tier changed to pressing (0 none .. 3), charged as a FEE line. A tier
// that has not passed Pressing yet gains or loses the Pressing station.
import type { TOrderActionResult, TPressBody } from "@gbo/contracts/orders";
import { pressLabel } from "@gbo/domain/catalog";
import {
  canChangeFastPassOrPress,
  OPEN_ORDER_STATUSES,
  type TierServices,
  type TierStatus,
  tierStatusIndex,
} from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { comics, tiers } from "../../db/schema/index";
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
import { findComics } from "./orders.queries";
import { pressChargeCents } from "./tier-charges";
import { writeTierServiceChange } from "./tier-service-change";

export async function changePress(options: {
  database: Database;
  actor: Actor;
  tierId: string;
  body: TPressBody;
}): Promise<TOrderActionResult> {
  const { database, actor, body } = options;
  if (!canChangeFastPassOrPress(actor.claims)) throw new AppError("forbidden", NOT_ALLOWED_MESSAGE);
  const order = await requireOrder(database.db, body.orderId);
  assertVersion(order, body.version);
  const tier = await requireTier(database.db, order.id, options.tierId);
  assertCanSeeTier(actor, tier);
  assertOrderStatus(order, OPEN_ORDER_STATUSES);
  const tierComics = await findComics(database.db, order.id, tier.id);
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
  return writeTierServiceChange({
    database,
    actor,
    order,
    tier,
    version: body.version,
    charge,
    label,
    logType: "Press",
    updateTier: async (tx) => {
      await tx
        .update(tiers)
        .set({ press: body.press, services })
        .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tier.id)));
      await tx
        .update(comics)
        .set({ press: body.press })
        .where(and(eq(comics.orderId, order.id), eq(comics.tierId, tier.id)));
    },
  });
}
