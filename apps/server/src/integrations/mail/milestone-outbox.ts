// A customer's milestone e-mail enters the outbox in the transaction that records the move (issue 33), so a
// crash neither loses nor doubles it: the row carries its key (domain milestoneKey) and a second move to the
// same milestone finds the key taken and adds nothing. The customer's address and choices are read in the
// same statement; a milestone the customer turned off queues nothing. Subject and text are the renderer's
// (modules/mail/milestones), written right after the commit; the sender takes only rendered rows.
import {
  GRADING_STATUSES,
  isMilestoneSent,
  MILESTONE_LABELS,
  type Milestone,
  milestoneKey,
  OPTIONAL_MILESTONES,
} from "@gbo/domain/mail";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import type { MilestoneDetail } from "../../db/schema/index";

export type QueuedMilestone = {
  orderId: string;
  milestone: Milestone;
  transactionId?: number;
  trackingNumber?: string;
  correction?: NonNullable<MilestoneDetail["correction"]>;
};

/**
 * Queues the milestone's e-mail unless its key is taken or the customer turned it off; true when queued.
 * Grades ready is queued only once no tier of the order is left at a grading station (domain areGradesReady,
 * read on the rows this transaction has just written).
 */
export async function queueMilestoneMail(tx: Db, queued: QueuedMilestone): Promise<boolean> {
  const { orderId, milestone, transactionId, trackingNumber, correction } = queued;
  const key = milestoneKey({ orderId, milestone, transactionId, correctedTo: correction?.to });
  const detail: MilestoneDetail = {
    ...(transactionId === undefined ? {} : { transactionId }),
    ...(trackingNumber === undefined ? {} : { trackingNumber }),
    ...(correction ? { correction } : {}),
  };
  // isMilestoneSent is the rule; the statement applies it to the customer's stored choices.
  const isOptional = !isMilestoneSent(milestone, OPTIONAL_MILESTONES);
  const gradesReady =
    milestone === "grades"
      ? sql`and exists (select 1 from tiers t where t.order_id = o.id)
            and not exists (select 1 from tiers t where t.order_id = o.id
                             and t.status in (${sql.join(
                               GRADING_STATUSES.map((status) => sql`${status}`),
                               sql`, `,
                             )}))`
      : sql``;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into mail_outbox ("to", subject, text, order_id, customer_id, milestone, mail_key, detail)
        select c.email, ${`${MILESTONE_LABELS[milestone]}: order ${orderId}`}, '', o.id,
               o.customer_id, ${milestone}, ${key}, ${JSON.stringify(detail)}::jsonb
          from orders o join customers c on c.id = o.customer_id
         where o.id = ${orderId}
           and not (${isOptional} and c.mail_turned_off @> jsonb_build_array(${milestone}::text)) ${gradesReady}
        on conflict (mail_key) do nothing
        returning id`,
  );
  if (rows.length > 0) queuedIn.add(tx);
  return rows.length > 0;
}

const queuedListeners = new Set<() => void>();
/** The transactions that queued a milestone e-mail: their writer announces them once committed. */
const queuedIn = new WeakSet<object>();

/** The renderer's call: told after a commit that queued milestone e-mails (its timer catches the rest). */
export function onMilestonesQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Said by a writer after its transaction `tx` committed: the renderer is kicked only when that transaction
 * queued an e-mail (so it finds the rows committed, and a write that queued nothing costs nothing).
 */
export function announceMilestonesQueued(tx: object | undefined): void {
  if (!tx || !queuedIn.has(tx)) return;
  queuedIn.delete(tx);
  for (const listener of queuedListeners) listener();
}
