// The one way an order is written: a conditional UPDATE … WHERE version = $v inside the transaction
// that carries the other writes, so a stale version changes nothing (409), then live events after
// the commit.
import type { TOrderEvent } from "@gbo/contracts/orders";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { type NewOrderRow, orderLog, orders } from "../../db/schema/index";
import { publishOrderEvents } from "../../events/order-events";
import { AppError } from "../../http/errors";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who is acting; written into the order log and transactions. */
export type Actor = { id: string; name: string; claims: readonly string[] };

export type LogInput = {
  type: string;
  description: string;
  tierId?: string | null;
  comicId?: string | null;
  fromStatus?: string | null;
  toStatus?: string | null;
};

export const STALE_VERSION_MESSAGE = "This order was changed by someone else. Reload it and try again.";
export const ORDER_NOT_FOUND_MESSAGE = "Order not found.";

export type WriteOrderOptions = {
  database: Database;
  orderId: string;
  version: number;
  actor: Actor;
  /** Fields of the order row to set along with the version bump. */
  changes?: Partial<Omit<NewOrderRow, "id" | "version">>;
  /** Further writes (tiers, comics, transactions) in the same transaction. */
  apply?: (tx: Tx) => Promise<void>;
  log?: readonly LogInput[];
  events?: readonly TOrderEvent[];
  onEventError?: (error: unknown) => void;
};

export async function writeOrder(options: WriteOrderOptions): Promise<{ version: number }> {
  const { database, orderId, version, actor } = options;
  const newVersion = await database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ ...options.changes, version: sql`${orders.version} + 1`, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.version, version)))
      .returning({ version: orders.version });
    if (!updated) {
      const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      throw exists
        ? new AppError("conflict", STALE_VERSION_MESSAGE)
        : new AppError("not_found", ORDER_NOT_FOUND_MESSAGE);
    }
    await options.apply?.(tx);
    if (options.log && options.log.length > 0) {
      await tx.insert(orderLog).values(
        options.log.map((entry) => ({
          orderId,
          workerId: actor.id,
          author: actor.name,
          type: entry.type,
          description: entry.description,
          tierId: entry.tierId ?? null,
          comicId: entry.comicId ?? null,
          fromStatus: entry.fromStatus ?? null,
          toStatus: entry.toStatus ?? null,
        })),
      );
    }
    return updated.version;
  });
  if (options.events && options.events.length > 0) {
    await publishOrderEvents(database, options.events, options.onEventError);
  }
  return { version: newVersion };
}
