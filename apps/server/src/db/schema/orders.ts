import { relations } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { addresses, customers } from "./customers";

/** Integer cents (workflow money never touches floating point). */
const cents = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);
const flag = (name: string) => boolean(name).notNull().default(false);
const at = (name: string) => timestamp(name, { withTimezone: true });

export type PaidDetail = { id: string; amt: number; desc: string };

/** Every field of the order summary (workflow §3). */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    addressId: integer("address_id").references(() => addresses.id),
    status: text("status").notNull(),
    level: text("level").notNull(),
    /** Checked and bumped by every write (one conditional UPDATE … WHERE version = $v). */
    version: integer("version").notNull().default(1),
    countryCode: text("country_code").$type<"US" | "CA">().notNull(),
    collectibleType: text("collectible_type").$type<"Comic" | "Magazine" | "Manga">().notNull(),
    mangaType: text("manga_type").$type<"Tankobon" | "Zasshi">(),
    count: integer("count").notNull().default(0),
    total: cents("total"),
    baseTotal: cents("base_total"),
    discount: cents("discount"),
    rewards: cents("rewards"),
    promoDiscount: cents("promo_discount"),
    promoCode: text("promo_code"),
    dropOffId: text("drop_off_id"),
    dropOffName: text("drop_off_name"),
    dropOffValue: cents("drop_off_value"),
    sh: cents("sh"),
    handling: cents("handling"),
    insurance: cents("insurance"),
    isInsurance: flag("is_insurance"),
    taxes: cents("taxes"),
    grandTotal: cents("grand_total"),
    rate: text("rate"),
    shippingAccount: text("shipping_account"),
    repCode: text("rep_code"),
    origin: text("origin"),
    receivedDate: at("received_date"),
    date: at("date").notNull().defaultNow(),
    dueDate: date("due_date", { mode: "string" }),
    trackingNumber: text("tracking_number"),
    paidDetail: jsonb("paid_detail").$type<PaidDetail[]>().notNull().default([]),
    isAR: flag("is_ar"),
    arDescription: text("ar_description"),
    missingComic: text("missing_comic"),
    /** Who collected a pickup order (issue 29): the name given and the ID checked, never its full number. */
    pickedUpBy: text("picked_up_by"),
    /** The kind of ID checked at pickup ("Driver's license", "Passport", …). */
    pickupIdType: text("pickup_id_type"),
    /** The last four characters of the ID checked at pickup. */
    pickupIdLast4: text("pickup_id_last4"),
    noAutoCharge: flag("no_auto_charge"),
    externalId: text("external_id"),
    isGradingPressScreen: flag("is_grading_press_screen"),
    /** The pay method chosen at submit or on the invoice: a stored method of the customer's … */
    payMethodId: integer("pay_method_id"),
    /** … or check or cash (US only), when no stored method is used. */
    payOther: text("pay_other").$type<"check" | "cash">(),
    /** ASP, primary and secondary VSP and VSP Plus comic counts of the invoice (issue 15). */
    addOnCounts: jsonb("add_on_counts").$type<AddOnCountsJson>().notNull().default({}),
    /** Amount still owed: grand total plus fees minus payments; kept in step by every money write. */
    balance: cents("balance"),
    refundable: cents("refundable"),
    isFastPass: flag("is_fast_pass"),
    fastPassValue: integer("fast_pass_value").notNull().default(0),
    billingExplanation: text("billing_explanation"),
    cancelTransferTo: text("cancel_transfer_to"),
    statusChangedAt: at("status_changed_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // Order-level queues: status, ordered by due date (full list) or filtered by date (recent list).
    index("orders_status_due_idx").on(t.status, t.dueDate, t.id),
    index("orders_status_date_idx").on(t.status, t.date),
    index("orders_status_country_due_idx").on(t.status, t.countryCode, t.dueDate),
    // A customer's orders, newest first (a dealer may have thousands).
    index("orders_customer_date_idx").on(t.customerId, t.date),
    index("orders_external_id_idx").on(t.externalId),
    index("orders_tracking_idx").on(t.trackingNumber),
    // A sales rep's orders (issue 13), newest first.
    index("orders_rep_code_idx").on(t.repCode, t.date),
    // Order-id prefix search in queues (LIKE 'xx%' needs pattern ops outside the C locale).
    index("orders_id_pattern_idx").on(t.id.op("text_pattern_ops")),
  ],
);

/** Which services a tier has; domain `tierRoute` turns it into the stations it passes. */
export type TierServicesJson = Record<string, boolean>;

