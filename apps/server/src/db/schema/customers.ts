import { relations, sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export type ShippingAccount = { carrier: "FedEx" | "UPS" | "DHL"; accountNumber: string };
/** Percentages; null when the customer is not a dealer (submissions-pricing §9 defaults 15/10/50). */
export type DealerDiscounts = { grading: number; pressing: number; vsp: number };

/** Customers exist only as records (workflow §1): what the order screens need about them. */
export const customers = pgTable(
  "customers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** Membership level (Basic, Premium, Elite, Dealer, …); an order copies it, or 'onsite'. */
    level: text("level").notNull().default("Basic"),
    country: text("country").$type<"US" | "CA">().notNull().default("US"),
    defaultRepCode: text("default_rep_code"),
    dealerDiscounts: jsonb("dealer_discounts").$type<DealerDiscounts>(),
    shippingAccounts: jsonb("shipping_accounts").$type<ShippingAccount[]>().notNull().default([]),
    rewardsAvailable: integer("rewards_available").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Issue 13 (administration §3 Member): `name` stays the display name, kept as first + last.
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** The welcome promo is still open to this customer (administration §3 Member isWelcomePromo). */
    isWelcomePromo: boolean("is_welcome_promo").notNull().default(false),
    /** Rewards (submissions §3): what the customer had at first and what orders have used. */
    rewardsOriginal: integer("rewards_original").notNull().default(0),
    rewardsApplied: integer("rewards_applied").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The milestone e-mails the customer turned off (issue 33; only the optional ones: domain mail). */
    mailTurnedOff: jsonb("mail_turned_off").$type<string[]>().notNull().default([]),
    /** Every write carries the version it read: two managers never overwrite each other. */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    // Queue search matches customer name and e-mail case-insensitively.
    index("customers_name_lower_idx").on(sql`lower(${t.name})`),
    index("customers_email_lower_idx").on(sql`lower(${t.email})`),
    // Customer search (issue 13): prefix of last name, first name or e-mail (LIKE 'x%' needs pattern ops).
    index("customers_last_name_prefix_idx").on(sql`lower(${t.lastName}) text_pattern_ops`),
    index("customers_first_name_prefix_idx").on(sql`lower(${t.firstName}) text_pattern_ops`),
    index("customers_email_prefix_idx").on(sql`lower(${t.email}) text_pattern_ops`),
    // Contains search ("%x%", three characters or more) on trigrams; pg_trgm is in PGlite's contrib too.
    index("customers_last_name_trgm_idx").using("gin", sql`lower(${t.lastName}) gin_trgm_ops`),
    index("customers_first_name_trgm_idx").using("gin", sql`lower(${t.firstName}) gin_trgm_ops`),
    index("customers_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

/** The audit of every change to a customer (issue 13 "history"): who, when, old and new value. */
export const customerAudit = pgTable(
  "customer_audit",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    workerId: text("worker_id"),
    author: text("author"),
    /** What changed: a member field ("membership", "email"…), "address", "paymethod", "password". */
    field: text("field").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_audit_customer_idx").on(t.customerId, t.at)],
);
export type CustomerAuditRow = typeof customerAudit.$inferSelect;

export const addresses = pgTable(
  "addresses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    stateProvince: text("state_province").notNull(),
    zipPostal: text("zip_postal").notNull(),
    country: text("country").$type<"US" | "CA">().notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    // Issue 13 (administration §3 Address).
    firstName: text("first_name"),
    lastName: text("last_name"),
    displayName: text("display_name"),
  },
  (t) => [index("addresses_customer_idx").on(t.customerId)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;

export const customersRelations = relations(customers, ({ many }) => ({ addresses: many(addresses) }));
export const addressesRelations = relations(addresses, ({ one }) => ({
  customer: one(customers, { fields: [addresses.customerId], references: [customers.id] }),
}));
