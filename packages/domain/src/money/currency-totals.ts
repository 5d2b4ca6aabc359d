// Sums across orders are per currency (issue 30 point 8): an order is in its country's currency ($ for
// US, CA$ for CA, workflow §9), so adding a US and a CA grand total gives no amount at all.
import { type CountryCode, formatMoney } from "./index";

export type CurrencyTotal = { countryCode: CountryCode; cents: number };

const ORDER: readonly CountryCode[] = ["US", "CA"];

/** Per-currency sums from rows of any grouping (several rows of one country add up), US first; a
 * country with no rows is left out. */
export function currencyTotals(
  rows: readonly { countryCode: string; cents: number | string | bigint }[],
): CurrencyTotal[] {
  const sums = new Map<CountryCode, number>();
  for (const row of rows) {
    const country: CountryCode = row.countryCode.toUpperCase() === "CA" ? "CA" : "US";
    sums.set(country, (sums.get(country) ?? 0) + Number(row.cents));
  }
  return ORDER.filter((c) => sums.has(c)).map((countryCode) => ({
    countryCode,
    cents: sums.get(countryCode) ?? 0,
  }));
}

/** Each currency's sum as its own amount ("$7,220.90", "CA$1,366.00"); "$0.00" alone when there is none. */
export function formatCurrencyTotals(totals: readonly CurrencyTotal[]): string[] {
  return totals.length === 0
    ? [formatMoney(0, "US")]
    : totals.map((t) => formatMoney(t.cents, t.countryCode));
}
