import { describe, expect, it } from "vitest";
import {
  comicSubScreen,
  isGradingHidden,
  isOrderStatus,
  isTierStatus,
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  STATUS_LABELS,
  statusLabel,
  TIER_STATUSES,
} from "./statuses";

describe("statuses", () => {
  it("order statuses are the spec's nine plus InProcess", () => {
    expect(ORDER_STATUSES).toHaveLength(10);
    expect(isOrderStatus("InProcess")).toBe(true);
    expect(isOrderStatus("Shipped")).toBe(false);
    expect(OPEN_ORDER_STATUSES).not.toContain("Completed");
    expect(OPEN_ORDER_STATUSES).not.toContain("Cancelled");
  });
  it("tier statuses are in route order", () => {
    expect(TIER_STATUSES.join(",")).toBe(
      "ImagingSP,Signature,Pressing,PreGrade,Finalize,Labels,HeatSeal,Slab,QC,Imaging,Shipping",
    );
    expect(isTierStatus("QC")).toBe(true);
    expect(isTierStatus("Quality")).toBe(false);
  });
  it.each([
    ["ImagingSP", "imagingsp"],
    ["Signature", "signature"],
    ["Labels", "labels"],
    ["Imaging", "imaging"],
    ["PreGrade", "grade"],
    ["Finalize", "grade"],
    ["Slab", null],
  ])("a comic in %s opens the %s sub-screen", (status, screen) => {
    expect(comicSubScreen(status)).toBe(screen);
  });
  it("grading is hidden on Finalize when status equals updated status", () => {
    expect(isGradingHidden("Finalize", "Finalize")).toBe(true);
    expect(isGradingHidden("Finalize", "PreGrade")).toBe(false);
    expect(isGradingHidden("PreGrade", "PreGrade")).toBe(false);
  });
});

describe("status labels (issue 10 §9: status names as words everywhere)", () => {
  it.each([
    ["ShipToCanada", "Ship to Canada"],
    ["ReadyForPickUp", "Ready for pickup"],
    ["HeatSeal", "Heat seal"],
    ["PreGrade", "Pre-grade"],
    ["QC", "Quality control"],
    ["ImagingSP", "Special imaging"],
    ["InProcess", "In process"],
    ["AddComic", "Add comic"],
    ["Labels", "Labels"],
  ])("%s reads %s", (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
  it("names every order and tier status, each with its own words", () => {
    const statuses = [...new Set([...ORDER_STATUSES, ...TIER_STATUSES])];
    expect(Object.keys(STATUS_LABELS).sort()).toEqual(statuses.sort());
    const labels = Object.values(STATUS_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).not.toMatch(/[a-z][A-Z]/);
  });
  it("shows a status it does not know as sent", () => {
    expect(statusLabel("Archived")).toBe("Archived");
  });
});