/** An invoice row's add-on counts (domain `SUB_COUNT_FIELDS`: imageCount, pressCount, …); absent is 0. */
export type InvoiceCountsJson = Partial<Record<string, number>>;
/** The order's signature add-on counters (submissions-pricing §3 "Addons counters"); absent is 0. */
export type AddOnCountsJson = Partial<Record<string, number>>;

export const tiers = pgTable(
  "tiers",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Tier code plus optional fast-pass letter (SO, SOF, 2DE). */
    id: text("id").notNull(),
    position: integer("position").notNull().default(0),
    label: text("label"),
    status: text("status").notNull(),
    count: integer("count").notNull(),
    days: integer("days").notNull().default(30),
    fastPass: integer("fast_pass").notNull().default(0),
    press: integer("press").notNull().default(0),
    rate: cents("rate"),
    /** Declared insured value of the whole tier (the invoice row's insured), cents. */
    insured: cents("insured"),
    /** The invoice row's add-on counts (issue 15). */
    invoiceCounts: jsonb("invoice_counts").$type<InvoiceCountsJson>().notNull().default({}),
    /** Comics scanned at the current station; reset when the tier moves. */
    processed: integer("processed").notNull().default(0),
    labelsVerified: flag("labels_verified"),
    trackingNumber: text("tracking_number"),
    missingReason: text("missing_reason"),
    isGradingPressScreen: flag("is_grading_press_screen"),
    services: jsonb("services").$type<TierServicesJson>().notNull().default({}),
    /** Stations this tier has been routed to, in order; reject never goes back to one it skipped. */
    routedThrough: jsonb("routed_through").$type<string[]>().notNull().default([]),
    isRejected: flag("is_rejected"),
    dueDate: date("due_date", { mode: "string" }),
    statusChangedAt: at("status_changed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.id] }),
    // Tier-level queues: status, ordered by due date.
    index("tiers_status_due_idx").on(t.status, t.dueDate, t.orderId),
  ],
);

export type ComicNote = { description: string; date: string; author: string };
export type Signee = { line1: string; line2: string | null };

/** Every comic field of workflow §3; rarely-queried lists are jsonb. */
export const comics = pgTable(
  "comics",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Three-digit zero-padded sequence within the order. */
    id: text("id").notNull(),
    /** `{orderId}-{seq}`: the printed certification number. */
    uniqueId: text("unique_id").notNull(),
    tierId: text("tier_id").notNull(),
    tierLabel: text("tier_label"),
    title: text("title").notNull(),
    issue: text("issue"),
    year: text("year"),
    multiYear: flag("multi_year"),
    displayYear: text("display_year"),
    noYear: flag("no_year"),
    publisher: text("publisher"),
    noPublisher: flag("no_publisher"),
    variant: text("variant"),
    uniqueDetail: text("unique_detail"),
    monthQuarter: text("month_quarter"),
    quantity: integer("quantity").notNull().default(1),
    insured: cents("insured"),
    press: integer("press").notNull().default(0),
    pressed: flag("pressed"),
    pressFailed: flag("press_failed"),
    pressScreen: flag("press_screen"),
    gradeScreen: doublePrecision("grade_screen"),
    grade: doublePrecision("grade"),
    partialGrade: flag("partial_grade"),
    artwork: flag("artwork"),
    isSlab: flag("is_slab"),
    isWitnessedSignature: flag("is_witnessed_signature"),
    looksBetter: flag("looks_better"),
    restoration: text("restoration"),
    pageQuality: text("page_quality"),
    category: text("category"),
    notes: jsonb("notes").$type<ComicNote[]>().notNull().default([]),
    signees: jsonb("signees").$type<Signee[]>().notNull().default([]),
    artists: jsonb("artists").$type<string[]>().notNull().default([]),
    keyComments: jsonb("key_comments").$type<string[]>().notNull().default([]),
    backLabels: jsonb("back_labels").$type<string[]>().notNull().default([]),
    collection: text("collection"),
    personalCollection: flag("personal_collection"),
    rejectFees: integer("reject_fees"),
    reject: flag("reject"),
    status: text("status").notNull(),
    updatedStatus: text("updated_status"),
    hasImage: flag("has_image"),
    hasImageSP: flag("has_image_sp"),
    scanned: flag("scanned"),
    fastPass: integer("fast_pass").notNull().default(0),
    fastPassValue: integer("fast_pass_value").notNull().default(0),
    reholder: flag("reholder"),
    reholderId: text("reholder_id"),
    featured: flag("featured"),
    customTitle: flag("custom_title"),
    collectibleType: text("collectible_type").$type<"Comic" | "Magazine" | "Manga">().notNull(),
    mangaType: text("manga_type").$type<"Tankobon" | "Zasshi">(),
    mangaLabelCode: text("manga_label_code"),
    international: flag("international"),
    image: flag("image"),
    days: integer("days").notNull().default(30),
    baseTotal: cents("base_total"),
    total: cents("total"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.id] }),
    uniqueIndex("comics_unique_id_uq").on(t.uniqueId),
    index("comics_order_tier_idx").on(t.orderId, t.tierId),
  ],
);

