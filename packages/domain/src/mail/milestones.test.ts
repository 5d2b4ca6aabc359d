import { describe, expect, it } from "vitest";
import {
  areGradesReady,
  GRADING_STATUSES,
  isMilestoneSent,
  isTierLeavingGrading,
  MILESTONES,
  milestoneKey,
  milestoneOfOrderMove,
  milestoneOfTransaction,
  OPTIONAL_MILESTONES,
} from "./milestones";

describe("which milestones a customer receives", () => {
  it("sends receipts and shipping always, and the others unless turned off", () => {
    const turnedOff = [...MILESTONES];
    expect(MILESTONES.filter((milestone) => isMilestoneSent(milestone, turnedOff))).toEqual([
      "shipped",
      "pickup",
      "payment",
      "refund",
    ]);
    expect(MILESTONES.every((milestone) => isMilestoneSent(milestone, []))).toBe(true);
    expect(OPTIONAL_MILESTONES).toEqual(["received", "invoice", "grades"]);
  });
});

describe("the key that sends each milestone once", () => {
  it("is the same for the same order and milestone, whatever repeats the move", () => {
    expect(milestoneKey({ orderId: "26-ABC1234", milestone: "grades" })).toBe("order:26-ABC1234:grades");
  });

  it("is one per transaction for receipts, and one per new value for a correction", () => {
    expect(milestoneKey({ orderId: "26-ABC1234", milestone: "payment", transactionId: 41 })).toBe(
      "order:26-ABC1234:payment:41",
    );
    expect(milestoneKey({ orderId: "26-ABC1234", milestone: "shipped", correctedTo: "1Z999" })).toBe(
      "order:26-ABC1234:shipped:correction:1Z999",
    );
  });
});

describe("the milestone an order's move reaches", () => {
  it.each([
    ["Submitted", "Invoicing", "received"],
    ["Invoicing", "AddComic", "invoice"],
    ["Invoicing", "InProcess", "invoice"],
    ["Billing", "ReadyForPickUp", "pickup"],
    ["Shipping", "Completed", "shipped"],
    ["ShipToCanada", "Completed", "shipped"],
    ["Submitted", "Cancelled", null],
    ["InProcess", "Billing", null],
    ["ReadyForPickUp", "Completed", null],
  ] as const)("%s → %s: %s", (from, to, milestone) => {
    expect(milestoneOfOrderMove(from, to)).toBe(milestone);
  });
});

describe("grades ready", () => {
  it("once the last tier has left the grading stations", () => {
    expect(areGradesReady(["Labels", "Slab"])).toBe(true);
    expect(areGradesReady(["Labels", "Finalize"])).toBe(false);
    expect(areGradesReady(["Pressing", "Shipping"])).toBe(false);
    expect(areGradesReady([])).toBe(false);
  });
});

describe("the moves that reach grades ready and the receipts", () => {
  it("watches a tier leaving Finalize (or any grading station) for a station after grading", () => {
    expect(GRADING_STATUSES).toEqual(["ImagingSP", "Signature", "Pressing", "PreGrade", "Finalize"]);
    expect(isTierLeavingGrading("Finalize", "Labels")).toBe(true);
    expect(isTierLeavingGrading("PreGrade", "Shipping")).toBe(true);
    expect(isTierLeavingGrading("PreGrade", "Finalize")).toBe(false);
    expect(isTierLeavingGrading("Labels", "PreGrade")).toBe(false);
    expect(isTierLeavingGrading(null, "Labels")).toBe(false);
  });

  it("sends a receipt for money received or refunded, never a fee, a credit, a void or a decline", () => {
    const paid = { transType: "CASH", success: true, isRefund: false, isVoid: false, amountCents: 2500 };
    expect(milestoneOfTransaction(paid)).toBe("payment");
    expect(milestoneOfTransaction({ ...paid, transType: "CHARGE" })).toBe("payment");
    expect(milestoneOfTransaction({ ...paid, transType: "FEE" })).toBeNull();
    expect(milestoneOfTransaction({ ...paid, transType: "CREDIT" })).toBeNull();
    expect(milestoneOfTransaction({ ...paid, transType: "AR" })).toBeNull();
    expect(milestoneOfTransaction({ ...paid, success: false })).toBeNull();
    expect(
      milestoneOfTransaction({ ...paid, transType: "CHARGE", isVoid: true, amountCents: -2500 }),
    ).toBeNull();
    expect(milestoneOfTransaction({ ...paid, transType: "CHARGE", isRefund: true, amountCents: -2500 })).toBe(
      "refund",
    );
  });
});
