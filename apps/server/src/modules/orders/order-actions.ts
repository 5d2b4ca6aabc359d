// Pieces shared by the order write use cases: the answer shape, tier moves and event lists.
import type { TOrderActionResult, TOrderEvent } from "@gbo/contracts/orders";
import { type OrderStatus, TIER_STATUSES, type TierStatus } from "@gbo/domain/workflow";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { comics, type OrderRow, type TierRow, tiers } from "../../db/schema/index";
import type { Tx } from "./order-write";

export function actionResult(options: {
  message: string;
  order: Pick<OrderRow, "id">;
  version: number;
  orderStatus: string;
  tier?: { id: string; status: string } | null;
  isWarning?: boolean;
}): TOrderActionResult {
  return {
    message: options.message,
    orderId: options.order.id,
    version: options.version,
    orderStatus: options.orderStatus as OrderStatus,
    tierId: options.tier?.id ?? null,
    tierStatus: (options.tier?.status as TierStatus | undefined) ?? null,
    isWarning: options.isWarning ?? false,
  };
}

/** An event for a write that changed no status: screens showing the order still refresh. */
export function touchEvent(order: Pick<OrderRow, "id" | "status">, tierId?: string | null): TOrderEvent {
  return { orderId: order.id, tierId: tierId ?? null, fromStatus: order.status, toStatus: order.status };
}

/**
 * Moves a tier to `next`: its comics start the new station unscanned and carry the station as their
 * status; the station joins the route history (reject targets read it).
 */
export async function moveTier(
  tx: Tx,
  tier: TierRow,
  next: TierStatus,
  extra: Partial<Pick<TierRow, "isRejected" | "missingReason">> = {},
): Promise<void> {
  for (const write of moveTierWrites(tx, tier, next, extra)) await tx.execute(write);
}

/**
 * moveTier's two statements, for writeOrder's one-statement write (`writes`). `isLeavingPressing`: the
 * comics leaving Pressing scanned are marked pressed (the missing ones were not pressed, a failed one
 * keeps its mark), in the same comic update, from their scan marks before the move clears them.
 */
export function moveTierWrites(
  tx: Tx,
  tier: TierRow,
  next: TierStatus,
  extra: Partial<Pick<TierRow, "isRejected" | "missingReason">> = {},
  options: { isLeavingPressing?: boolean } = {},
): SQL[] {
  const routedThrough = tier.routedThrough.includes(next)
    ? tier.routedThrough
    : [...tier.routedThrough, next];
  return [
    tx
      .update(tiers)
      .set({ status: next, processed: 0, routedThrough, statusChangedAt: new Date(), ...extra })
      .where(and(eq(tiers.orderId, tier.orderId), eq(tiers.id, tier.id)))
      .getSQL(),
    tx
      .update(comics)
      .set({
        status: next,
        scanned: false,
        ...(options.isLeavingPressing
          ? {
              pressed: sql`case when ${comics.pressFailed} then ${comics.pressed} else ${comics.scanned} end`,
            }
          : {}),
      })
      .where(and(eq(comics.orderId, tier.orderId), eq(comics.tierId, tier.id)))
      .getSQL(),
  ];
}

/** "When every tier of an InProcess order has reached Shipping, the order moves to Billing." */
export function isEveryTierAtShipping(
  allTiers: readonly Pick<TierRow, "id" | "status">[],
  moved: { id: string; status: string },
) {
  return allTiers.every((tier) => (tier.id === moved.id ? moved.status : tier.status) === "Shipping");
}

/** Clears the scan marks of whole-order stations (billing hands the order to shipping, which scans again). */
export async function resetOrderScans(tx: Tx, orderId: string, tierIds?: readonly string[]): Promise<void> {
  const where = tierIds
    ? and(eq(comics.orderId, orderId), inArray(comics.tierId, [...tierIds]))
    : eq(comics.orderId, orderId);
  await tx.update(comics).set({ scanned: false }).where(where);
}

export const TIER_STATUS_ORDER: readonly string[] = TIER_STATUSES;
