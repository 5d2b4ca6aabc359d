// The charge dialog's checks for instant feedback, field by field, with the domain's texts (the server's
// validateCharge makes the same ones): each method's own amount at least 1 ('Amount should not be less
// than 1.'), their sum not above the balance; one or two different methods, none expired. Amounts in
// cents.
import type { TPaymentMethod } from "@gbo/contracts/payments";
import { fromCents } from "@gbo/domain/money";
import { CARD_EXPIRED, chargeSummary, secondChargePrefill } from "@gbo/domain/payments";
import {
  chargeAboveBalance,
  NO_PAYMENT_METHOD_CHOSEN,
  SAME_PAYMENT_METHOD_TWICE,
  validateChargeAmount,
} from "@gbo/domain/workflow";
import type { FieldErrors } from "../../../ui/form-errors";
import { amountCents } from "../../../ui/money-input";

export type ChargeDraft = {
  /** The first (or only) method's amount. */
  amount: number | string;
  firstMethodId: string | null;
  isSplit: boolean;
  secondMethodId: string | null;
  secondAmount: number | string;
  /** The worker typed the second amount: it no longer follows what the first leaves of the balance. */
  isSecondAmountTyped: boolean;
};

export type ChargeLine = { method: TPaymentMethod; cents: number };

/**
 * A change to the draft: turning the split on offers the second method what the balance has left after
 * the first, and while the worker has not typed the second amount it keeps following the first.
 */
export function changeChargeDraft(
  draft: ChargeDraft,
  patch: Partial<ChargeDraft>,
  balanceCents: number,
): ChargeDraft {
  const next = { ...draft, ...patch };
  if ("secondAmount" in patch) next.isSecondAmountTyped = true;
  if (!next.isSplit) return { ...next, secondMethodId: null, secondAmount: "", isSecondAmountTyped: false };
  if (next.isSecondAmountTyped) return next;
  const left = secondChargePrefill(balanceCents, amountCents(next.amount));
  return { ...next, secondAmount: left === null ? "" : fromCents(left) };
}

function methodError(method: TPaymentMethod | undefined, missing: string): string | null {
  if (!method) return missing;
  return method.isExpired ? CARD_EXPIRED : null;
}

/** Every error at once (field → message), or the lines to charge in order, each with its own amount. */
export function chargePlan(
  draft: ChargeDraft,
  context: { balanceCents: number; countryCode: string; methods: readonly TPaymentMethod[] },
): { errors: FieldErrors; lines: ChargeLine[] } {
  const errors: Record<string, string> = {};
  const find = (id: string | null) => context.methods.find((m) => String(m.id) === id);
  const firstCents = amountCents(draft.amount);
  const checked = validateChargeAmount(firstCents);
  if (!checked.ok) errors.amount = checked.message;
  else if (firstCents > context.balanceCents)
    errors.amount = chargeAboveBalance(context.balanceCents, context.countryCode);

  const first = find(draft.firstMethodId);
  const firstError = methodError(first, NO_PAYMENT_METHOD_CHOSEN);
  if (firstError) errors.firstMethodId = firstError;
  if (!draft.isSplit) {
    return { errors, lines: first && !errors.amount ? [{ method: first, cents: firstCents }] : [] };
  }

  const second = find(draft.secondMethodId);
  const secondError = methodError(second, NO_PAYMENT_METHOD_CHOSEN);
  if (secondError) errors.secondMethodId = secondError;
  else if (first && second && first.id === second.id) errors.secondMethodId = SAME_PAYMENT_METHOD_TWICE;
  const secondCents = amountCents(draft.secondAmount);
  const secondChecked = validateChargeAmount(secondCents);
  if (!secondChecked.ok) errors.secondAmount = secondChecked.message;
  // The sum is what may not pass the balance: said on the second amount, the one that goes past it.
  else if (!errors.amount && firstCents + secondCents > context.balanceCents)
    errors.secondAmount = chargeAboveBalance(context.balanceCents, context.countryCode);

  if (Object.keys(errors).length > 0 || !first || !second) return { errors, lines: [] };
  return {
    errors,
    lines: [
      { method: first, cents: firstCents },
      { method: second, cents: secondCents },
    ],
  };
}

/** The charge read back in one sentence (the form and the confirmation both show it). */
export function chargePlanSummary(
  lines: readonly ChargeLine[],
  context: { balanceCents: number; countryCode: string },
): string {
  return chargeSummary(
    lines.map((line) => ({ name: line.method.displayName, cents: line.cents })),
    context.balanceCents,
    context.countryCode,
  );
}
