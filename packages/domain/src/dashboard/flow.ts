// Arrivals, completions and what waits, day by day (issue 18 point 1): the chart's series.
import { addDays, daysBetween } from "../dates/index";

/** Days from `from` to `to` inclusive (YYYY-MM-DD). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * What waited at the end of each day, worked back from what waits now: the day before had what today
 * has, less today's arrivals, plus today's completions. A station whose line climbs gains more work
 * than it finishes: the bottleneck.
 */
export function waitingSeries(
  waitingNow: number,
  arrivals: readonly number[],
  completions: readonly number[],
): number[] {
  const series = new Array<number>(arrivals.length).fill(0);
  let waiting = waitingNow;
  for (let i = arrivals.length - 1; i >= 0; i--) {
    series[i] = Math.max(0, waiting);
    waiting = waiting - (arrivals[i] ?? 0) + (completions[i] ?? 0);
  }
  return series;
}

/** Items finished per day over a range, to one decimal. */
export function perDay(count: number, days: number): number {
  return days > 0 ? Math.round((count / days) * 10) / 10 : 0;
}

/** The tier code of a tier id: its two letters without the fast-pass letter ("SOF" -> "SO"). */
export function tierCodeOf(tierId: string): string {
  return tierId.slice(0, 2);
}

/** Longest range the throughput figures are asked for. */
export const THROUGHPUT_MAX_DAYS = 366;
export const THROUGHPUT_RANGE_TOO_LONG = `Choose a range of at most ${THROUGHPUT_MAX_DAYS} days.`;
export const THROUGHPUT_RANGE_BACKWARDS = "The range must end on or after its first day.";

/** How many days a range holds, both ends included, counted without walking it (a typed range may span centuries). */
export function rangeDays(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** Checks a chosen range (inclusive days); the message is the one the screen shows. */
export function validateRange(from: string, to: string): string | null {
  if (to < from) return THROUGHPUT_RANGE_BACKWARDS;
  if (rangeDays(from, to) > THROUGHPUT_MAX_DAYS) return THROUGHPUT_RANGE_TOO_LONG;
  return null;
}
