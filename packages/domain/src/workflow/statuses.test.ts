import { describe, expect, it } from "vitest";
import {
  comicSubScreen,
  isGradingHidden,
  isOrderStatus,
  isTierStatus,
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
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
