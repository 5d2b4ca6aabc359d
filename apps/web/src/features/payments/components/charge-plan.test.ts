import { AMOUNT_NOT_LESS_THAN_ONE } from "@gbo/domain/messages";
import { CARD_EXPIRED } from "@gbo/domain/payments";
import {
  chargeAboveBalance,
  NO_PAYMENT_METHOD_CHOSEN,
  SAME_PAYMENT_METHOD_TWICE,
} from "@gbo/domain/workflow";
import { describe, expect, it } from "vitest";
import { mastercard, payMethod, visa } from "../test-fixtures";
import { type ChargeDraft, chargePlan, SPLIT_LEAVES_TOO_LITTLE } from "./charge-plan";

const expired = payMethod({ id: 3, displayName: "Old Visa", isExpired: true });
const context = { balanceCents: 12_000, countryCode: "US", methods: [visa, mastercard, expired] };
const draft = (overrides: Partial<ChargeDraft> = {}): ChargeDraft => ({
  amount: 120,
  firstMethodId: "1",
  isSplit: false,
  secondMethodId: null,
  secondAmount: "",
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

  it("splits across two different methods, the first taking what the second leaves, each at least 1", () => {
    const split = draft({ isSplit: true, secondMethodId: "2", secondAmount: 50 });
    expect(chargePlan(split, context).lines).toEqual([
      { method: visa, cents: 7000 },
      { method: mastercard, cents: 5000 },
    ]);
    expect(chargePlan({ ...split, secondMethodId: "1" }, context).errors).toEqual({
      secondMethodId: SAME_PAYMENT_METHOD_TWICE,
    });
    expect(chargePlan({ ...split, secondAmount: 0.5 }, context).errors).toEqual({
      secondAmount: AMOUNT_NOT_LESS_THAN_ONE,
    });
    expect(chargePlan({ ...split, secondAmount: 119.5 }, context).errors).toEqual({
      secondAmount: SPLIT_LEAVES_TOO_LITTLE,
    });
    expect(chargePlan({ ...split, secondMethodId: null }, context).errors).toEqual({
      secondMethodId: NO_PAYMENT_METHOD_CHOSEN,
    });
  });
});
