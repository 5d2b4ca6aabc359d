// Money is integer cents everywhere inside (DESIGN §3); these helpers are the only place that turns
// cents into text or API numbers and back.

export type CountryCode = "US" | "CA";

export const CURRENCY_SYMBOLS = ["$", "CA$"] as const;
export type CurrencySymbol = (typeof CURRENCY_SYMBOLS)[number];

/** "Currency 'CA$' for Canada, otherwise '$'" (workflow §9). */
export function currencySymbol(country: string): CurrencySymbol {
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

/**
 * A stored amount as whole cents for reading: any finite number is rounded to a whole cent (half away
 * from zero). Reads never refuse a sum: a screen must open even on an order whose figures went wrong.
 * Only a non-finite value, which no database column can hold, is a programming error.
 */
function readableCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`Money must be a finite number of cents, got ${cents}`);
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return rounded === 0 ? 0 : rounded;
}

/** "$1,234.50" / "CA$1,234.50"; negatives as "-$12.00". Exact for any finite cents (fractions rounded). */
export function formatMoney(cents: number, countryCode: CountryCode | string): string {
  const whole = readableCents(cents);
  const sign = whole < 0 ? "-" : "";
  // BigInt keeps every digit of amounts past 2^53 cents, where Number division and % lose them.
  const abs = BigInt(Math.abs(whole));
  const dollarsText = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = (abs % 100n).toString().padStart(2, "0");
  return `${sign}${currencySymbol(countryCode)}${dollarsText}.${fraction}`;
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

/**
 * Cents to the API's currency number (two decimals). Never fails on a finite value, so a response that
 * shows a sum always serializes; amounts past 2^53 cents (far beyond MAX_ORDER_BALANCE_CENTS, which the
 * server keeps every balance under) come out rounded rather than refused.
 */
export function fromCents(cents: number): number {
  return readableCents(cents) / 100;
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
export * from "./currency-totals";
