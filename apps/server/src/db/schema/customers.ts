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
  },
  (t) => [
    // Queue search matches customer name and e-mail case-insensitively.
    index("customers_name_lower_idx").on(sql`lower(${t.name})`),
    index("customers_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

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
