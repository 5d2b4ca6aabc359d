// Conventions, onsite events and signings (administration §3–§5, §9): the forms' field-by-field problems
// (the spec's texts; the same checks as validateOnsiteForm, but each tied to its field so a screen can
// mark it) and the event's day and hourly slot. An event's time is the venue's wall-clock time, kept as
// that day and hour in UTC ("floating"): 2 pm at the venue shows as 2 pm wherever the office is.
import { isIsoDay } from "../dates/index";
import {
  ENTER_COMMENT_LINE_1,
  ENTER_FACILITATOR_EMAIL,
  ENTER_FACILITATOR_INFO,
  ENTER_VALID_EMAIL,
  ENTER_VALID_FACILITATOR_EMAIL,
} from "../messages/administration";
import { isEmail } from "../text/email";
import { defaultEventDate, type OnsiteForm, validateEventDay } from "./onsite";
import { plainTextProblem } from "./public-text";

/** The spec names no convention messages; these say what is missing. */
export const CONVENTION_TITLE_REQUIRED = "Please enter convention title.";
export const CONVENTION_DATE_INVALID = "Please enter a valid convention date.";

export type ProblemsByField = Record<string, string>;

/** Adds `field`'s plain-text problem (public feed texts, content-public-text) unless it has one already. */
function checkPlainText(problems: ProblemsByField, field: string, label: string, text?: string | null) {
  const message = problems[field] ? undefined : plainTextProblem(label, text);
  if (message) problems[field] = message;
}

export function conventionFormProblems(form: {
  title: string;
  date: string;
  address?: string | null;
}): ProblemsByField {
  const problems: ProblemsByField = {};
  if (!form.title.trim()) problems.title = CONVENTION_TITLE_REQUIRED;
  if (!isIsoDay(form.date.trim())) problems.date = CONVENTION_DATE_INVALID;
  checkPlainText(problems, "title", "Title", form.title);
  checkPlainText(problems, "address", "Address", form.address);
  return problems;
}

/**
 * Every problem of an onsite or signing form, keyed `infoEmail`, `eventDate`, `facilitators.{i}.info|email`,
 * `comments.{i}.line1`, in screen order. `keptDay` is the day already saved: re-saving an event whose day
 * has passed keeps it (the window applies to a day the person picks).
 */
export function contentEventProblems(
  form: OnsiteForm & { eventDate: string; title?: string },
  options: { today: string; keptDay?: string | null },
): ProblemsByField {
  const problems: ProblemsByField = {};
  checkPlainText(problems, "title", "Title", form.title);
  const day = form.eventDate.trim();
  if (day !== options.keptDay) {
    const checked = validateEventDay(day, options.today);
    if (!checked.ok) problems.eventDate = checked.message;
  }
  if (!isEmail(form.infoEmail)) problems.infoEmail = ENTER_VALID_EMAIL;
  checkPlainText(problems, "infoEmail", "Info e-mail", form.infoEmail);
  form.facilitators.forEach((facilitator, i) => {
    if (!facilitator.info.trim()) problems[`facilitators.${i}.info`] = ENTER_FACILITATOR_INFO;
    if (!facilitator.email.trim()) problems[`facilitators.${i}.email`] = ENTER_FACILITATOR_EMAIL;
    else if (!isEmail(facilitator.email)) problems[`facilitators.${i}.email`] = ENTER_VALID_FACILITATOR_EMAIL;
    checkPlainText(problems, `facilitators.${i}.info`, "Facilitator info", facilitator.info);
    checkPlainText(problems, `facilitators.${i}.email`, "Facilitator e-mail", facilitator.email);
  });
  form.comments.forEach((comment, i) => {
    if (!comment.line1.trim()) problems[`comments.${i}.line1`] = ENTER_COMMENT_LINE_1;
    checkPlainText(problems, `comments.${i}.line1`, "Comment line 1", comment.line1);
    checkPlainText(problems, `comments.${i}.line2`, "Comment line 2", comment.line2);
  });
  return problems;
}

export type EventSlot = { day: string; hour: number };

/** "24 hourly slots from 12:00 am to 11:00 pm." */
export function hourlySlots(): string[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    return `${h12}:00 ${hour < 12 ? "am" : "pm"}`;
  });
}

/** The stored instant of a day and hourly slot (0 = 12:00 am … 23 = 11:00 pm). */
export function eventInstantOf(slot: EventSlot): Date {
  return new Date(`${slot.day}T${String(slot.hour).padStart(2, "0")}:00:00.000Z`);
}

export function eventSlotOf(instant: Date | string): EventSlot {
  const date = new Date(instant);
  return { day: date.toISOString().slice(0, 10), hour: date.getUTCHours() };
}

/**
 * What the detail form starts with (§4): the saved day and hour, or — when missing or more than 7 days
 * old — now (`now` is the wall clock as a floating instant: the local day and hour written as UTC).
 */
export function formEventSlot(saved: EventSlot | null, now: Date): EventSlot {
  return eventSlotOf(defaultEventDate(saved ? eventInstantOf(saved) : null, now));
}
