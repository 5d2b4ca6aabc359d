import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { workers } from "./workers";

/**
 * Opaque refresh tokens, stored only as SHA-256 hashes. A family is one sign-in; rotation adds a row to the
 * family and marks the previous one used, and reuse of a used token revokes the whole family.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    familyId: uuid("family_id").notNull(),
    workerId: uuid("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the family (sign-in time + REFRESH_TOKEN_TTL_HOURS); rotation never extends it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_worker_idx").on(t.workerId),
  ],
);

/** Every password-grant attempt, for throttling per account and per address. */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The user name as typed, lower-cased, so unknown names are throttled exactly like real ones. */
    accountKey: text("account_key").notNull(),
    address: text("address").notNull(),
    isSuccess: boolean("is_success").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sign_in_attempts_account_idx").on(t.accountKey, t.createdAt),
    index("sign_in_attempts_address_idx").on(t.address, t.createdAt),
  ],
);

export type OneTimeTokenPurpose = "password-reset" | "email-verification";

/** One-time links sent by e-mail (password reset, e-mail verification); hashed, expiring, single use. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose").$type<OneTimeTokenPurpose>().notNull(),
    workerId: uuid("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("one_time_tokens_worker_idx").on(t.workerId, t.purpose)],
);

/** Solved captcha challenges, so one proof of work cannot be replayed (shared by every server process). */
export const usedCaptchas = pgTable("used_captchas", {
  challengeId: text("challenge_id").primaryKey(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});
