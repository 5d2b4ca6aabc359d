import { describe, expect, it } from "vitest";
import { canDoOrderAction } from "./permissions";
import {
  ALREADY_VOIDED,
  chargeAboveBalance,
  type MoneyRow,
  moneyMoveBalanceDelta,
  NO_BALANCE_TO_CHARGE,
  NOTHING_LEFT_TO_REFUND,
  ORDER_NOTHING_TO_REFUND,
  orderRefundableCents,
  PAYMENT_NOT_ON_ORDER,
  paymentStates,
  planRefund,
  REFUND_AMOUNT_ABOVE_ZERO,
  refundAboveLeft,
  refundAboveRefundable,
  SAME_PAYMENT_METHOD_TWICE,
  TOO_MANY_PAYMENT_METHODS,
  VOID_AFTER_REFUND,
  VOID_AFTER_SETTLEMENT,
  VOID_ONLY_CHARGES,
  validateCharge,
  validateVoid,
} from "./refunds";

const NOW = new Date("2026-04-21T15:00:00Z");
const TONIGHT = "2026-04-22T00:00:00Z";
const YESTERDAY = "2026-04-20T00:00:00Z";

const row = (fields: Partial<MoneyRow> & Pick<MoneyRow, "id" | "transType" | "amountCents">): MoneyRow => ({
  isRefund: false,
  isVoid: false,
  success: true,
  parentId: null,
  settlesAt: null,
  ...fields,
});

// 26-PAYM003's money: a settled $75.00 card charge and $20.00 cash; then $30.00 of the card refunded.
const card = row({ id: 1, transType: "CHARGE", amountCents: 7500, settlesAt: YESTERDAY });
const cash = row({ id: 2, transType: "CASH", amountCents: 2000 });
const cardRefund = row({ id: 3, transType: "CHARGE", amountCents: -3000, isRefund: true, parentId: 1 });

describe("what a payment has left to refund", () => {
  it("is its amount less its refunds; fees, credits, AR and failed rows are not payments", () => {
    const rows = [
      card,
      cash,
      cardRefund,
      row({ id: 4, transType: "FEE", amountCents: 500 }),
      row({ id: 5, transType: "CREDIT", amountCents: -700 }),
      row({ id: 6, transType: "AR", amountCents: 1000 }),
      row({ id: 7, transType: "CHARGE", amountCents: 4000, success: false }),
      // A refund that the gateway refused takes nothing back.
      row({ id: 8, transType: "CHARGE", amountCents: -1000, isRefund: true, parentId: 1, success: false }),
    ];
    const states = paymentStates(rows, NOW);
    expect(states.map((s) => [s.id, s.refundedCents, s.refundableCents, s.isGatewayCharge])).toEqual([
      [1, 3000, 4500, true],
      [2, 0, 2000, false],
    ]);
    expect(orderRefundableCents(states)).toBe(6500);
  });

  it("a cancelled order has nothing left to refund or void", () => {
    const charge = row({ id: 1, transType: "CHARGE", amountCents: 4000, settlesAt: TONIGHT });
    const [state] = paymentStates([charge, cash], NOW, "Cancelled");
    expect(state).toMatchObject({ refundableCents: 0, canVoid: false });
    expect(orderRefundableCents(paymentStates([charge, cash], NOW, "Cancelled"))).toBe(0);
    expect(orderRefundableCents(paymentStates([charge, cash], NOW, "Billing"))).toBe(6000);
  });

  it("a voided charge has nothing left", () => {
    const charge = row({ id: 1, transType: "CHARGE", amountCents: 4000, settlesAt: TONIGHT });
    const voided = row({ id: 2, transType: "CHARGE", amountCents: -4000, isVoid: true, parentId: 1 });
    const [state] = paymentStates([charge, voided], NOW);
    expect(state).toMatchObject({ isVoided: true, refundableCents: 0, canVoid: false });
  });
});

describe("refunds", () => {
  const states = paymentStates([card, cash, cardRefund], NOW);

  it("a payment's refund defaults to everything it has left and may be less", () => {
    expect(planRefund(states, { transactionId: 1 }, "US")).toEqual({
      ok: true,
      value: [{ transactionId: 1, amountCents: 4500, isGatewayCharge: true }],
    });
    expect(planRefund(states, { transactionId: 2, amountCents: 1500 }, "US")).toEqual({
      ok: true,
      value: [{ transactionId: 2, amountCents: 1500, isGatewayCharge: false }],
    });
  });

  it("is refused above what the payment has left", () => {
    expect(planRefund(states, { transactionId: 1, amountCents: 4501 }, "US")).toEqual({
      ok: false,
      message: "The refund cannot be more than what this payment has left ($45.00).",
    });
    expect(refundAboveLeft(4500, "CA")).toBe(
      "The refund cannot be more than what this payment has left (CA$45.00).",
    );
  });

  it("is refused for a payment with nothing left, one not on the order, or no amount", () => {
    const spent = paymentStates(
      [cash, row({ id: 9, transType: "CASH", amountCents: -2000, isRefund: true, parentId: 2 })],
      NOW,
    );
    expect(planRefund(spent, { transactionId: 2 }, "US")).toEqual({
      ok: false,
      message: NOTHING_LEFT_TO_REFUND,
    });
    expect(planRefund(states, { transactionId: 99 }, "US")).toEqual({
      ok: false,
      message: PAYMENT_NOT_ON_ORDER,
    });
    expect(planRefund(states, { transactionId: 1, amountCents: 0 }, "US")).toEqual({
      ok: false,
      message: REFUND_AMOUNT_ABOVE_ZERO,
    });
    expect(planRefund(spent, {}, "US")).toEqual({ ok: false, message: ORDER_NOTHING_TO_REFUND });
  });

  it("the order's refund takes everything refundable by default, newest payment first", () => {
    expect(planRefund(states, {}, "US")).toEqual({
      ok: true,
      value: [
        { transactionId: 2, amountCents: 2000, isGatewayCharge: false },
        { transactionId: 1, amountCents: 4500, isGatewayCharge: true },
      ],
    });
    expect(planRefund(states, { amountCents: 2500 }, "US")).toEqual({
      ok: true,
      value: [
        { transactionId: 2, amountCents: 2000, isGatewayCharge: false },
        { transactionId: 1, amountCents: 500, isGatewayCharge: true },
      ],
    });
    expect(planRefund(states, { amountCents: 6501 }, "US")).toEqual({
      ok: false,
      message: refundAboveRefundable(6500, "US"),
    });
  });
});

