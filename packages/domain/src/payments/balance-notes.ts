// What a refund does to the order's balance, said in its confirmation as the void's already is (issue 29
// point 6): a refund is money going back, so the balance rises by the same amount (workflow
// moneyMoveBalanceDelta). Amounts in cents.
import { formatMoney } from "../money/index";
import { moneyMoveBalanceDelta } from "../workflow/index";

/** "The order's balance goes up by $25.00, to $30.00." */
export function refundBalanceNote(refundCents: number, balanceCents: number, country: string): string {
  const delta = moneyMoveBalanceDelta("refund", refundCents);
  return `The order's balance goes up by ${formatMoney(delta, country)}, to ${formatMoney(balanceCents + delta, country)}.`;
}
