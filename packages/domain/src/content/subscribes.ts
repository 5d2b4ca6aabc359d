// Subscribes search and export (administration §4, §5): the date pair both screens filter by.
import { daysBetween, isIsoDay } from "../dates/index";
import {
  SUBSCRIBES_ENTER_END_DATE,
  SUBSCRIBES_ENTER_START_DATE,
  SUBSCRIBES_SELECT_END_DATE,
  SUBSCRIBES_SELECT_START_DATE,
  SUBSCRIBES_START_AFTER_END,
} from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";

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
