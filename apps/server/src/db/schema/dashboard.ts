import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * One row per stay of an order or a tier at a status (issue 18, D28): opened when the row enters the
 * status, closed when it leaves. A tier's stays run only while its order is InProcess (before that it
 * waits nowhere; when the order leaves, they close). Kept by triggers on `orders` and `tiers` (migration 0015), so every
 * write path, seed and bench keeps it true; the dashboard's aggregates read it through its indexes
 * (the partial and covering ones are written in the migration's SQL: drizzle cannot say INCLUDE).
 */
export const stationVisits = pgTable(
  "station_visits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The tier's id, or '' for the order's own status (order and tier statuses share names). */
    tierId: text("tier_id").notNull().default(""),
    /** The order or tier status of this stay (Pressing, Billing, …). */
    status: text("status").notNull(),
    /** Comics in the tier or order when it arrived (kept in step while it waits). */
    items: integer("items").notNull().default(0),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true }),
    /** Where it came from (null for its first status). */
    prevStatus: text("prev_status"),
    /** Where it went next. */
    nextStatus: text("next_status"),
    /** The transaction that opened it: a second move in that same transaction corrects the status
     * instead of recording a stay of no length (an order and its tiers written in either order). */
    openedTx: bigint("opened_tx", { mode: "number" }),
  },
  (t) => [index("station_visits_order_idx").on(t.orderId, t.tierId)],
);
