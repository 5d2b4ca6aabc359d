// What was said to customers (issue 33 point 5): a customer's milestone e-mails, newest first, a page at a
// time (mail_outbox_customer_idx), and an order's, in time order for its log (mail_outbox_order_idx).
import type { TCustomerEmailsPage, TMilestoneEmail, TOrderEmails } from "@gbo/contracts/mail";
import { isBounceError } from "@gbo/domain/customers";
import { MILESTONE_LABELS, type Milestone } from "@gbo/domain/mail";
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type MailRow, mailOutbox } from "../../../db/schema/index";

const STATE_OF = { "not sent": "queued", sent: "sent", failed: "failed" } as const;

export function toMilestoneEmail(row: MailRow): TMilestoneEmail {
  const milestone = row.milestone as Milestone;
  const state = STATE_OF[row.status];
  return {
    id: row.id,
    milestone,
    label: MILESTONE_LABELS[milestone],
    isCorrection: Boolean(row.detail?.correction),
    orderId: row.orderId ?? "",
    to: row.to,
    state,
    error: state === "failed" ? row.error : null,
    isBounced: state === "failed" && isBounceError(row.error),
    createdAt: row.createdAt.toISOString(),
    sentAt: state === "sent" ? (row.sentAt?.toISOString() ?? null) : null,
    // A failed row's next_attempt_at is when it failed (integrations/mail outbox.queries).
    failedAt: state === "failed" ? row.nextAttemptAt.toISOString() : null,
  };
}

export async function listCustomerEmails(
  db: Db,
  customerId: number,
  query: { page: number; pageSize: number },
): Promise<TCustomerEmailsPage> {
  const where = and(eq(mailOutbox.customerId, customerId), isNotNull(mailOutbox.milestone));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ]);
  return {
    rows: rows.map(toMilestoneEmail),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.count ?? 0,
  };
}

export async function listOrderEmails(db: Db, orderId: string): Promise<TOrderEmails> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), isNotNull(mailOutbox.milestone)))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return { rows: rows.map(toMilestoneEmail) };
}
