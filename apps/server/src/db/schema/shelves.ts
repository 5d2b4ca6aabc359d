// Shelves (administration §3 "Shelf: id in the form A-B-C, location, country, tiers"; §4 action 1 in,
// 2 out; issue 17). A tier sits on at most one shelf (the primary key of shelf_tiers); every move is
// kept in shelf_log for the shelf log dialog.
import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const shelves = pgTable("shelves", {
  /** "A-1-B" (domain normalizeShelfId) */
  id: text("id").primaryKey(),
  location: text("location").notNull().default(""),
  /** 'US' or 'CA' */
  country: text("country").notNull().default("US"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const shelfTiers = pgTable(
  "shelf_tiers",
  {
    orderId: text("order_id").notNull(),
    tierId: text("tier_id").notNull(),
    shelfId: text("shelf_id")
      .notNull()
      .references(() => shelves.id, { onDelete: "cascade" }),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    placedBy: text("placed_by").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.tierId] }),
    index("shelf_tiers_shelf_idx").on(t.shelfId, t.placedAt),
  ],
);

export const shelfLog = pgTable(
  "shelf_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    shelfId: text("shelf_id").notNull(),
    orderId: text("order_id").notNull(),
    tierId: text("tier_id").notNull(),
    /** 1 in, 2 out */
    action: smallint("action").notNull(),
    byName: text("by_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shelf_log_shelf_idx").on(t.shelfId, t.at),
    index("shelf_log_tier_idx").on(t.orderId, t.tierId),
  ],
);
