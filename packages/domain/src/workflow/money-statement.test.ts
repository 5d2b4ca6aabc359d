import { describe, expect, it } from "vitest";
import { moneyStatement, type StatementOrder, type StatementTransaction } from "./money-statement";
import { buildTransaction, transactionBalanceDelta } from "./transactions";

/** 26-BILL001 as seeded: $90 grand total, $45 paid by card at submission, $45 owed. */
const BILL001: StatementOrder = {
  status: "Billing",
  totalCents: 9000,
  discountCents: 0,
  rewardsCents: 0,
  promoDiscountCents: 0,
  promoCode: null,
  dropOffValueCents: 0,
  dropOffName: null,
  shCents: 0,
  handlingCents: 0,
  insuranceCents: 0,
  taxesCents: 0,
  grandTotalCents: 9000,
  balanceCents: 4500,
  paidDetail: [{ id: "card", amtCents: 4500, desc: "Visa ending 4242" }],
};

let nextId = 1;
/** A transaction as the dialog records it, with the balance moved the way the server moves it. */
function record(
  order: StatementOrder,
  transType: StatementTransaction["transType"],
  cents: number,
  description: string | null = null,
): { order: StatementOrder; transaction: StatementTransaction } {
  const entry = buildTransaction(transType, cents);
  if (!entry) throw new Error("not a transaction");
  const transaction: StatementTransaction = {
    id: nextId++,
    transType,
    amountCents: entry.amountCents,
    isFee: entry.isFee,
    isRefund: false,
    isVoid: false,
    success: true,
    description,
    createdAt: "2026-03-02T15:00:00.000Z",
  };
  return {
    order: { ...order, balanceCents: order.balanceCents + transactionBalanceDelta(entry) },
    transaction,
  };
}

