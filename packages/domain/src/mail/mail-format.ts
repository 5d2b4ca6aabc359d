// Amounts, dates and phones in a customer e-mail, written the way the customer's country writes them
// (issue 33 point 3). Dates are the lab's dates (its time zone), not the server's or UTC: "the box came
// in on November 28" must be the day the lab saw it.
import { formatMoney } from "../money/index";

export type MailCountry = "US" | "CA";
export type MailCurrency = "USD" | "CAD";

/**
 * "$1,234.50" / "CA$1,234.50" as every screen writes them; a US-dollar amount to a Canadian reads
 * "US$1,234.50", since a bare "$" means Canadian dollars to them.
 */
export function formatMailMoney(cents: number, currency: MailCurrency, country: MailCountry): string {
  if (currency === "CAD") return formatMoney(cents, "CA");
  const text = formatMoney(cents, "US");
  return country === "CA" ? text.replace("$", "US$") : text;
}

function zonedParts(instant: Date | string | number, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, ...options }).formatToParts(new Date(instant));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
}

/** The lab's calendar day: "November 28, 2026" (US), "28 November 2026" (Canada: day first, never ambiguous). */
export function formatMailDate(
  instant: Date | string | number,
  timeZone: string,
  country: MailCountry,
): string {
  const part = zonedParts(instant, timeZone, { year: "numeric", month: "long", day: "numeric" });
  return country === "CA"
    ? `${part("day")} ${part("month")} ${part("year")}`
    : `${part("month")} ${part("day")}, ${part("year")}`;
}

/** The date and the lab's clock time with its zone: "November 28, 2026, 7:30 PM EST" / "28 November 2026, 7:30 p.m. EST". */
export function formatMailDateTime(
  instant: Date | string | number,
  timeZone: string,
  country: MailCountry,
): string {
  const part = zonedParts(instant, timeZone, {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  });
  const period = part("dayPeriod");
  const marker = country === "CA" ? (period === "AM" ? "a.m." : "p.m.") : period;
  const time = `${part("hour")}:${part("minute")} ${marker} ${part("timeZoneName")}`;
  return `${formatMailDate(instant, timeZone, country)}, ${time}`;
}

/**
 * A North American number (10 digits, or 11 with the leading 1) as the country writes it: "(941) 555-0100"
 * in the US, "941-555-0100" in Canada. Anything else (an extension, an overseas number) as given.
 */
export function formatMailPhone(phone: string, country: MailCountry): string {
  const given = phone.trim();
  // Letters (an extension) or another country's code: the lab's own writing is the safest.
  if (!/^[+\d\s().-]+$/.test(given) || (given.startsWith("+") && !given.startsWith("+1"))) return given;
  const digits = given.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return given;
  const [area, exchange, line] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  return country === "CA" ? `${area}-${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
}
