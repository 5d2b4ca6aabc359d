// Payments (issue 12): the customer's stored payment methods (gateway tokens only, never a card number
// or code), the journal of gateway calls that makes charges safe to retry and to reconcile, and the
// built-in test gateway's own books (it stands for an outside service, so it keeps its own tables).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "./customers";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A customer's card or bank account as the gateway tokenized it (administration §3, DESIGN §7). */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    type: text("type").$type<"CreditCard" | "BankAccount">().notNull(),
    displayName: text("display_name").notNull(),
    /** Which gateway issued the token ('test' for the built-in one). */
    gateway: text("gateway").notNull(),
    token: text("token").notNull(),
    brand: text("brand"),
    last4: text("last4").notNull(),
    expireMonth: integer("expire_month"),
    expireYear: integer("expire_year"),
    bankName: text("bank_name"),
    createdBy: text("created_by"),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Deleted methods stay for the payments that name them; lists leave them out. */
    deletedAt: at("deleted_at"),
  },
  (t) => [
    index("payment_methods_customer_idx").on(t.customerId).where(sql`${t.deletedAt} is null`),
    // One token belongs to one customer, whatever the timing of two saves.
    uniqueIndex("payment_methods_token_uq").on(t.gateway, t.token),
  ],
);

export type PaymentAttemptKind = "charge" | "refund" | "void";
export type PaymentAttemptState = "pending" | "succeeded" | "failed";

/**
 * Every gateway call, written (committed) before the call and finished after it. Its id is the
 * reference the gateway de-duplicates on, so a retry or a reconciliation never moves money twice; a
 * pending row older than a moment is what the reconciler asks the gateway about.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: uuid("id").primaryKey(),
    orderId: text("order_id").notNull(),
    kind: text("kind").$type<PaymentAttemptKind>().notNull(),
    state: text("state").$type<PaymentAttemptState>().notNull().default("pending"),
    payMethodId: integer("pay_method_id"),
    /** Refund or void: the payment (transaction row) it takes back. */
    parentTransactionId: bigint("parent_transaction_id", { mode: "number" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The request's idempotency scope, so a retry finds its attempts (worker, operation, key). */
    workerId: text("worker_id").notNull(),
    author: text("author"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Gateway answer (ids, message); never card data. */
    outcome: jsonb("outcome"),
    transactionId: bigint("transaction_id", { mode: "number" }),
    createdAt: at("created_at").notNull().defaultNow(),
    finishedAt: at("finished_at"),
  },
  (t) => [
    index("payment_attempts_pending_idx").on(t.createdAt).where(sql`${t.state} = 'pending'`),
    index("payment_attempts_key_idx").on(t.workerId, t.idempotencyKey),
    index("payment_attempts_order_idx").on(t.orderId),
  ],
);

/** The test gateway's vault: token → what may be shown, and how the test number behaves. */
export const testGatewayTokens = pgTable("test_gateway_tokens", {
  token: text("token").primaryKey(),
  type: text("type").$type<"CreditCard" | "BankAccount">().notNull(),
  brand: text("brand"),
  last4: text("last4").notNull(),
  expireMonth: integer("expire_month"),
  expireYear: integer("expire_year"),
  bankName: text("bank_name"),
  /** approve, decline, insufficient_funds, expired_card, timeout_after_charge (from the test number). */
  behavior: text("behavior").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** The test gateway's ledger: one row per reference (its de-duplication key). */
export const testGatewayOperations = pgTable(
  "test_gateway_operations",
  {
    reference: text("reference").primaryKey(),
    kind: text("kind").$type<PaymentAttemptKind>().notNull(),
    /** The charge's own id (authPaymentId); refunds and voids name the charge they act on. */
    paymentId: text("payment_id").notNull(),
    token: text("token"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    success: boolean("success").notNull(),
    result: jsonb("result").notNull(),
    settlesAt: at("settles_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("test_gateway_operations_payment_idx").on(t.paymentId, t.reference),
    index("test_gateway_operations_charge_idx").on(t.paymentId),
  ],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