describe("money statement (issue 10 point 5)", () => {
  it("26-BILL001: the $45 card payment at submission shows, and Total $90 − Paid $45 = Balance $45", () => {
    const statement = moneyStatement(BILL001, []);
    expect(statement.grandTotalCents).toBe(9000);
    expect(statement.totalCents).toBe(9000);
    expect(statement.payments).toEqual([
      {
        kind: "atSubmission",
        label: "Card — Visa ending 4242 · at submission",
        cents: 4500,
        transactionId: null,
        at: null,
      },
    ]);
    expect(statement.paidCents).toBe(4500);
    expect(statement.balanceCents).toBe(4500);
    expect(statement.unreconciledCents).toBe(0);
    expect(statement.entryCount).toBe(1);
  });

  it("grand total = total − discount, rewards and promo + drop-off, shipping, handling and insurance (§9)", () => {
    const order: StatementOrder = {
      ...BILL001,
      totalCents: 20000,
      discountCents: 1000,
      rewardsCents: 500,
      promoDiscountCents: 1500,
      promoCode: "SPRING",
      dropOffValueCents: 300,
      dropOffName: "Booth 12",
      shCents: 1800,
      handlingCents: 400,
      insuranceCents: 250,
      // 20000 − 1000 − 500 − 1500 + 300 + 1800 + 400 + 250
      grandTotalCents: 19750,
      balanceCents: 19750,
      paidDetail: [],
    };
    const statement = moneyStatement(order, []);
    expect(statement.grandTotalParts.map((line) => [line.label, line.cents])).toEqual([
      ["Subtotal", 20000],
      ["Discount", -1000],
      ["Rewards", -500],
      ["Promo (SPRING)", -1500],
      ["Drop-off (Booth 12)", 300],
      ["Shipping", 1800],
      ["Handling", 400],
      ["Insurance", 250],
    ]);
    expect(statement.grandTotalUnreconciledCents).toBe(0);
    expect(moneyStatement({ ...order, grandTotalCents: 19000 }, []).grandTotalUnreconciledCents).toBe(-750);
  });

  it("a payment, a fee, a credit and an AR entry keep Total − Paid = the balance the server keeps", () => {
    let order = BILL001;
    const transactions: StatementTransaction[] = [];
    for (const [type, cents, text] of [
      ["FEE", 1500, "Fast pass"],
      ["CREDIT", 1000, "Goodwill"],
      ["CASH", 2000, null],
      ["AR", 500, "On account"],
    ] as const) {
      const step = record(order, type, cents, text);
      order = step.order;
      transactions.push(step.transaction);
    }
    const statement = moneyStatement(order, transactions);
    expect(statement.adjustments.map((line) => [line.label, line.cents])).toEqual([
      ["Fee — Fast pass", 1500],
      ["Credit — Goodwill", -1000],
    ]);
    expect(statement.totalCents).toBe(9500);
    expect(statement.payments.map((line) => [line.kind, line.label, line.cents])).toEqual([
      ["atSubmission", "Card — Visa ending 4242 · at submission", 4500],
      ["payment", "Cash", 2000],
      ["accountsReceivable", "Accounts receivable — On account", 500],
    ]);
    expect(statement.paidCents).toBe(7000);
    // 4500 + 1500 − 1000 − 2000 − 500, as the server moved it.
    expect(statement.balanceCents).toBe(2500);
    expect(statement.totalCents - statement.paidCents).toBe(statement.balanceCents);
    expect(statement.unreconciledCents).toBe(0);
    expect(statement.entryCount).toBe(5);
  });

  it("a tier's press credit (recorded negative, balance moved by it) is a credit", () => {
    const credit: StatementTransaction = {
      id: 9,
      transType: "CREDIT",
      amountCents: -700,
      isFee: false,
      isRefund: false,
      isVoid: false,
      success: true,
      description: "Tier SO changed to no pressing",
      createdAt: null,
    };
    const statement = moneyStatement({ ...BILL001, balanceCents: 3800 }, [credit]);
    expect(statement.totalCents).toBe(8300);
    expect(statement.unreconciledCents).toBe(0);
  });

  it("void and failed entries are listed but move nothing", () => {
    const base = record(BILL001, "CASH", 2000).transaction;
    const statement = moneyStatement(BILL001, [
      { ...base, id: 1, isVoid: true },
      { ...base, id: 2, success: false },
    ]);
    expect(statement.paidCents).toBe(4500);
    expect(statement.unreconciledCents).toBe(0);
    expect(statement.entryCount).toBe(3);
  });

  it("a gateway charge is a payment; its void (a new negative row) and refunds take it back", () => {
    const charge: StatementTransaction = {
      id: 5,
      transType: "CHARGE",
      amountCents: 4000,
      isFee: false,
      isRefund: false,
      isVoid: false,
      success: true,
      description: "Visa ending 4242",
      createdAt: null,
    };
    const voided: StatementTransaction = { ...charge, id: 6, amountCents: -4000, isVoid: true };
    const charged = moneyStatement({ ...BILL001, balanceCents: 500 }, [charge]);
    expect(charged.paidCents).toBe(8500);
    expect(charged.unreconciledCents).toBe(0);
    const afterVoid = moneyStatement(BILL001, [charge, voided]);
    expect(afterVoid.payments.map((line) => [line.label, line.cents, line.kind])).toEqual([
      ["Card — Visa ending 4242 · at submission", 4500, "atSubmission"],
      ["Card or bank charge — Visa ending 4242", 4000, "payment"],
      ["Void — Visa ending 4242", -4000, "refund"],
    ]);
    expect(afterVoid.unreconciledCents).toBe(0);
    const refund: StatementTransaction = { ...charge, id: 7, amountCents: -1500, isRefund: true };
    const afterRefund = moneyStatement({ ...BILL001, balanceCents: 2000 }, [charge, refund]);
    expect(afterRefund.paidCents).toBe(7000);
    expect(afterRefund.unreconciledCents).toBe(0);
  });

  it("cancelled with a refund: the refund is a negative payment and what was not paid is no longer owed", () => {
    const refund: StatementTransaction = {
      id: 3,
      transType: "CREDIT",
      amountCents: -4500,
      isFee: false,
      isRefund: true,
      isVoid: false,
      success: true,
      description: "Refund on cancel",
      createdAt: null,
    };
    const statement = moneyStatement({ ...BILL001, status: "Cancelled", balanceCents: 0 }, [refund]);
    expect(statement.payments.map((line) => [line.label, line.cents])).toEqual([
      ["Card — Visa ending 4242 · at submission", 4500],
      ["Refund — Refund on cancel", -4500],
    ]);
    expect(statement.paidCents).toBe(0);
    expect(statement.adjustments).toEqual([
      { label: "Cancelled: no longer owed", cents: -9000, transactionId: null, at: null },
    ]);
    expect(statement.totalCents).toBe(0);
    expect(statement.unreconciledCents).toBe(0);
  });

  it("stored data that disagrees is said, not hidden: the balance does not reconcile by the difference", () => {
    // A paidDetail written without moving the balance: $90 − $45 paid would leave $45, the store says $90.
    const statement = moneyStatement({ ...BILL001, balanceCents: 9000 }, []);
    expect(statement.totalCents - statement.paidCents).toBe(4500);
    expect(statement.balanceCents).toBe(9000);
    expect(statement.unreconciledCents).toBe(4500);
  });

  it("taxes are owed on top of the grand total", () => {
    const statement = moneyStatement({ ...BILL001, taxesCents: 1170, balanceCents: 5670 }, []);
    expect(statement.adjustments.map((line) => [line.label, line.cents])).toEqual([["Taxes", 1170]]);
    expect(statement.totalCents).toBe(10170);
    expect(statement.unreconciledCents).toBe(0);
  });
});
