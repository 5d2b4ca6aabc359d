// The charge dialog's checks for instant feedback, field by field, with the domain's texts (the server's
// validateCharge makes the same ones): the amount at least 1 ('Amount should not be less than 1.') and
// not above the balance; one or two different methods, none expired; a split gives each at least 1.
// Amounts in cents.
import type { TPaymentMethod } from "@gbo/contracts/payments";
import { CARD_EXPIRED } from "@gbo/domain/payments";
import {
  chargeAboveBalance,
  NO_PAYMENT_METHOD_CHOSEN,
  SAME_PAYMENT_METHOD_TWICE,
  validateChargeAmount,
} from "@gbo/domain/workflow";
import type { FieldErrors } from "../../../ui/form-errors";
import { amountCents } from "../../../ui/money-input";

/** The split's first part is what the second leaves: below 1 it is refused on the field the worker typed. */
export const SPLIT_LEAVES_TOO_LITTLE =
  "The second amount must leave at least 1 for the first payment method.";

export type ChargeDraft = {
  amount: number | string;
  firstMethodId: string | null;
  isSplit: boolean;
  secondMethodId: string | null;
  secondAmount: number | string;
};

export type ChargeLine = { method: TPaymentMethod; cents: number };

function methodError(method: TPaymentMethod | undefined, missing: string): string | null {
  if (!method) return missing;
  return method.isExpired ? CARD_EXPIRED : null;
}

/** Every error at once (field → message), or the lines to charge in order. */
export function chargePlan(
  draft: ChargeDraft,
  context: { balanceCents: number; countryCode: string; methods: readonly TPaymentMethod[] },
): { errors: FieldErrors; lines: ChargeLine[] } {
  const errors: Record<string, string> = {};
  const find = (id: string | null) => context.methods.find((m) => String(m.id) === id);
  const total = amountCents(draft.amount);
  const checked = validateChargeAmount(total);
  if (!checked.ok) errors.amount = checked.message;
  else if (total > context.balanceCents)
    errors.amount = chargeAboveBalance(context.balanceCents, context.countryCode);

  const first = find(draft.firstMethodId);
  const firstError = methodError(first, NO_PAYMENT_METHOD_CHOSEN);
  if (firstError) errors.firstMethodId = firstError;
  if (!draft.isSplit) {
    return { errors, lines: first && !errors.amount ? [{ method: first, cents: total }] : [] };
  }

  const second = find(draft.secondMethodId);
  const secondError = methodError(second, NO_PAYMENT_METHOD_CHOSEN);
  if (secondError) errors.secondMethodId = secondError;
  else if (first && second && first.id === second.id) errors.secondMethodId = SAME_PAYMENT_METHOD_TWICE;
  const secondCents = amountCents(draft.secondAmount);
  const secondChecked = validateChargeAmount(secondCents);
  if (!secondChecked.ok) errors.secondAmount = secondChecked.message;
  else if (!errors.amount && !validateChargeAmount(total - secondCents).ok)
    errors.secondAmount = SPLIT_LEAVES_TOO_LITTLE;

  if (Object.keys(errors).length > 0 || !first || !second) return { errors, lines: [] };
  return {
    errors,
    lines: [
      { method: first, cents: total - secondCents },
      { method: second, cents: secondCents },
    ],
  };
}
