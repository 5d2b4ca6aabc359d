// The customer's milestone e-mails on their record (issue 33 point 4): which ones they receive (only the
// optional ones may be turned off; receipts and shipping always go), whether their address can take mail,
// and when a failed send means the address bounced.
import { MILESTONE_LABELS, MILESTONES, type Milestone, OPTIONAL_MILESTONES } from "../mail/milestones";
import { isEmail } from "../text/email";

const OPTIONAL_LABELS = OPTIONAL_MILESTONES.map((m) => MILESTONE_LABELS[m]);
export const MAIL_CHOICE_ALWAYS_SENT = `Receipts and shipping e-mails are always sent; only ${OPTIONAL_LABELS.slice(0, -1).join(", ")} and ${OPTIONAL_LABELS.at(-1)} can be turned off.`;
export const MAIL_CHOICE_UNKNOWN = "Please choose milestones from the list.";
export const EMAIL_NOT_VALID_WARNING =
  "This e-mail address is not valid: the customer's milestone e-mails cannot reach them.";
export const MAIL_CHOICES_SAVED = "E-mail choices saved.";

type Checked = { ok: true; value: Milestone[] } | { ok: false; message: string };

/** The turned-off list as stored: known, optional milestones only, once each, in the milestones' order. */
export function checkMailChoices(turnedOff: readonly string[]): Checked {
  if (turnedOff.some((m) => !(MILESTONES as readonly string[]).includes(m))) {
    return { ok: false, message: MAIL_CHOICE_UNKNOWN };
  }
  if (turnedOff.some((m) => !OPTIONAL_MILESTONES.includes(m as Milestone))) {
    return { ok: false, message: MAIL_CHOICE_ALWAYS_SENT };
  }
  return { ok: true, value: MILESTONES.filter((m) => turnedOff.includes(m)) };
}

/** The audit's words for a choice ("All sent", "Off: Received, Grades ready"). */
export function describeMailChoices(turnedOff: readonly string[]): string {
  const off = MILESTONES.filter((m) => turnedOff.includes(m));
  return off.length === 0 ? "All sent" : `Off: ${off.map((m) => MILESTONE_LABELS[m]).join(", ")}`;
}

/** The same pattern every e-mail field of the product checks (text/email). */
export function isMailableAddress(email: string | null | undefined): boolean {
  return typeof email === "string" && isEmail(email);
}

// What the sender stores for a refusal is nodemailer's message with the relay's reply (integrations/mail/
// smtp-errors): "Can't send mail - all recipients were rejected: 550 5.1.1 …" (RCPT TO), "Recipient command
// failed: 550 …" or "Message failed: 554 …" (DATA). A 5xx there is the recipient's server refusing this
// address or this message for good: a bounce. A 5xx on sign-in ("Invalid login: 535 …") or on the sender
// ("Mail command failed: 550 …") is the lab's relay problem, not the customer's address, so it is not one.
const BOUNCE =
  /^(Can't send mail - all recipients were rejected|Recipient command failed|Message failed(?: for recipient [^:]*)?): 5\d\d\b/;

/** A failed e-mail's stored error says the recipient's address refused it permanently (SMTP 5xx). */
export function isBounceError(error: string | null | undefined): boolean {
  return typeof error === "string" && BOUNCE.test(error);
}
