import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type MailStatus = "not sent" | "sent" | "failed";

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
  },
  (t) => [
    index("mail_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_batch_idx").on(t.batchId),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
