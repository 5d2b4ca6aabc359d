// The per-action claim table (workflow §6, submissions §6): the route's claims and the order's rule.
import { describe, expect, it } from "vitest";
import { canDoOrderAction, ORDER_ACTIONS } from "./permissions";

describe("canDoOrderAction", () => {
  it("work on an order needs a claim matching its status, or billing (a comment like any other)", () => {
    expect(canDoOrderAction("comment", ["invoicing"], "Invoicing")).toBe(true);
    expect(canDoOrderAction("comment", ["labels"], "Invoicing")).toBe(false);
    expect(canDoOrderAction("comment", ["billing"], "Invoicing")).toBe(true);
    expect(canDoOrderAction("comment", ["labels"], "InProcess", "Labels")).toBe(true);
    expect(canDoOrderAction("comment", ["labels"], "InProcess", "Pressing")).toBe(false);
  });

  it("a Completed order is billing's or admin's; a Cancelled one only billing's", () => {
    expect(canDoOrderAction("comment", ["shipping"], "Completed")).toBe(false);
    expect(canDoOrderAction("comment", ["billing"], "Completed")).toBe(true);
    expect(canDoOrderAction("comment", ["admin"], "Completed")).toBe(true);
    expect(canDoOrderAction("comment", ["invoicing"], "Cancelled")).toBe(false);
    expect(canDoOrderAction("comment", ["billing"], "Cancelled")).toBe(true);
  });

  it("a transfer needs billing, or invoicing while the order is still an invoice; refund is not enough", () => {
    for (const status of ["Submitted", "Invoicing", "AddComic"] as const) {
      expect(canDoOrderAction("cancelTransfer", ["invoicing"], status)).toBe(true);
    }
    expect(canDoOrderAction("cancelTransfer", ["invoicing"], "InProcess")).toBe(false);
    expect(canDoOrderAction("cancelTransfer", ["refund"], "Invoicing")).toBe(false);
    expect(canDoOrderAction("cancelTransfer", ["billing"], "Billing")).toBe(true);
  });

  it("a refund needs the refund claim and a non-cancelled order", () => {
    expect(canDoOrderAction("cancelRefund", ["refund"], "Billing")).toBe(true);
    expect(canDoOrderAction("cancelRefund", ["billing"], "Billing")).toBe(false);
    expect(canDoOrderAction("cancelRefund", ["refund"], "Cancelled")).toBe(false);
  });

  it("billing works on tiers too: the toggle, labels verification and pressing failed", () => {
    expect(canDoOrderAction("toggleGrade", ["billing"], "InProcess", "PreGrade")).toBe(true);
    expect(canDoOrderAction("labelsVerification", ["billing"], "InProcess", "Labels")).toBe(true);
    expect(canDoOrderAction("pressingFailed", ["billing"], "InProcess", "Pressing")).toBe(true);
    expect(canDoOrderAction("labelsVerification", ["pressing"], "InProcess", "Labels")).toBe(false);
  });

  it("fast pass and press need pregrade or finalize; escalation needs admin", () => {
    expect(canDoOrderAction("fastPass", ["pregrade"], "InProcess", "PreGrade")).toBe(true);
    expect(canDoOrderAction("press", ["billing"], "InProcess", "PreGrade")).toBe(false);
    expect(canDoOrderAction("escalate", ["billing"], "InProcess")).toBe(false);
    expect(canDoOrderAction("escalate", ["admin"], "InProcess")).toBe(true);
  });

  it("external users are denied tiers whose status they lack a claim for, whatever the action", () => {
    expect(canDoOrderAction("comment", ["external", "pressing"], "InProcess", "Labels")).toBe(false);
    expect(canDoOrderAction("comment", ["external", "pressing"], "InProcess", "Pressing")).toBe(true);
  });

  it("names the route's claims of every action", () => {
    expect(ORDER_ACTIONS.cancelRefund.anyOf).toEqual(["refund"]);
    expect(ORDER_ACTIONS.ship.anyOf).toEqual(["shipping", "billing"]);
    expect(ORDER_ACTIONS.scan.anyOf).toContain("billing");
  });
});
