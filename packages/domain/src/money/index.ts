// Money is integer cents everywhere inside (DESIGN §3); these helpers are the only place that turns
// cents into text or API numbers and back.

export type CountryCode = "US" | "CA";

/** "Currency 'CA$' for Canada, otherwise '$'" (workflow §9). */
export function currencySymbol(country: string): "$" | "CA$" {
  return country.trim().toUpperCase() === "CA" ? "CA$" : "$";
}

/**
 * The largest amount one entry may carry (a transaction, fee, credit, refund): $1,000,000. A grading
 * lab's largest invoices are tens of thousands; a figure past this is a typo or an attack (decisions D13).
 */
export const MAX_AMOUNT_CENTS = 100_000_000;

/** No order's balance or total may pass $10,000,000 either way, so every sum stays exact in a double. */
export const MAX_ORDER_BALANCE_CENTS = 1_000_000_000;

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be integer cents, got ${cents}`);
}

/** "$1,234.50" / "CA$1,234.50"; negatives as "-$12.00". */
export function formatMoney(cents: number, countryCode: CountryCode | string): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = String(abs % 100).padStart(2, "0");
  return `${sign}${currencySymbol(countryCode)}${whole}.${fraction}`;
}

/** Whole amounts without cents, the way the comic-form messages show limits: "$400", "CA$1,000";
 * an amount with cents keeps them ("$12.50"). */
export function formatMoneyShort(cents: number, countryCode: CountryCode | string): string {
  return formatMoney(cents, countryCode).replace(/\.00$/, "");
}

/**
 * A currency amount from the API edge (a number with up to two decimals) to cents. Rounds half away
 * from zero on the decimal value as written, so 1.005 is 101 cents, not 100 (binary float noise).
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const scaled = Number((Math.abs(amount) * 100).toPrecision(12));
  const cents = Math.round(scaled) * Math.sign(amount);
  return cents === 0 ? 0 : cents;
}

/** Cents to the API's currency number (two decimals). */
export function fromCents(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/** Whole-dollar cents: 25 -> 2500. For the spec's dollar constants (limits, flat fees). */
export function dollars(amount: number): number {
  return toCents(amount);
}

/** Sum of cent amounts; stays integer. */
export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => {
    assertCents(value);
    return total + value;
  }, 0);
}

/** cents × percent / 100, rounded half away from zero to a whole cent. */
export function percentOf(cents: number, percent: number): number {
  assertCents(cents);
  return toCents((cents * percent) / 10000);
}
