// Origins offered on the invoice (submissions-pricing §9): events not older than 3 days, plus Mail and
// Walk In.
import { daysBetween } from "../dates";

export const ORIGIN_EVENT_MAX_AGE_DAYS = 3;
export type Origin = { id: string; title: string; date?: string };
export const FIXED_ORIGINS: readonly Origin[] = [
  { id: "Mail", title: "Mail" },
  { id: "WalkIn", title: "Walk In" },
];

/** Events dated at most 3 days before today (future events included), then Mail and Walk In. */
export function listOrigins(events: readonly Origin[], today: string): Origin[] {
  const recent = events.filter(
    (e) => e.date !== undefined && daysBetween(e.date, today) <= ORIGIN_EVENT_MAX_AGE_DAYS,
  );
  return [...recent, ...FIXED_ORIGINS];
}