export const signatures = pgTable(
  "signatures",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: text("order_id").notNull(),
    comicId: text("comic_id").notNull(),
    name: text("name").notNull(),
    date: date("date", { mode: "string" }),
    type: text("type").$type<"ASP" | "VSP" | "VSPP">().notNull(),
    label: text("label"),
    valid: flag("valid"),
    processInvalid: flag("process_invalid"),
    description: text("description"),
  },
  (t) => [index("signatures_comic_idx").on(t.orderId, t.comicId)],
);

/** Who did what to an order, when; every status move writes one (from → to). */
export const orderLog = pgTable(
  "order_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
    workerId: uuid("worker_id"),
    author: text("author").notNull(),
    type: text("type").notNull(),
    tierId: text("tier_id"),
    comicId: text("comic_id"),
    description: text("description").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
  },
  (t) => [index("order_log_order_idx").on(t.orderId, t.id)],
);

/** Money records are append-only: a refund or void is a new row, never an edit. */
export const transactions = pgTable(
  "transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    customerId: integer("customer_id").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    transType: text("trans_type").notNull(),
    isFee: flag("is_fee"),
    isRefund: flag("is_refund"),
    isVoid: flag("is_void"),
    success: flag("success"),
    orderCurrency: text("order_currency").notNull(),
    country: text("country").$type<"US" | "CA">().notNull(),
    authPaymentId: text("auth_payment_id"),
    authId: text("auth_id"),
    refId: text("ref_id"),
    description: text("description"),
    workerId: uuid("worker_id"),
    author: text("author"),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Gateway charges (issue 12): the stored method charged. */
    payMethodId: integer("pay_method_id"),
    /** A refund or void: the payment row it takes back (rows are never edited). */
    parentId: bigint("parent_id", { mode: "number" }),
    /** A gateway charge: when it settles (after that it can be refunded, no longer voided). */
    settlesAt: at("settles_at"),
    /** The payment attempt that wrote this row: one attempt, at most one row (reconciliation is safe). */
    attemptId: uuid("attempt_id"),
  },
  (t) => [
    index("transactions_order_idx").on(t.orderId, t.id),
    index("transactions_parent_idx").on(t.parentId),
    uniqueIndex("transactions_attempt_idx").on(t.attemptId),
  ],
);

/** First result of a money-moving call, so a repeat with the same key moves no money twice. */
/**
 * Idempotency keys of money-moving calls (IETF Idempotency-Key draft, Stripe's rules): a key belongs to
 * one worker and one operation; the hash of the request's canonical payload tells a repeat (first
 * answer returned) from a reuse with another payload (refused).
 */
export const orderIdempotency = pgTable(
  "order_idempotency",
  {
    workerId: text("worker_id").notNull(),
    operation: text("operation").notNull(),
    key: text("key").notNull(),
    payloadHash: text("payload_hash").notNull(),
    orderId: text("order_id").notNull(),
    result: jsonb("result").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workerId, table.operation, table.key] })],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type TierRow = typeof tiers.$inferSelect;
export type NewTierRow = typeof tiers.$inferInsert;
export type ComicRow = typeof comics.$inferSelect;
export type NewComicRow = typeof comics.$inferInsert;
export type SignatureRow = typeof signatures.$inferSelect;
export type OrderLogRow = typeof orderLog.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

// Relations let the order summary load in one statement (Drizzle's relational queries).
export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  tiers: many(tiers),
  comics: many(comics),
  transactions: many(transactions),
}));
export const tiersRelations = relations(tiers, ({ one }) => ({
  order: one(orders, { fields: [tiers.orderId], references: [orders.id] }),
}));
export const comicsRelations = relations(comics, ({ one }) => ({
  order: one(orders, { fields: [comics.orderId], references: [orders.id] }),
}));
export const transactionsRelations = relations(transactions, ({ one }) => ({
  order: one(orders, { fields: [transactions.orderId], references: [orders.id] }),
}));

/**
 * What staff counted in the box when a Submitted order arrived (issue 14, workflow §4 "Receiving: saved,
 * then completed, or discarded"): per tier id the number of books found, and a note. Saving keeps it;
 * completing moves the order to Invoicing; discarding cancels it as never received.
 */
export const receivingChecks = pgTable("receiving_checks", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
  note: text("note"),
  workerId: text("worker_id"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
