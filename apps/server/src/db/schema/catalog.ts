// The price catalog as data (issue 14, submissions-pricing §3 "Tier", "Tier catalog", "Add-ons", "Shipping
// rate"; §9 cut-offs). Seeded from the domain's default catalog; the server assembles a domain `Catalog`
// for a version from these rows and prices with the domain, never with its own arithmetic.

import type {
  AddOn,
  DealerDiscounts as CatalogDealerDiscounts,
  FastPassValue,
  ShippingRate,
  Tier,
} from "@gbo/domain/catalog";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** One catalog (tier) version; a draft adopts the current one (§4). */
export const catalogVersions = pgTable("catalog_versions", {
  version: integer("version").primaryKey(),
  /** The version new submissions are priced with; exactly one row has it. */
  isCurrent: boolean("is_current").notNull().default(false),
  dealerDiscounts: jsonb("dealer_discounts").$type<CatalogDealerDiscounts>().notNull(),
  /** Pre-screen reject fee per comic, cents. */
  rejectFee: integer("reject_fee").notNull(),
  fastPassDays: jsonb("fast_pass_days").$type<Record<Exclude<FastPassValue, 0>, number>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A tier of a version and country; `level` '' is every level, else the level the price is for. */
export const catalogTiers = pgTable(
  "catalog_tiers",
  {
    version: integer("version")
      .notNull()
      .references(() => catalogVersions.version, { onDelete: "cascade" }),
    country: text("country").$type<"US" | "CA">().notNull(),
    id: text("id").notNull(),
    level: text("level").notNull().default(""),
    collectibleType: text("collectible_type").$type<"Comic" | "Magazine" | "Manga">().notNull(),
    /** Null: both manga types (or not manga). */
    mangaType: text("manga_type").$type<"Tankobon" | "Zasshi">(),
    position: integer("position").notNull().default(0),
    /** The whole domain Tier (prices in cents, bounds, days, fast-pass prices). */
    data: jsonb("data").$type<Tier>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.version, t.country, t.id, t.level] }),
    index("catalog_tiers_pick_idx").on(t.version, t.country, t.collectibleType, t.position),
  ],
);

export const catalogAddOns = pgTable(
  "catalog_add_ons",
  {
    version: integer("version")
      .notNull()
      .references(() => catalogVersions.version, { onDelete: "cascade" }),
    country: text("country").$type<"US" | "CA">().notNull(),
    id: text("id").notNull(),
    data: jsonb("data").$type<AddOn>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.country, t.id] })],
);

/** Shipping and handling rates; a table applies from its received date on (§9 cut-offs). */
export const shippingRateTables = pgTable(
  "shipping_rate_tables",
  {
    country: text("country").$type<"US" | "CA">().notNull(),
    version: integer("version").notNull(),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    rates: jsonb("rates").$type<ShippingRate[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.version] }),
    index("shipping_rate_tables_from_idx").on(t.country, t.fromDate),
  ],
);

/** Pedigrees (named collections a book came from), offered on the comic form. */
export const pedigrees = pgTable("pedigrees", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  position: integer("position").notNull().default(0),
});

/**
 * The lookup catalogue behind GET /api/data/values/{name}: comic titles (title), magazine titles (gtitle),
 * manga titles (mtitle), publishers, variants and signees. `publisher` and years go with titles.
 */
export const lookupValues = pgTable(
  "lookup_values",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").$type<"title" | "gtitle" | "mtitle" | "publisher" | "variant" | "signee">().notNull(),
    value: text("value").notNull(),
    publisher: text("publisher"),
    startYear: integer("start_year"),
    endYear: integer("end_year"),
  },
  (t) => [
    index("lookup_values_prefix_idx").on(t.kind, sql`lower(${t.value}) text_pattern_ops`),
    index("lookup_values_trgm_idx").using("gin", sql`lower(${t.value}) gin_trgm_ops`),
  ],
);

export type CatalogTierRow = typeof catalogTiers.$inferSelect;
export type LookupValueRow = typeof lookupValues.$inferSelect;
