// Site content rules (administration §4, §5): onsite/signing forms and event dates, subscribe date
// ranges, label queue and sales rep conditions.
import { addDays, daysBetween, isDayWithin, isIsoDay } from "../dates/index";
import {
  CLEAR_QUEUE_EMPTY,
  ENTER_COMMENT_LINE_1,
  ENTER_FACILITATOR_EMAIL,
  ENTER_FACILITATOR_INFO,
  ENTER_VALID_EMAIL,
  ENTER_VALID_FACILITATOR_EMAIL,
  EVENT_DATE_OUT_OF_RANGE,
  RESEND_COMMENT_REQUIRED,
  SUBSCRIBES_ENTER_END_DATE,
  SUBSCRIBES_ENTER_START_DATE,
  SUBSCRIBES_SELECT_END_DATE,
  SUBSCRIBES_SELECT_START_DATE,
  SUBSCRIBES_START_AFTER_END,
} from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";
import { isEmail } from "./email";

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

/**
 * Subscribes search and export: both dates or none; start not after end. The search says "select",
 * the export says "enter". The value is null when neither date is given (everything).
 */
export function validateSubscribesRange(
  start: string | null | undefined,
  end: string | null | undefined,
  mode: "search" | "export",
): Result<{ start: string; end: string } | null> {
  // A picker gives real days; anything else counts as not chosen.
  const day = (text: string | null | undefined) => (text && isIsoDay(text.trim()) ? text.trim() : null);
  const from = day(start);
  const to = day(end);
  if (!from && !to) return ok(null);
  if (from && !to) return fail(mode === "search" ? SUBSCRIBES_SELECT_END_DATE : SUBSCRIBES_ENTER_END_DATE);
  if (!from) return fail(mode === "search" ? SUBSCRIBES_SELECT_START_DATE : SUBSCRIBES_ENTER_START_DATE);
  if (!to) return fail(mode === "search" ? SUBSCRIBES_SELECT_END_DATE : SUBSCRIBES_ENTER_END_DATE);
  if (daysBetween(from, to) < 0) return fail(SUBSCRIBES_START_AFTER_END);
  return ok({ start: from, end: to });
}

/** "It can be cleared only when the total page count is above 0." */
export function canClearLabelQueue(totalPages: number): boolean {
  return totalPages > 0;
}

/** "Deletion is offered only when the rep has no orders." */
export function canDeleteSalesRep(orderCount: number): boolean {
  return orderCount === 0;
}

export function validateClearLabelQueue(totalPages: number): Result<null> {
  return canClearLabelQueue(totalPages) ? ok(null) : fail(CLEAR_QUEUE_EMPTY);
}

/** "Mail resend: a comment is required in the confirmation box." */
export function validateResendComment(comment: string | null | undefined): Result<string> {
  const text = comment?.trim() ?? "";
  return text ? ok(text) : fail(RESEND_COMMENT_REQUIRED);
}
