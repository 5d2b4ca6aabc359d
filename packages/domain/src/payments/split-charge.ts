// A charge split across two methods (issue 29 point 5): each method takes its own amount. The second is
// offered what the balance has left after the first, and the charge is read back in one sentence before
// the confirmation, so "Amount 70, second method 50" can no longer turn into Visa $20 + Mastercard $50.
// The server checks the parts themselves (workflow validateCharge); these are the dialog's helpers.
// Amounts in cents.
import { formatMoney } from "../money/index";
import { MIN_CHARGE_CENTS } from "../workflow/index";

/**
 * What the second method is prefilled with: the balance the first amount leaves, when that is a
 * chargeable amount (at least 1); null when the first takes the balance (or more, or is not a number).
 */
export function secondChargePrefill(balanceCents: number, firstCents: number): number | null {
  if (!Number.isInteger(firstCents) || !Number.isInteger(balanceCents)) return null;
  const left = balanceCents - firstCents;
  return left >= MIN_CHARGE_CENTS ? left : null;
}

/** One method's part as the worker reads it: the method's name as the dialog lists it, and its amount. */
export type ChargeSummaryLine = { name: string; cents: number };

/**
 * The charge read back before the confirmation:
 * "Charge $70.00 to Visa ending 4242 and $50.00 to Mastercard ending 4444: $120.00 in all."
 * A charge that leaves part of the balance says so ("…; $20.00 of the $120.00 balance stays due.").
 */
export function chargeSummary(
  lines: readonly ChargeSummaryLine[],
  balanceCents: number,
  country: string,
): string {
  const money = (cents: number) => formatMoney(cents, country);
  const parts = lines.map((line) => `${money(line.cents)} to ${line.name}`);
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const what = parts.length > 1 ? `${parts.join(" and ")}: ${money(totalCents)} in all` : (parts[0] ?? "");
  const leftCents = balanceCents - totalCents;
  const rest = leftCents > 0 ? `; ${money(leftCents)} of the ${money(balanceCents)} balance stays due` : "";
  return `Charge ${what}${rest}.`;
}
