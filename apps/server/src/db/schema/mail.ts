import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export type MailStatus = "not sent" | "sent" | "failed";

/** What a milestone e-mail says beyond the order's own facts: its receipt, or the fact it corrects. */
export type MilestoneDetail = {
  transactionId?: number;
  /** The number the order shipped with, as it was when it shipped (a later correction is its own e-mail). */
  trackingNumber?: string;
  correction?: { field: "trackingNumber"; from: string | null; to: string };
};

/** Every e-mail goes through this outbox first; a sender delivers it when SMTP_URL is configured. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status").$type<MailStatus>().notNull().default("not sent"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    /** Earliest next try: a lease while one process sends it, then the retry back-off after a failure. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A message sent from /sendEmail belongs to one batch (one request, one idempotency key). */
    batchId: uuid("batch_id"),
    /** The comment a worker gave when resending a failed message, and who (user name) and when. */
    resendComment: text("resend_comment"),
    resentBy: text("resent_by"),
    resentAt: timestamp("resent_at", { withTimezone: true }),
    // A customer's milestone e-mail (issue 33): queued in the transaction that records the move, with the
    // order, the customer, the milestone and its key (one e-mail per key, however often the move repeats);
    // subject and text are written by the renderer (rendered_at) before the sender may take it.
    orderId: text("order_id"),
    customerId: integer("customer_id"),
    milestone: text("milestone"),
    mailKey: text("mail_key"),
    detail: jsonb("detail").$type<MilestoneDetail>(),
    renderedAt: timestamp("rendered_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_batch_idx").on(t.batchId),
    uniqueIndex("mail_outbox_key_uq").on(t.mailKey),
    // The order's log and the customer's history list their e-mails, newest first.
    index("mail_outbox_order_idx").on(t.orderId, t.createdAt).where(sql`${t.orderId} is not null`),
    index("mail_outbox_customer_idx").on(t.customerId, t.createdAt).where(sql`${t.customerId} is not null`),
    // Milestone rows the renderer has still to write (few: rendered right after their commit).
    index("mail_outbox_unrendered_idx")
      .on(t.createdAt)
      .where(sql`${t.milestone} is not null and ${t.renderedAt} is null`),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