describe("voids", () => {
  const unsettled = { transType: "CHARGE", isVoided: false, refundedCents: 0, settlesAt: TONIGHT };

  it("only an unsettled charge with no refund that is not voided yet", () => {
    expect(validateVoid(unsettled, NOW)).toEqual({ ok: true, value: true });
    expect(validateVoid({ ...unsettled, settlesAt: YESTERDAY }, NOW)).toEqual({
      ok: false,
      message: VOID_AFTER_SETTLEMENT,
    });
    expect(validateVoid({ ...unsettled, refundedCents: 100 }, NOW)).toEqual({
      ok: false,
      message: VOID_AFTER_REFUND,
    });
    expect(validateVoid({ ...unsettled, isVoided: true }, NOW)).toEqual({
      ok: false,
      message: ALREADY_VOIDED,
    });
    expect(validateVoid({ ...unsettled, transType: "CASH" }, NOW)).toEqual({
      ok: false,
      message: VOID_ONLY_CHARGES,
    });
  });

  it("settles at the moment the gateway named", () => {
    expect(validateVoid(unsettled, new Date(TONIGHT)).ok).toBe(false);
    expect(paymentStates([card], NOW)[0]?.canVoid).toBe(false);
  });
});

describe("charges", () => {
  // 26-PAYM001: $120.00 owed, two stored cards.
  const BALANCE = 12000;

  it("across two methods up to the balance", () => {
    const parts = [
      { payMethodId: 1, amountCents: 10000 },
      { payMethodId: 2, amountCents: 2000 },
    ];
    expect(validateCharge(parts, BALANCE, "US")).toEqual({ ok: true, value: parts });
  });

  it("each part and the whole at least 1 ('Amount should not be less than 1.')", () => {
    expect(validateCharge([{ payMethodId: 1, amountCents: 99 }], BALANCE, "US")).toEqual({
      ok: false,
      message: "Amount should not be less than 1.",
    });
    expect(
      validateCharge(
        [
          { payMethodId: 1, amountCents: 5000 },
          { payMethodId: 2, amountCents: 50 },
        ],
        BALANCE,
        "US",
      ),
    ).toEqual({ ok: false, message: "Amount should not be less than 1." });
  });

  it("two payment methods are charged at most, and two different ones", () => {
    const three = [1, 2, 3].map((payMethodId) => ({ payMethodId, amountCents: 1000 }));
    expect(validateCharge(three, BALANCE, "US")).toEqual({ ok: false, message: TOO_MANY_PAYMENT_METHODS });
    expect(TOO_MANY_PAYMENT_METHODS).toBe("At most 2 payment methods can be charged.");
    const twice = [1, 1].map((payMethodId) => ({ payMethodId, amountCents: 1000 }));
    expect(validateCharge(twice, BALANCE, "US")).toEqual({ ok: false, message: SAME_PAYMENT_METHOD_TWICE });
  });

  it("never above the balance", () => {
    expect(validateCharge([{ payMethodId: 1, amountCents: 12001 }], BALANCE, "US")).toEqual({
      ok: false,
      message: "The charge cannot be more than the balance of $120.00.",
    });
    expect(chargeAboveBalance(2500, "CA")).toBe("The charge cannot be more than the balance of CA$25.00.");
    expect(validateCharge([{ payMethodId: 1, amountCents: 100 }], 0, "US")).toEqual({
      ok: false,
      message: NO_BALANCE_TO_CHARGE,
    });
  });

  it("a charge lowers the balance, a refund or a void raises it back", () => {
    expect(moneyMoveBalanceDelta("charge", 4000)).toBe(-4000);
    expect(moneyMoveBalanceDelta("refund", -3000)).toBe(3000);
    expect(moneyMoveBalanceDelta("void", 4000)).toBe(4000);
  });
});

describe("who may move money (the claim table)", () => {
  it("charge and void: invoicing or billing, by the order's status; refund: the refund claim, never on a cancelled order", () => {
    expect(canDoOrderAction("charge", ["billing"], "Billing")).toBe(true);
    expect(canDoOrderAction("charge", ["invoicing"], "Invoicing")).toBe(true);
    expect(canDoOrderAction("charge", ["invoicing"], "Billing")).toBe(false);
    expect(canDoOrderAction("charge", ["shipping"], "Shipping")).toBe(false);
    expect(canDoOrderAction("void", ["billing"], "Completed")).toBe(true);
    expect(canDoOrderAction("void", ["refund"], "Billing")).toBe(false);
    expect(canDoOrderAction("refund", ["refund"], "Billing")).toBe(true);
    expect(canDoOrderAction("refund", ["billing"], "Billing")).toBe(false);
    expect(canDoOrderAction("refund", ["refund"], "Cancelled")).toBe(false);
    expect(canDoOrderAction("refund", ["admin"], "Cancelled")).toBe(false);
  });
});
