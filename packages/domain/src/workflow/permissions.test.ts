import { describe, expect, it } from "vitest";
import {
  canAdminDelete,
  canChangeFastPassOrPress,
  canEditAr,
  canEditCompletedOrder,
  canEscalate,
  canExternalSeeTier,
  canRefund,
  canWorkOnOrder,
} from "./permissions";
import type { OrderStatus, TierStatus } from "./statuses";

describe("work on an order needs a claim matching its status, or billing", () => {
  it.each<[string, OrderStatus, TierStatus | undefined, boolean]>([
    ["grade", "InProcess", "PreGrade", true],
    ["pregrade", "InProcess", "PreGrade", true],
    ["finalize", "InProcess", "PreGrade", false],
    ["grade", "InProcess", "Finalize", true],
    ["finalize", "InProcess", "Finalize", true],
    ["qc", "InProcess", "QC", true],
    ["qc", "InProcess", "HeatSeal", false],
    ["heatseal", "InProcess", "HeatSeal", true],
    ["imaging", "InProcess", "ImagingSP", true],
    ["billing", "InProcess", "Slab", true],
    ["shipping", "ShipToCanada", undefined, true],
    ["shipping", "ReadyForPickUp", undefined, true],
    ["readyforpickup", "ReadyForPickUp", undefined, true],
    ["receiving", "Submitted", undefined, true],
    ["invoicing", "Invoicing", undefined, true],
    ["comics", "AddComic", undefined, true],
    ["pressing", "Billing", undefined, false],
    ["billing", "Billing", undefined, true],
    ["shipping", "Cancelled", undefined, false],
    ["billing", "Cancelled", undefined, true],
    ["admin", "InProcess", "Labels", true],
    ["", "Submitted", undefined, false],
  ])("%j on %s/%s: %s", (claims, orderStatus, tierStatus, expected) => {
    expect(canWorkOnOrder(claims, orderStatus, tierStatus)).toBe(expected);
  });
});

describe("order permissions of workflow §6", () => {
  it("accounts receivable: billing or admin and a nonzero balance", () => {
    expect(canEditAr("billing", 1250)).toBe(true);
    expect(canEditAr("admin", -500)).toBe(true);
    expect(canEditAr("billing", 0)).toBe(false);
    expect(canEditAr("shipping", 1250)).toBe(false);
  });

  it("completed orders: billing or admin", () => {
    expect(canEditCompletedOrder("billing")).toBe(true);
    expect(canEditCompletedOrder("admin")).toBe(true);
    expect(canEditCompletedOrder("shipping")).toBe(false);
  });

  it("fast pass and press need pregrade or finalize; escalation needs admin", () => {
    expect(canChangeFastPassOrPress("pregrade")).toBe(true);
    expect(canChangeFastPassOrPress("finalize")).toBe(true);
    expect(canChangeFastPassOrPress("grade")).toBe(false);
    expect(canEscalate("admin")).toBe(true);
    expect(canEscalate("billing")).toBe(false);
  });

  it("refund needs the refund claim and a non-cancelled order", () => {
    expect(canRefund("refund", "Billing")).toBe(true);
    expect(canRefund("refund", "Cancelled")).toBe(false);
    expect(canRefund("billing", "Billing")).toBe(false);
  });

  it("external users are denied tiers whose status they lack a claim for", () => {
    expect(canExternalSeeTier("external,qc", "QC")).toBe(true);
    expect(canExternalSeeTier("external,qc", "Slab")).toBe(false);
    expect(canExternalSeeTier("qc", "Slab")).toBe(true);
    expect(canExternalSeeTier("admin", "Slab")).toBe(true);
  });

  it("only admin deletes workers, banners, conventions, devices and turnaround times", () => {
    expect(canAdminDelete("admin")).toBe(true);
    expect(canAdminDelete("manageworker,managecontent")).toBe(false);
  });
});
