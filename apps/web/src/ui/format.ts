import { toShortDateTime, toShortDisplay } from "@gbo/domain/dates";
import { formatMoney, toCents } from "@gbo/domain/money";

/** An API amount (two decimals) in the order's currency: "$12.50" / "CA$12.50". */
export function money(amount: number, countryCode: string): string {
  return formatMoney(toCents(amount), countryCode);
}

/** "mm-dd-yy" for a YYYY-MM-DD day (administration §9), or a dash. */
export function shortDay(day: string | null | undefined): string {
  if (!day) return "—";
  try {
    return toShortDisplay(day.slice(0, 10));
  } catch {
    return day;
  }
}

/** "3 days left", "due today", "2 days late". */
export function daysLeftText(daysLeft: number | null | undefined): string {
  if (daysLeft === null || daysLeft === undefined) return "—";
  if (daysLeft === 0) return "due today";
  if (daysLeft < 0) return `${-daysLeft} day${daysLeft === -1 ? "" : "s"} late`;
  return `${daysLeft} day${daysLeft === 1 ? "" : "s"} left`;
}

/** "mm-dd-yy hh:mm" on the worker's clock: the spec's date format with the time where it matters (logs, payments). */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return toShortDateTime(date, -date.getTimezoneOffset());
}
