import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type MailRow, mailOutbox } from "../../db/schema/index";

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

export async function insertMail(db: Db, mail: OutgoingMail): Promise<MailRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning();
  if (!row) throw new Error("insert returned no mail");
  return row;
}

/**
 * Takes the oldest due message and leases it for `leaseSeconds` (next_attempt_at moves past the lease,
 * attempts counts the try), so another process or timer tick skips it while this one talks to the relay.
 * One message per lease: a lease starts right before its own send, never while earlier ones are sent.
 * SKIP LOCKED lets two senders lease different rows at the same moment instead of waiting. The pick is a
 * scalar subquery (`id = (…)`, run once): as `id IN (…)` the planner may rescan it per row, and each
 * rescan finds the next due row because this very update just leased the previous one.
 */
export async function leaseNextMail(db: Db, leaseSeconds: number): Promise<MailRow | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "not sent"),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        // A milestone e-mail goes once the renderer has written it (milestone-outbox.ts).
        sql`(${mailOutbox.milestone} is null or ${mailOutbox.renderedAt} is not null)`,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(and(sql`${mailOutbox.id} = (${due})`, eq(mailOutbox.status, "not sent")))
    .returning();
  return row;
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: new Date(), error: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * A failed try: a final one goes to the failed list (next_attempt_at then records when it failed, which
 * orders that list); otherwise the message waits `retryInSeconds` for its next try.
 */
export async function markMailFailed(
  db: Db,
  id: string,
  error: string,
  options: { isFinal: boolean; retryInSeconds: number },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      error: error.slice(0, 1000),
      status: options.isFinal ? "failed" : "not sent",
      nextAttemptAt: options.isFinal
        ? sql`now()`
        : sql`now() + make_interval(secs => ${options.retryInSeconds})`,
    })
    .where(eq(mailOutbox.id, id));
}

export type OutboxStore = {
  leaseNextMail: typeof leaseNextMail;
  markMailSent: typeof markMailSent;
  markMailFailed: typeof markMailFailed;
};

export const outboxStore: OutboxStore = { leaseNextMail, markMailSent, markMailFailed };
