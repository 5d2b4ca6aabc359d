// GET /api/email/GetFailedEmail: the failed list, newest failure first, then the messages resent lately
// with their state (queued, sent or failed again), a page at a time. A customer's milestone e-mail (issue
// 33) says which milestone and order it told of, and a failure the recipient's server refused for good
// (domain isBounceError) is marked bounced.
import type { TFailedEmail, TFailedEmailsPage } from "@gbo/contracts/mail";
import { isBounceError } from "@gbo/domain/customers";
import { MILESTONE_LABELS, type Milestone } from "@gbo/domain/mail";
import type { Db } from "../../db/client";
import type { MailRow } from "../../db/schema/index";
import { selectFailedMail, toFailedEmail } from "./mail.queries";

function toListedEmail(row: MailRow): TFailedEmail {
  const listed = toFailedEmail(row);
  const milestone = (row.milestone as Milestone | null) ?? null;
  return {
    ...listed,
    milestone,
    milestoneLabel: milestone ? MILESTONE_LABELS[milestone] : null,
    orderId: row.orderId,
    isBounced: listed.state === "failed" && isBounceError(row.error),
  };
}

export async function listFailedEmails(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<TFailedEmailsPage> {
  const { rows, total, failedTotal } = await selectFailedMail(db, query.page, query.pageSize);
  return { rows: rows.map(toListedEmail), page: query.page, pageSize: query.pageSize, total, failedTotal };
}
