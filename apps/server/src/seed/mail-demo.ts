// Demo e-mails for /sendEmail (issue 16): a few delivered messages and a few that failed, with the errors a
// relay gives, addressed to demo customers. None is left "not sent": a demo started with SMTP_URL would
// otherwise deliver them on start.
import { asc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { customers, mailOutbox } from "../db/schema/index";

const HOUR = 3_600_000;

const FAILURES = [
  "Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox does not exist",
  "452 4.2.2 Mailbox full, try again later",
  "Greeting never received",
  "Can't send mail - all recipients were rejected: 553 5.1.3 Invalid recipient address",
] as const;

const SUBJECTS = [
  "Your order has shipped",
  "Your submission was received",
  "Your comics are graded",
  "Invoice ready for payment",
  "Convention drop-off reminder",
] as const;

export async function seedDemoMail(db: Db): Promise<void> {
  const people = await db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(9);
  if (people.length === 0) return;
  const now = Date.now();
  const rows = people.map((person, index) => {
    const isFailed = index < FAILURES.length;
    const createdAt = new Date(now - (index + 1) * 7 * HOUR);
    const endedAt = new Date(createdAt.getTime() + (isFailed ? 31 * 60_000 : 2_000));
    const subject = SUBJECTS[index % SUBJECTS.length]!;
    const failure = FAILURES[index];
    return {
      to: person.email,
      subject,
      text: `Hello ${person.firstName || "there"},\n\n${subject}. Sign in to your account for the details.\n`,
      status: isFailed ? ("failed" as const) : ("sent" as const),
      // A refused recipient fails on the first try; a relay that kept deferring used all five.
      attempts: failure?.startsWith("Can't send") ? 1 : isFailed ? 5 : 1,
      error: failure ?? null,
      createdAt,
      nextAttemptAt: endedAt,
      sentAt: isFailed ? null : endedAt,
    };
  });
  await db.insert(mailOutbox).values(rows);
  // A failed message resent once before (and refused again), so the list shows a resend comment.
  await db.execute(sql`
    update ${mailOutbox} set resend_comment = ${"Customer asked again at the counter"}, resent_by = ${"manager"},
      resent_at = created_at + interval '1 hour'
    where ${mailOutbox.id} = (select id from ${mailOutbox} where status = 'failed' order by created_at limit 1)`);
}
