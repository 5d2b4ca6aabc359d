import { describe, expect, it } from "vitest";
import { comicScannedIntoField, isGradingStatus, unsavedGradeMessage } from "./index";

describe("grading in one pass", () => {
  it("grades at PreGrade and Finalize only", () => {
    expect(isGradingStatus("PreGrade")).toBe(true);
    expect(isGradingStatus("Finalize")).toBe(true);
    expect(isGradingStatus("Labels")).toBe(false);
  });

  it("tells a comic barcode typed into the grade field from a grade", () => {
    expect(comicScannedIntoField("26-WALK003-002")).toEqual({
      orderId: "26-WALK003",
      comicSeq: "002",
      uniqueId: "26-WALK003-002",
      before: "",
    });
    // Typed after a grade already in the field: the grade is what the field gets back.
    expect(comicScannedIntoField("9.826-walk003-002")).toMatchObject({
      uniqueId: "26-WALK003-002",
      before: "9.8",
    });
    expect(comicScannedIntoField("101234567-001")).toMatchObject({ comicSeq: "001", before: "10" });
    for (const grade of ["9.8", "10", "0.5", "", "26-WALK003", "26-WALK003-SO", "9.8 26-WALK003"]) {
      expect(comicScannedIntoField(grade)).toBeNull();
    }
  });

  it("asks before leaving with the signature view's words first", () => {
    expect(unsavedGradeMessage("26-WALK003-001")).toBe(
      "Save or undo your changes first. The changes to 26-WALK003-001 are not saved; leave without saving them?",
    );
  });
});
