// The throughput range: a preset of the last 7/30/90 days or two chosen days, checked by the domain.
import type { TDashboardRangeQuery } from "@gbo/contracts/dashboard";
import { validateRange } from "@gbo/domain/dashboard";
import { addDays, isIsoDay, parseMonthDayYear, utcDay } from "@gbo/domain/dates";

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The last `days` days, today included. */
export function presetRange(days: number, today: string): TDashboardRangeQuery {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The preset a range is, if any (so the chooser shows it selected). */
export function presetOf(range: TDashboardRangeQuery, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((days) => {
      const preset = presetRange(days, today);
      return preset.from === range.from && preset.to === range.to;
    }) ?? null
  );
}

/** The domain's message for a range the server would refuse, or one for a day not picked yet. */
export function rangeProblem(from: string | null, to: string | null): string | null {
  if (!from || !to) return "Choose both days of the range.";
  if (!isIsoDay(from) || !isIsoDay(to)) return "Choose real days (YYYY-MM-DD).";
  return validateRange(from, to);
}

/** Today on the worker's clock (the caller picks the day; the domain compares days). */
export function localToday(now = new Date()): string {
  return utcDay(now.getTime() - now.getTimezoneOffset() * 60_000);
}

/** What the From and To fields accept: YYYY-MM-DD or month/day/year ("1/5/2026", "01-05-2026"). */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  return isIsoDay(trimmed) ? trimmed : parseMonthDayYear(trimmed);
}
