// Receiving (workflow §4 "Receiving: saved, then completed, or discarded", §7): staff count what is in
// the box against what the customer declared per tier. Save keeps counts and note; complete moves the
// order Submitted → Invoicing (received today unless a date is set); discard cancels it as never
// received. Every write goes through the orders module's writeOrder (row lock, 409 on a stale
// version, log rows, live events after the commit).
import type {
  TReceiving,
  TReceivingBody,
  TReceivingResult,
  TReceivingTier,
} from "@gbo/contracts/submissions";
import type { OrderStatus } from "@gbo/domain/workflow";
import { asc, eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { comics, customers, receivingChecks, tiers } from "../../db/schema/index";
import { AppError } from "../../http/errors";
import {
  type Actor,
  actionResult,
  assertOrderStatus,
  requireOrder,
  TIER_NOT_FOUND_MESSAGE,
  type Tx,
  touchEvent,
  writeOrder,
} from "../orders/index";

export const RECEIVING_SAVED_MESSAGE = "Receiving saved.";
export const RECEIVING_COMPLETED_MESSAGE = "Receiving completed";
export const ORDER_DISCARDED_MESSAGE = "Order discarded: cancelled as never received.";

/** Declared tiers with the insured value their comics declare, in one grouped query. (The alias is not
 * `insured`: tiers have a column of that name, and Postgres would call the reference ambiguous.) */
async function declaredTiers(db: Db | Tx, orderId: string): Promise<TReceivingTier[]> {
  const insured = db
    .select({
      tierId: comics.tierId,
      insured: sql<number>`coalesce(sum(${comics.insured} * ${comics.quantity}), 0)`.as("declared_insured"),
    })
    .from(comics)
    .where(eq(comics.orderId, orderId))
    .groupBy(comics.tierId)
    .as("declared");
  const rows = await db
    .select({ id: tiers.id, label: tiers.label, count: tiers.count, insured: insured.insured })
    .from(tiers)
    .leftJoin(insured, eq(insured.tierId, tiers.id))
    .where(eq(tiers.orderId, orderId))
    .orderBy(asc(tiers.position), asc(tiers.id));
  return rows.map((row) => ({ ...row, insured: Number(row.insured ?? 0) }));
}

export async function getReceiving(db: Db, orderId: string): Promise<TReceiving> {
  const order = await requireOrder(db, orderId);
  const [customerRows, declared, checkRows] = await Promise.all([
    db
      .select({ id: customers.id, name: customers.name, email: customers.email })
      .from(customers)
      .where(eq(customers.id, order.customerId))
      .limit(1),
    declaredTiers(db, order.id),
    db.select().from(receivingChecks).where(eq(receivingChecks.orderId, order.id)).limit(1),
  ]);
  const check = checkRows[0];
  return {
    orderId: order.id,
    status: order.status as OrderStatus,
    version: order.version,
    customer: customerRows[0] ?? { id: order.customerId, name: "", email: "" },
    tiers: declared,
    counts: check?.counts ?? {},
    note: check?.note ?? null,
    updatedAt: check ? check.updatedAt.toISOString() : null,
  };
}

function result(orderId: string, status: OrderStatus, version: number, message: string): TReceivingResult {
  return { message, orderId, status, version };
}

/** POST /api/orders/{id}/receiving: save (and with `complete`, move to Invoicing). */
export async function saveReceiving(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  body: TReceivingBody;
  now?: Date;
}): Promise<TReceivingResult> {
  const { database, actor, body } = options;
  const now = options.now ?? new Date();
  const answer = await writeOrder({
    database,
    orderId: options.orderId,
    version: body.version,
    actor,
    decide: async ({ tx, order }) => {
      assertOrderStatus(order, ["Submitted"]);
      const declared = new Set((await declaredTiers(tx, order.id)).map((t) => t.id));
      const counts: Record<string, number> = {};
      for (const [tierId, count] of Object.entries(body.counts)) {
        const id = tierId.toUpperCase();
        if (!declared.has(id)) {
          throw AppError.fields(TIER_NOT_FOUND_MESSAGE, { [`counts.${tierId}`]: [TIER_NOT_FOUND_MESSAGE] });
        }
        counts[id] = count;
      }
      const note = body.note ? body.note : null;
      const apply = async (t: Tx) => {
        await t
          .insert(receivingChecks)
          .values({ orderId: order.id, counts, note, workerId: actor.id, updatedAt: now })
          .onConflictDoUpdate({
            target: receivingChecks.orderId,
            set: { counts, note, workerId: actor.id, updatedAt: now },
          });
      };
      if (!body.complete) {
        return {
          apply,
          log: [{ type: "Receiving", description: "Receiving saved" }],
          events: [touchEvent(order)],
          answer: (version) =>
            actionResult({ message: RECEIVING_SAVED_MESSAGE, order, version, orderStatus: order.status }),
        };
      }
      return {
        changes: {
          status: "Invoicing",
          statusChangedAt: now,
          // "Received date: default today" — a date set at submit (a drop-off) is kept.
          receivedDate: order.receivedDate ?? new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`),
        },
        apply,
        log: [
          {
            type: "Status",
            description: RECEIVING_COMPLETED_MESSAGE,
            fromStatus: order.status,
            toStatus: "Invoicing",
          },
        ],
        events: [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: "Invoicing" }],
        answer: (version) =>
          actionResult({ message: RECEIVING_COMPLETED_MESSAGE, order, version, orderStatus: "Invoicing" }),
      };
    },
  });
  return result(answer.orderId, answer.orderStatus, answer.version, answer.message);
}

/** POST /api/orders/{id}/discard: the order is cancelled as never received. */
export async function discardReceiving(options: {
  database: Database;
  actor: Actor;
  orderId: string;
  version: number;
}): Promise<TReceivingResult> {
  const { database, actor } = options;
  const answer = await writeOrder({
    database,
    orderId: options.orderId,
    version: options.version,
    actor,
    decide: async ({ order }) => {
      assertOrderStatus(order, ["Submitted"]);
      const now = new Date();
      return {
        // Never received: nothing is owed, and the rewards the submission spent go back to the customer.
        changes: { status: "Cancelled", statusChangedAt: now, balance: 0 },
        apply: async (tx) => {
          if (order.rewards <= 0) return;
          await tx
            .update(customers)
            .set({
              rewardsAvailable: sql`${customers.rewardsAvailable} + ${order.rewards}`,
              rewardsApplied: sql`greatest(${customers.rewardsApplied} - ${order.rewards}, 0)`,
              updatedAt: now,
            })
            .where(eq(customers.id, order.customerId));
        },
        log: [
          {
            type: "Status",
            description: "Discarded at receiving: never received",
            fromStatus: order.status,
            toStatus: "Cancelled",
          },
        ],
        events: [{ orderId: order.id, tierId: null, fromStatus: order.status, toStatus: "Cancelled" }],
        answer: (version) =>
          actionResult({ message: ORDER_DISCARDED_MESSAGE, order, version, orderStatus: "Cancelled" }),
      };
    },
  });
  return result(answer.orderId, answer.orderStatus, answer.version, answer.message);
}
