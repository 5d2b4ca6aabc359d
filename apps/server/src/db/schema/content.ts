// Public-site content kept by the back office (administration §3). Conventions are also the origins a
// submission names (GET /api/conventions/-60: events not older than 3 days, plus Mail and Walk In).
import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const conventions = pgTable(
  "conventions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    /** The event's (first) day. */
    date: date("date", { mode: "string" }).notNull(),
    address: text("address"),
    imagePath: text("image_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("conventions_date_idx").on(t.date)],
);

export type ConventionRow = typeof conventions.$inferSelect;
