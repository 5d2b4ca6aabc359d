// Failed e-mails (administration §4 "Mail"): what a resend needs.
import { RESEND_COMMENT_REQUIRED } from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";

/** "Mail resend: a comment is required in the confirmation box." */
export function validateResendComment(comment: string | null | undefined): Result<string> {
  const text = comment?.trim() ?? "";
  return text ? ok(text) : fail(RESEND_COMMENT_REQUIRED);
}
