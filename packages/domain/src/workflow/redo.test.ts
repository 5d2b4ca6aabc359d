import { describe, expect, it } from "vitest";
import {
  processedAfterRedo,
  REDO_REASON_REQUIRED,
  REDO_REASON_TOO_LONG,
  redoLogText,
  redoReasonError,
  redoTierLogText,
} from "./index";

describe("redo", () => {
  it("needs a reason of at most 1000 characters", () => {
    expect(redoReasonError("")).toBe(REDO_REASON_REQUIRED);
    expect(redoReasonError("   ")).toBe(REDO_REASON_REQUIRED);
    expect(redoReasonError(undefined)).toBe("Please enter the reason for the redo.");
    expect(redoReasonError("x".repeat(1001))).toBe(REDO_REASON_TOO_LONG);
    expect(redoReasonError("Corner crease missed")).toBeNull();
  });

  it("logs which comics or tier went back, where and why", () => {
    expect(redoLogText(["001", "002"], "Finalize", " Corner crease missed ")).toBe(
      "Redo 001, 002 at Finalize: Corner crease missed",
    );
    expect(redoTierLogText("SO", "Labels", "Wrong label stock")).toBe(
      "Redo tier SO at Labels: Wrong label stock",
    );
  });

  it("takes the redone scanned comics off the processed count, never below 0", () => {
    expect(processedAfterRedo(2, 1)).toBe(1);
    expect(processedAfterRedo(0, 1)).toBe(0);
  });
});
