// People beyond customers and workers (issue 13): sales reps and external users (administration §3).
import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A sales rep; orders name one by repCode (orders.rep_code). */
export const salesReps = pgTable(
  "sales_reps",
  {
    repCode: text("rep_code").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** The spec's `date`: when the rep was added. */
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("sales_reps_rep_code_lower_uq").on(sql`lower(${t.repCode})`)],
);

/** A partner whose orders carry its references; the prefix feeds the global search's reference lookup. */
export const externalUsers = pgTable(
  "external_users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("external_users_prefix_upper_uq").on(sql`upper(${t.prefix})`)],
);

export type SalesRepRow = typeof salesReps.$inferSelect;
export type ExternalUserRow = typeof externalUsers.$inferSelect;
