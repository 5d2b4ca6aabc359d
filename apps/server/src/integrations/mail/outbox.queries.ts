import { and, eq, inArray, lte, sql } from "drizzle-orm";
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
 * Takes up to `limit` due rows and leases them for `leaseSeconds`, so a second process (or timer tick)
 * does not send the same message while this one is still talking to the relay.
 */
export async function leaseDueMail(db: Db, limit: number, leaseSeconds: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "not sent"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: new Date(), error: null })
    .where(eq(mailOutbox.id, id));
}

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
      nextAttemptAt: sql`now() + make_interval(secs => ${options.retryInSeconds})`,
    })
    .where(eq(mailOutbox.id, id));
}
