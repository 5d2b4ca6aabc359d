import { describe, expect, it } from "vitest";
import { printJobStatusName, validateBarcodePosition, validateLabelLength } from "./label-printing";

describe("printing", () => {
  it.each([
    [0, "unknown"],
    [1, "printing"],
    [2, "finished"],
    [3, "error"],
    [4, "paper out"],
    [5, "in queue"],
    [-1, "processing error"],
    [-2, "printer busy"],
    [-3, "invalid job id"],
    [-4, "not spooled"],
  ])("print job status %i is %s", (code, name) => {
    expect(printJobStatusName(code)).toBe(name);
  });
});

describe("label framework rules (administration §5)", () => {
  it("an address barcode position is AboveAddress, BelowAddress or Suppress", () => {
    for (const position of ["AboveAddress", "BelowAddress", "Suppress"]) {
      expect(validateBarcodePosition(position)).toEqual({ ok: true, value: position });
    }
    expect(validateBarcodePosition("Top")).toEqual({
      ok: false,
      message: "barcode position Top is invalid value",
    });
  });

  it("a length is set only on continuous labels; 0 is automatic; at most 7200", () => {
    expect(validateLabelLength({ isContinuous: false, length: 100 })).toEqual({
      ok: false,
      message: "Cannot set length on non-continuous label.",
    });
    expect(validateLabelLength({ isContinuous: true, length: 0 })).toEqual({ ok: true, value: 0 });
    expect(validateLabelLength({ isContinuous: true, length: 9000 })).toEqual({ ok: true, value: 7200 });
  });
});
