// SQL of the e-mail screen: the failed list (with the recently resent messages and their state), putting failed messages back for delivery, and a /sendEmail
// batch. Delivery itself is the outbox sender's (integrations/mail).
import { RESENT_LISTED_DAYS, type TFailedEmail, type TMailState } from "@gbo/contracts/mail";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customers, type MailRow, mailOutbox } from "../../db/schema/index";

/** A resend: the worker's required comment and their user name. */
type ResendNote = { comment: string; by: string };

const STATE_OF: Record<MailRow["status"], TMailState> = {
  "not sent": "queued",
  sent: "sent",
  failed: "failed",
};

export function toFailedEmail(row: MailRow): TFailedEmail {
  const state = STATE_OF[row.status];
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    state,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    // A failed row's next_attempt_at is when it failed; on a queued or sent row it is a send lease.
    failedAt: state === "failed" ? row.nextAttemptAt.toISOString() : null,
    sentAt: state === "sent" ? (row.sentAt?.toISOString() ?? null) : null,
    resendComment: row.resendComment,
    resentBy: row.resentBy,
    resentAt: row.resentAt?.toISOString() ?? null,
    version: row.attempts,
  };
}

const isFailed = eq(mailOutbox.status, "failed");
/** The list: every failed message, and those resent lately whatever became of them (a resend's trace). */
const isListed = or(
  isFailed,
  sql`${mailOutbox.resentAt} > now() - make_interval(days => ${RESENT_LISTED_DAYS})`,
);

/** Failed first, the newest failure first; then the resent ones, the latest resend first. */
export async function selectFailedMail(db: Db, page: number, pageSize: number) {
  const [counted] = await db
    .select({
      count: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${isFailed}))::int`,
    })
    .from(mailOutbox)
    .where(isListed);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(isListed)
    .orderBy(
      sql`(${mailOutbox.status} = 'failed') desc`,
      sql`case when ${mailOutbox.status} = 'failed' then ${mailOutbox.nextAttemptAt} else ${mailOutbox.resentAt} end desc`,
      desc(mailOutbox.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: counted?.count ?? 0, failedTotal: counted?.failed ?? 0 };
}

export async function findMail(db: Db, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/**
 * Puts failed messages back for delivery now, with a fresh count of tries, and records the resend.
 * Only rows still failed change, so a second click (or a second worker) finds nothing to resend.
 */
export async function resetFailedMail(db: Db, where: SQL | undefined, note: ResendNote): Promise<string[]> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: "not sent",
      attempts: 0,
      error: null,
      nextAttemptAt: sql`now()`,
      resendComment: note.comment,
      resentBy: note.by,
      resentAt: sql`now()`,
    })
    .where(and(isFailed, where))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

export const oneFailedAt = (id: string, version: number) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, version));
export const failedAmong = (ids: readonly string[]) => inArray(mailOutbox.id, [...ids]);

// Advisory-lock namespace for /sendEmail batches: one request per batch id at a time.
const MAIL_BATCH_LOCK = 471_300_001;

export async function lockBatch(tx: Db, batchId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_BATCH_LOCK}, hashtext(${batchId}))`);
}

/** What an earlier request queued under this batch id (the batch index serves it). */
export async function selectBatch(tx: Db, batchId: string) {
  return tx
    .select({ subject: mailOutbox.subject, to: mailOutbox.to })
    .from(mailOutbox)
    .where(eq(mailOutbox.batchId, batchId));
}

export async function selectCustomerEmails(tx: Db, ids: readonly number[]) {
  return tx
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(inArray(customers.id, [...ids]));
}

export async function insertBatch(
  tx: Db,
  batch: { batchId: string; subject: string; text: string; to: readonly string[] },
): Promise<void> {
  if (batch.to.length === 0) return;
  await tx
    .insert(mailOutbox)
    .values(batch.to.map((to) => ({ to, subject: batch.subject, text: batch.text, batchId: batch.batchId })));
}
