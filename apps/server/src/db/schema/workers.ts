import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Staff accounts. Claims stay a comma list, as the spec's identity carries them. */
export const workers = pgTable(
  "workers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    userName: text("user_name").notNull(),
    displayName: text("display_name").notNull(),
    role: text("role").notNull().default("authenticated"),
    claims: text("claims").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** argon2id PHC string; null for an account that never set a password. */
    passwordHash: text("password_hash"),
    /** Bumped when a worker is disabled or their password or claims change: every older token stops working. */
    tokenVersion: integer("token_version").notNull().default(0),
    frontedAccess: boolean("fronted_access").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("workers_email_lower_uq").on(sql`lower(${t.email})`),
    uniqueIndex("workers_user_name_lower_uq").on(sql`lower(${t.userName})`),
  ],
);

export type WorkerRow = typeof workers.$inferSelect;
export type NewWorkerRow = typeof workers.$inferInsert;
