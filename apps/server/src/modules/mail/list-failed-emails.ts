// GET /api/email/GetFailedEmail: the failed list, newest failure first, then the messages resent lately
// with their state (queued, sent or failed again), a page at a time.
import type { TFailedEmailsPage } from "@gbo/contracts/mail";
import type { Db } from "../../db/client";
import { selectFailedMail, toFailedEmail } from "./mail.queries";

export async function listFailedEmails(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<TFailedEmailsPage> {
  const { rows, total, failedTotal } = await selectFailedMail(db, query.page, query.pageSize);
  return { rows: rows.map(toFailedEmail), page: query.page, pageSize: query.pageSize, total, failedTotal };
}
