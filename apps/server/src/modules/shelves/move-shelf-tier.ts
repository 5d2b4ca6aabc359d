// POST /api/shelves/{a}/{b}/{c} and /removetier: put a tier on a shelf (1) or take it off (2).
// The move runs inside the order's own write (orders' writeOrder): the order row lock makes two
// workers scanning one tier at once go one after the other (the second hears 'Invalid request' or
// its move, never a 500), the move lands in the order log, and the order screens hear of it.
import type { TShelfScanResult } from "@gbo/contracts/shelves";
import {
  SHELF_ACTIONS,
  SHELF_SCAN_CONFLICT,
  type ShelfAction,
  type ShelfCountry,
  shelfInvalidTierIdMessage,
  shelfLocation,
  shelfMoveMessage,
  validateShelfAction,
  validateShelfCountry,
  validateShelfMove,
} from "@gbo/domain/shelves";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shelfLog, shelfTiers, shelves, tiers } from "../../db/schema/index";
import { AppError, postgresCode } from "../../http/errors";
import { type Actor, actionResult, type Tx, writeOrder } from "../orders/index";
import { getShelfInfo } from "./shelf-reads";
import { findShelfTiers } from "./shelves.queries";

export async function moveShelfTier(options: {
  database: Database;
  actor: Actor;
  shelfId: string;
  tierScan: string | null | undefined;
  action: number | null | undefined;
}): Promise<TShelfScanResult> {
  const { database, actor } = options;
  const checked = validateShelfAction(options);
  if (!checked.ok) throw new AppError("bad_request", checked.message);
  const { shelfId, orderId, tierId, action } = checked.value;
  const invalidTierId = shelfInvalidTierIdMessage({ scan: options.tierScan ?? "", shelfId });
  // An unknown order or tier is the spec's 'Invalid Tier Id', not the order module's 404.
  const [known] = await database.db
    .select({ id: tiers.id })
    .from(tiers)
    .where(and(eq(tiers.orderId, orderId), eq(tiers.id, tierId)))
    .limit(1);
  if (!known) throw new AppError("bad_request", invalidTierId);

  let fromShelfId: string | null = null;
  try {
    await writeOrder({
      database,
      orderId,
      version: null,
      actor,
      decide: async ({ tx, order }) => {
        const [tier] = await tx
          .select({ status: tiers.status })
          .from(tiers)
          .where(and(eq(tiers.orderId, order.id), eq(tiers.id, tierId)))
          .limit(1);
        if (!tier) throw new AppError("bad_request", invalidTierId);
        const [placed] = await tx
          .select({ shelfId: shelfTiers.shelfId })
          .from(shelfTiers)
          .where(and(eq(shelfTiers.orderId, order.id), eq(shelfTiers.tierId, tierId)))
          .for("update")
          .limit(1);
        const move = validateShelfMove({
          action,
          orderId: order.id,
          tierId,
          shelfId,
          placedShelfId: placed?.shelfId ?? null,
        });
        if (!move.ok) throw new AppError("bad_request", move.message);
        fromShelfId = action === SHELF_ACTIONS.in && placed ? placed.shelfId : null;
        const moves: { shelfId: string; action: ShelfAction }[] =
          action === SHELF_ACTIONS.in
            ? [
                ...(placed ? [{ shelfId: placed.shelfId, action: SHELF_ACTIONS.out }] : []),
                { shelfId, action },
              ]
            : [{ shelfId, action }];
        return {
          apply: async (write) => {
            if (action === SHELF_ACTIONS.in) {
              await putOnShelf(write, {
                shelfId,
                orderId: order.id,
                tierId,
                orderCountry: order.countryCode,
                by: actor.name,
              });
            } else {
              await write
                .delete(shelfTiers)
                .where(and(eq(shelfTiers.orderId, order.id), eq(shelfTiers.tierId, tierId)));
            }
            await write
              .insert(shelfLog)
              .values(moves.map((m) => ({ ...m, orderId: order.id, tierId, byName: actor.name })));
          },
          log: moves.map((m) => ({
            type: "Shelf",
            tierId,
            description:
              m.action === SHELF_ACTIONS.in ? `Put on shelf ${m.shelfId}` : `Taken off shelf ${m.shelfId}`,
          })),
          events: [{ orderId: order.id, tierId, fromStatus: tier.status, toStatus: tier.status }],
          answer: (version) =>
            actionResult({
              message: "",
              order,
              version,
              orderStatus: order.status,
              tier: { id: tierId, ...tier },
            }),
        };
      },
    });
  } catch (error) {
    // A safety net under the order lock: two first scans creating one shelf, or one tier, at once.
    if (postgresCode(error) === "23505") throw new AppError("conflict", SHELF_SCAN_CONFLICT);
    throw error;
  }
  const [shelf, tiersPage] = await Promise.all([
    getShelfInfo(database.db, shelfId),
    findShelfTiers(database.db, shelfId, { page: 1, pageSize: 25 }),
  ]);
  return {
    message: shelfMoveMessage({ action, orderId, tierId, shelfId, fromShelfId }),
    shelf,
    tiers: tiersPage,
  };
}

/** Creates the shelf on its first scan-in (location from its id, country from the order), then places the tier. */
async function putOnShelf(
  tx: Tx,
  input: { shelfId: string; orderId: string; tierId: string; orderCountry: ShelfCountry; by: string },
): Promise<void> {
  await tx
    .insert(shelves)
    .values({ id: input.shelfId, location: shelfLocation(input.shelfId), country: input.orderCountry })
    .onConflictDoNothing();
  const [shelf] = await tx
    .select({ country: shelves.country })
    .from(shelves)
    .where(eq(shelves.id, input.shelfId))
    .for("update")
    .limit(1);
  const country = validateShelfCountry({
    shelfId: input.shelfId,
    shelfCountry: (shelf?.country as ShelfCountry | undefined) ?? null,
    orderId: input.orderId,
    orderCountry: input.orderCountry,
  });
  if (!country.ok) throw new AppError("bad_request", country.message);
  const placement = { shelfId: input.shelfId, placedAt: new Date(), placedBy: input.by };
  await tx
    .insert(shelfTiers)
    .values({ orderId: input.orderId, tierId: input.tierId, ...placement })
    .onConflictDoUpdate({ target: [shelfTiers.orderId, shelfTiers.tierId], set: placement });
}
