// Received date of an invoice (submissions-pricing §5, §9): default today; reset when missing or older
// than 90 days; the picker offers 60 days back to today, never the future. Days are YYYY-MM-DD.
import { addDays, daysBetween, isDayWithin, isIsoDay } from "../dates";

export const RECEIVED_DATE_RESET_DAYS = 90;
export const RECEIVED_DATE_PICKER_DAYS = 60;

/** The received date to show: the stored one, or today when it is missing or older than 90 days. */
export function effectiveReceivedDate(stored: string | null | undefined, today: string): string {
  if (!stored || !isIsoDay(stored)) return today;
  return daysBetween(stored, today) > RECEIVED_DATE_RESET_DAYS ? today : stored;
}

export function receivedDatePickerRange(today: string): { min: string; max: string } {
  return { min: addDays(today, -RECEIVED_DATE_PICKER_DAYS), max: today };
}

export function isReceivedDateSelectable(day: string, today: string): boolean {
  if (!isIsoDay(day)) return false;
  const { min, max } = receivedDatePickerRange(today);
  return isDayWithin(day, min, max);
}
