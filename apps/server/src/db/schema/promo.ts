// Promo codes (submissions-pricing §3 "Promo code", administration §3): read by submissions (issue 14),
// kept by the promo screens (issue 16). Dollar values are cents, percent values whole percents.

import type { PromoType } from "@gbo/domain/promo";
import { sql } from "drizzle-orm";
import { boolean, date, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const promoCodes = pgTable(
  "promo_codes",
  {
    /** The code a customer types (the spec's id / promoCode); matched case-insensitively. */
    code: text("code").primaryKey(),
    title: text("title").notNull(),
    promoType: text("promo_type").$type<PromoType>().notNull(),
    promoValue: integer("promo_value").notNull().default(0),
    addOn: text("add_on"),
    xBooks: integer("x_books"),
    yBooks: integer("y_books"),
    collectibleType: text("collectible_type").$type<"Comic" | "Magazine" | "Manga">(),
    isStandard: boolean("is_standard").notNull().default(false),
    isPriority: boolean("is_priority").notNull().default(false),
    isExpress: boolean("is_express").notNull().default(false),
    isPressing: boolean("is_pressing").notNull().default(false),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    lastUpdatedDate: timestamp("last_updated_date", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("promo_codes_code_upper_uq").on(sql`upper(${t.code})`)],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
