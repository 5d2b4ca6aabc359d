// Card rules (administration §3 Payment method, §9 expiry years). The browser runs them for instant
// feedback; the tokenizer runs them again. Dates are compared in UTC so both sides agree.
import { isLuhnValid as isLuhnDigitsValid } from "../text/index";

export type CardBrand = "Visa" | "Mastercard" | "Amex" | "Discover";

/** The digits of a typed card number; spaces and dashes (how people group them) are dropped. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, "");
}

/** 12 to 19 digits (spaces and dashes allowed) passing the Luhn check digit. */
export function isLuhnValid(text: string): boolean {
  const digits = cardDigits(text);
  return /^\d{12,19}$/.test(digits) && isLuhnDigitsValid(digits);
}

function prefixBetween(digits: string, length: number, low: number, high: number): boolean {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= low && prefix <= high;
}

/** The brand by the number's prefix and length (IIN ranges); null for any other card. */
export function cardBrand(text: string): CardBrand | null {
  const digits = cardDigits(text);
  if (!/^\d+$/.test(digits)) return null;
  const { length } = digits;
  if (digits.startsWith("4") && [13, 16, 19].includes(length)) return "Visa";
  if (length === 15 && (digits.startsWith("34") || digits.startsWith("37"))) return "Amex";
  if (length === 16 && (prefixBetween(digits, 2, 51, 55) || prefixBetween(digits, 4, 2221, 2720))) {
    return "Mastercard";
  }
  const isDiscover =
    digits.startsWith("6011") ||
    digits.startsWith("65") ||
    prefixBetween(digits, 3, 644, 649) ||
    prefixBetween(digits, 6, 622126, 622925);
  if (length >= 16 && length <= 19 && isDiscover) return "Discover";
  return null;
}

/** The card code: 3 digits, 4 for Amex. */
export function isCardCodeValid(code: string, brand: CardBrand | string | null): boolean {
  return (brand === "Amex" ? /^\d{4}$/ : /^\d{3}$/).test(code.trim());
}

/** A card is good through the last day of its expiry month (UTC) and expired after it. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** "Payment expiry years list covers 20 years from the current year." */
export function paymentExpiryYears(currentYear: number): number[] {
  return Array.from({ length: 20 }, (_, i) => currentYear + i);
}

/** "Payment expiry years list covers 20 years from the current year" (UTC year of `now`). */
export function expiryYears(now: Date): number[] {
  return paymentExpiryYears(now.getUTCFullYear());
}

/** The last four characters (of digits): all a stored method keeps of a number. */
export function lastFour(text: string): string {
  return cardDigits(text).slice(-4);
}
