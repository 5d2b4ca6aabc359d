// GET and POST /api/users/{id}/mail (issue 33 point 4): which milestone e-mails the customer receives (the
// domain refuses turning off receipts or shipping), saved with the record's version and audited as one
// "mailChoices" change; and their address's state: the product's e-mail pattern, and whether the latest
// finished e-mail to it bounced (domain isBounceError on the stored error; mail_outbox_customer_idx).
import type { TCustomerMail, TSaveCustomerMail } from "@gbo/contracts/customers";
import {
  checkMailChoices,
  describeMailChoices,
  isBounceError,
  isMailableAddress,
} from "@gbo/domain/customers";
import {
  isMilestoneSent,
  MILESTONE_LABELS,
  MILESTONES,
  type Milestone,
  OPTIONAL_MILESTONES,
} from "@gbo/domain/mail";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CustomerRow, customers, mailOutbox } from "../../../db/schema/index";
import { AppError } from "../../../http/errors";
import { type Actor, writeAudit } from "./customer-audit";
import { CUSTOMER_STALE, requireCustomer } from "./customer-profile";

const turnedOffOf = (row: CustomerRow): Milestone[] =>
  MILESTONES.filter((m) => row.mailTurnedOff.includes(m));

/** The latest e-mail to the customer's current address that has finished (sent or failed), if it bounced. */
async function bounceOf(db: Db, row: CustomerRow): Promise<TCustomerMail["bounce"]> {
  const [latest] = await db
    .select({ status: mailOutbox.status, error: mailOutbox.error, at: mailOutbox.nextAttemptAt })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.customerId, row.id),
        ne(mailOutbox.status, "not sent"),
        sql`lower(${mailOutbox.to}) = ${row.email.toLowerCase()}`,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (latest?.status !== "failed" || !isBounceError(latest.error)) return null;
  // A failed row's next_attempt_at is when it failed (outbox.queries markMailFailed).
  return { at: latest.at.toISOString(), error: latest.error ?? "" };
}

export async function toCustomerMail(db: Db, row: CustomerRow): Promise<TCustomerMail> {
  const turnedOff = turnedOffOf(row);
  return {
    email: row.email,
    isEmailValid: isMailableAddress(row.email),
    bounce: await bounceOf(db, row),
    choices: MILESTONES.map((milestone) => ({
      milestone,
      label: MILESTONE_LABELS[milestone],
      isOptional: OPTIONAL_MILESTONES.includes(milestone),
      isSent: isMilestoneSent(milestone, turnedOff),
    })),
    turnedOff,
    version: row.version,
  };
}

export async function getCustomerMail(db: Db, id: number): Promise<TCustomerMail> {
  return toCustomerMail(db, await requireCustomer(db, id));
}

export async function saveCustomerMail(
  db: Db,
  actor: Actor,
  id: number,
  input: TSaveCustomerMail,
): Promise<TCustomerMail> {
  const current = await requireCustomer(db, id);
  const checked = checkMailChoices(input.turnedOff);
  if (!checked.ok) throw AppError.fields(checked.message, { turnedOff: [checked.message] });
  const before = describeMailChoices(turnedOffOf(current));
  const after = describeMailChoices(checked.value);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(customers)
      .set({ mailTurnedOff: checked.value, updatedAt: new Date(), version: sql`${customers.version} + 1` })
      .where(and(eq(customers.id, id), eq(customers.version, input.version)))
      .returning();
    if (!saved) throw new AppError("conflict", CUSTOMER_STALE);
    if (before !== after) {
      await writeAudit(tx, id, actor, [{ field: "mailChoices", oldValue: before, newValue: after }]);
    }
    return saved;
  });
  return toCustomerMail(db, row);
}
