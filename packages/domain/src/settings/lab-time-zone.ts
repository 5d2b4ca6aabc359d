// The lab's time zone (issue 29 point 6): receipts print times on the lab's clock, not in UTC and not
// on whichever worker's browser asked for the PDF. An IANA zone name ("America/New_York"), set by a
// manager on the settings screen; until then the server's own zone.
import { fail, ok, type Result } from "../workflow/index";

export const TIME_ZONE_INVALID =
  "Enter a time zone by its IANA name, such as America/New_York or Europe/London.";

/** The zone the server runs in: the lab's zone until a manager sets one. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** An IANA zone name the runtime knows, as typed (trimmed); "UTC" counts, an offset like "+05:00" does not. */
export function validateTimeZone(text: string): Result<string> {
  const zone = text.trim();
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return fail(TIME_ZONE_INVALID);
  try {
    // The runtime's own name for it ("america/new_york" → "America/New_York").
    return ok(new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return fail(TIME_ZONE_INVALID);
  }
}

/**
 * "mm-dd-yy hh:mm ZZZ" for an instant on the zone's clock, with the zone's short name as the lab
 * reads it ("EST", "EDT"; "GMT+9" where the zone has no abbreviation in English).
 */
export function toZonedDateTime(instant: Date | number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "2-digit",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")}-${part("day")}-${part("year")} ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}
