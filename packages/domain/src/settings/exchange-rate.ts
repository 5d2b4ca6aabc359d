// Exchange-rate settings (administration §5).
import { EXCHANGE_RATE_ABOVE_ZERO, EXCHANGE_RATE_VALUE_BEFORE_DECIMAL } from "../messages/administration";
import { fail, ok, type Result } from "../workflow/result";

/** "Only digits and one decimal point can be typed": what the field keeps of what was typed. */
export function filterExchangeRateTyping(text: string): string {
  let seenPoint = false;
  let kept = "";
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") kept += ch;
    else if (ch === "." && !seenPoint) {
      seenPoint = true;
      kept += ch;
    }
  }
  return kept;
}

/** The rate must have a digit before the decimal point and be above 0. */
export function validateExchangeRate(text: string): Result<number> {
  const value = text.trim();
  if (value.startsWith(".")) return fail(EXCHANGE_RATE_VALUE_BEFORE_DECIMAL);
  if (!/^\d+(\.\d*)?$/.test(value)) return fail(EXCHANGE_RATE_ABOVE_ZERO);
  const rate = Number(value);
  return rate > 0 ? ok(rate) : fail(EXCHANGE_RATE_ABOVE_ZERO);
}
