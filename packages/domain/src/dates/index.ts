// Calendar days in UTC as "YYYY-MM-DD" strings. Business rules compare days, not instants, so the
// server and a browser in another time zone agree on "today" once the caller picks the day.

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of an instant. */
export function utcDay(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar day in YYYY-MM-DD form (no 2025-02-30). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return utcDay(date) === text;
}

function toUtcMs(day: string): number {
  if (!isIsoDay(day)) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return utcDay(toUtcMs(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Whether `day` lies in [from, to], both inclusive. */
export function isDayWithin(day: string, from: string, to: string): boolean {
  return daysBetween(from, day) >= 0 && daysBetween(day, to) >= 0;
}

/** "MM-DD-YYYY" (the shipping-rate call's received date, submissions §7). */
export function toMonthDayYear(day: string): string {
  const [year, month, date] = day.split("-");
  toUtcMs(day);
  return `${month}-${date}-${year}`;
}

/** "mm-dd-yy" display (administration §9). */
export function toShortDisplay(day: string): string {
  const [year, month, date] = day.split("-");
  toUtcMs(day);
  return `${month}-${date}-${(year ?? "").slice(2)}`;
}

/**
 * "mm-dd-yy hh:mm" (24-hour) for an instant, in the zone `utcOffsetMinutes` east of UTC (the browser
 * passes its own: a log entry shows the time on the worker's clock, with the spec's date format).
 */
export function toShortDateTime(instant: Date | number, utcOffsetMinutes = 0): string {
  const shifted = new Date(new Date(instant).getTime() + utcOffsetMinutes * 60_000).toISOString();
  return `${toShortDisplay(shifted.slice(0, 10))} ${shifted.slice(11, 16)}`;
}

/** A typed month/day/year ("1/5/2026", "01-05-2026") as YYYY-MM-DD, or null when it is no real day. */
export function parseMonthDayYear(text: string): string | null {
  const match = /^\s*(\d{1,2})[/-](\d{1,2})[/-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${match[1]?.padStart(2, "0")}-${match[2]?.padStart(2, "0")}`;
  return isIsoDay(day) ? day : null;
}

/** Start of the recent window: `days` before today (queues' recent list, workflow §2). */
export function windowStart(today: string, days: number): string {
  return addDays(today, -days);
}
