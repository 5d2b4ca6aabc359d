// Bank account rules (administration §3 Payment method: bank name, routing and account number).
import { cardDigits } from "./cards";

/** Nine digits passing the ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isRoutingNumberValid(text: string): boolean {
  const digits = text.trim();
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0;
}

/** US account numbers: 4 to 17 digits (spaces and dashes dropped). */
export function isAccountNumberValid(text: string): boolean {
  return /^\d{4,17}$/.test(cardDigits(text));
}
