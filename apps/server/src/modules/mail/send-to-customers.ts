// POST /api/email/send (/sendEmail): one message to chosen customers, through the outbox. The batch id is
// the idempotency key: the request holds the batch's lock, and a repeat (a retried request, a double
// click) finds the batch queued and adds nothing; the same key with another message is refused.
import type { TSendEmail, TSendEmailResult } from "@gbo/contracts/mail";
import { isEmail } from "@gbo/domain/text";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { insertBatch, lockBatch, selectBatch, selectCustomerEmails } from "./mail.queries";

export const NO_VALID_RECIPIENTS = "None of the chosen customers has a valid e-mail address.";
export const BATCH_REUSED = "This message was already sent with other content; start a new message.";

export async function sendToCustomers(
  options: { db: Db; log: FastifyBaseLogger; actor: { userName: string } },
  input: TSendEmail,
): Promise<TSendEmailResult> {
  const result = await options.db.transaction(async (tx) => {
    await lockBatch(tx, input.batchId);
    const earlier = await selectBatch(tx, input.batchId);
    if (earlier.length > 0) {
      if (earlier.some((row) => row.subject !== input.subject))
        throw new AppError("unprocessable", BATCH_REUSED);
      return { queued: earlier.length, skipped: [], isRepeat: true };
    }
    const found = await selectCustomerEmails(tx, input.customerIds);
    const emailOf = new Map(found.map((row) => [row.id, row.email.trim()]));
    const skipped = input.customerIds.filter((id) => !isEmail(emailOf.get(id) ?? ""));
    // Two chosen customers sharing one address get one message.
    const to = [
      ...new Map(
        input.customerIds
          .map((id) => emailOf.get(id) ?? "")
          .filter((email) => isEmail(email))
          .map((email) => [email.toLowerCase(), email]),
      ).values(),
    ];
    if (to.length === 0) throw new AppError("bad_request", NO_VALID_RECIPIENTS);
    await insertBatch(tx, { batchId: input.batchId, subject: input.subject, text: input.text, to });
    return { queued: to.length, skipped: [...new Set(skipped)], isRepeat: false };
  });
  options.log.info(
    { by: options.actor.userName, batchId: input.batchId, queued: result.queued, isRepeat: result.isRepeat },
    "mail: batch to customers",
  );
  return { batchId: input.batchId, ...result };
}
