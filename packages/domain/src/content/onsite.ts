// Onsite and signing details (administration §4, §5): the event date's default and picker window, and
// the detail form (info e-mail, facilitators, comments).
import { addDays, isDayWithin, isIsoDay } from "../dates/index";
import {
  ENTER_COMMENT_LINE_1,
  ENTER_FACILITATOR_EMAIL,
  ENTER_FACILITATOR_INFO,
  ENTER_VALID_EMAIL,
  ENTER_VALID_FACILITATOR_EMAIL,
  EVENT_DATE_OUT_OF_RANGE,
} from "../messages/administration";
import { isEmail } from "../text/email";
import { fail, ok, type Result } from "../workflow/result";

/** "If the date is missing or more than 7 days old, it defaults to now." */
export const EVENT_DATE_STALE_DAYS = 7;

export function defaultEventDate(eventDate: Date | string | null | undefined, now: Date): Date {
  if (!eventDate) return now;
  const date = new Date(eventDate);
  if (Number.isNaN(date.getTime())) return now;
  return now.getTime() - date.getTime() > EVENT_DATE_STALE_DAYS * 86_400_000 ? now : date;
}

/** "The event date picker allows today to 365 days ahead." Days are YYYY-MM-DD. */
export const EVENT_DATE_WINDOW_DAYS = 365;

export function validateEventDay(day: string, today: string): Result<string> {
  return isIsoDay(day) && isDayWithin(day, today, addDays(today, EVENT_DATE_WINDOW_DAYS))
    ? ok(day)
    : fail(EVENT_DATE_OUT_OF_RANGE);
}

export type OnsiteForm = {
  infoEmail: string;
  facilitators: readonly { info: string; email: string }[];
  comments: readonly { line1: string; line2?: string | null }[];
};

/** Onsite and signing detail: info e-mail, facilitators (info plus e-mail), comments (line 1). */
export function validateOnsiteForm(form: OnsiteForm): Result<OnsiteForm> {
  if (!isEmail(form.infoEmail)) return fail(ENTER_VALID_EMAIL);
  for (const facilitator of form.facilitators) {
    if (!facilitator.info.trim()) return fail(ENTER_FACILITATOR_INFO);
    if (!facilitator.email.trim()) return fail(ENTER_FACILITATOR_EMAIL);
    if (!isEmail(facilitator.email)) return fail(ENTER_VALID_FACILITATOR_EMAIL);
  }
  for (const comment of form.comments) {
    if (!comment.line1.trim()) return fail(ENTER_COMMENT_LINE_1);
  }
  return ok(form);
}
