// POST /api/email/ResendEmail and /api/email/BulkEmail (administration §4, §5, §8): a comment is
// required (the domain's rule and message); a message is put back only while it is still failed, so a
// double click or a second worker never queues it twice; "failures reject with the error".
import type { TBulkEmail, TResendResult } from "@gbo/contracts/mail";
import { validateResendComment } from "@gbo/domain/mail";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { failedAmong, findMail, oneFailedAt, resetFailedMail } from "./mail.queries";

export const MAIL_NOT_FOUND = "E-mail not found.";
export const MAIL_NOT_FAILED =
  "This e-mail was already resent or has changed. Reload the list and try again.";
export const BULK_NONE_FAILED =
  "None of the selected e-mails is still in the failed list. Reload the list and try again.";
export const SELECT_EMAILS = "Please select at least one e-mail.";

type Actor = { id: string; userName: string };
type Options = { db: Db; log: FastifyBaseLogger; actor: Actor };

function requireComment(comment: string | undefined): string {
  const checked = validateResendComment(comment);
  if (!checked.ok) throw AppError.fields(checked.message, { comment: [checked.message] });
  return checked.value;
}

export async function resendEmail(
  options: Options,
  input: { id: string; comment?: string; version: number },
): Promise<TResendResult> {
  const comment = requireComment(input.comment);
  const note = { comment, by: options.actor.userName };
  const ids = await resetFailedMail(options.db, oneFailedAt(input.id, input.version), note);
  if (ids.length === 0) {
    if (!(await findMail(options.db, input.id))) throw new AppError("not_found", MAIL_NOT_FOUND);
    throw new AppError("conflict", MAIL_NOT_FAILED);
  }
  options.log.info({ by: options.actor.userName, mailId: input.id }, "mail: resent");
  return { count: 1 };
}

export async function bulkResendEmail(options: Options, input: TBulkEmail): Promise<TResendResult> {
  const ids = input.ids ?? [];
  if (!input.isAll && ids.length === 0) throw new AppError("bad_request", SELECT_EMAILS);
  const comment = requireComment(input.comment);
  const note = { comment, by: options.actor.userName };
  const resent = await resetFailedMail(options.db, input.isAll ? undefined : failedAmong(ids), note);
  if (resent.length === 0) throw new AppError("conflict", BULK_NONE_FAILED);
  options.log.info(
    { by: options.actor.userName, count: resent.length, isAll: input.isAll },
    "mail: bulk resent",
  );
  return { count: resent.length };
}
