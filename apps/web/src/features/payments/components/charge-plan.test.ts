import { AMOUNT_NOT_LESS_THAN_ONE } from "@gbo/domain/messages";
import { CARD_EXPIRED } from "@gbo/domain/payments";
import {
  chargeAboveBalance,
  NO_PAYMENT_METHOD_CHOSEN,
  SAME_PAYMENT_METHOD_TWICE,
} from "@gbo/domain/workflow";
import { describe, expect, it } from "vitest";
import { mastercard, payMethod, visa } from "../test-fixtures";
import { type ChargeDraft, changeChargeDraft, chargePlan, chargePlanSummary } from "./charge-plan";

const expired = payMethod({ id: 3, displayName: "Old Visa", isExpired: true });
const context = { balanceCents: 12_000, countryCode: "US", methods: [visa, mastercard, expired] };
const draft = (overrides: Partial<ChargeDraft> = {}): ChargeDraft => ({
  amount: 120,
  firstMethodId: "1",
  isSplit: false,
  secondMethodId: null,
  secondAmount: "",
  isSecondAmountTyped: false,
  ...overrides,
});

describe("charge plan", () => {
  it("charges one method the whole amount", () => {
    expect(chargePlan(draft({ amount: 45.5 }), context)).toEqual({
      errors: {},
      lines: [{ method: visa, cents: 4550 }],
    });
  });

  it("refuses an amount below 1 with the spec's text, and one above the balance", () => {
    expect(chargePlan(draft({ amount: 0.99 }), context).errors).toEqual({ amount: AMOUNT_NOT_LESS_THAN_ONE });
    expect(chargePlan(draft({ amount: "" }), context).errors).toEqual({ amount: AMOUNT_NOT_LESS_THAN_ONE });
    expect(chargePlan(draft({ amount: 120.01 }), context).errors).toEqual({
      amount: chargeAboveBalance(12_000, "US"),
    });
  });

  it("needs a method that has not expired", () => {
    expect(chargePlan(draft({ firstMethodId: null }), context).errors).toEqual({
      firstMethodId: NO_PAYMENT_METHOD_CHOSEN,
    });
    expect(chargePlan(draft({ firstMethodId: "3" }), context).errors).toEqual({
      firstMethodId: CARD_EXPIRED,
    });
  });

  it("splits across two different methods, each charged its own amount (issue 29: 70 and 50 is $120)", () => {
    const split = draft({ amount: 70, isSplit: true, secondMethodId: "2", secondAmount: 50 });
    const planned = chargePlan(split, context);
    expect(planned.lines).toEqual([
      { method: visa, cents: 7000 },
      { method: mastercard, cents: 5000 },
    ]);
    expect(chargePlanSummary(planned.lines, context)).toBe(
      "Charge $70.00 to Visa ending 4242 and $50.00 to Mastercard ending 4444: $120.00 in all.",
    );
    expect(chargePlan({ ...split, secondMethodId: "1" }, context).errors).toEqual({
      secondMethodId: SAME_PAYMENT_METHOD_TWICE,
    });
    expect(chargePlan({ ...split, secondAmount: 0.5 }, context).errors).toEqual({
      secondAmount: AMOUNT_NOT_LESS_THAN_ONE,
    });
    expect(chargePlan({ ...split, secondAmount: 50.01 }, context).errors).toEqual({
      secondAmount: chargeAboveBalance(12_000, "US"),
    });
    expect(chargePlan({ ...split, secondMethodId: null }, context).errors).toEqual({
      secondMethodId: NO_PAYMENT_METHOD_CHOSEN,
    });
  });

  it("offers the second method what the balance has left, following the first until it is typed", () => {
    const lowered = changeChargeDraft(draft(), { amount: 70 }, 12_000);
    const split = changeChargeDraft(lowered, { isSplit: true }, 12_000);
    expect(split.secondAmount).toBe(50);
    expect(changeChargeDraft(split, { amount: 100 }, 12_000).secondAmount).toBe(20);
    const typed = changeChargeDraft(split, { secondAmount: 30 }, 12_000);
    expect(changeChargeDraft(typed, { amount: 60 }, 12_000).secondAmount).toBe(30);
    // The whole balance on the first leaves nothing to offer; one method again forgets the second.
    expect(changeChargeDraft(draft(), { isSplit: true }, 12_000).secondAmount).toBe("");
    expect(changeChargeDraft(typed, { isSplit: false }, 12_000)).toMatchObject({
      secondAmount: "",
      secondMethodId: null,
      isSecondAmountTyped: false,
    });
  });
});
