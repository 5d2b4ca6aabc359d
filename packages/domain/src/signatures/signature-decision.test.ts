import { describe, expect, it } from "vitest";
import { isSignatureDecided } from "./signature-decision";

describe("isSignatureDecided", () => {
  it("an ASP is always decided", () => {
    expect(isSignatureDecided({ type: "ASP", valid: false })).toBe(true);
  });
  it("a VSP or VSPP added and not yet approved or disapproved is undecided", () => {
    expect(isSignatureDecided({ type: "VSP", valid: false, processInvalid: false })).toBe(false);
    expect(isSignatureDecided({ type: "VSPP", valid: false })).toBe(false);
  });
  it("approved (valid) or disapproved (processInvalid) is decided", () => {
    expect(isSignatureDecided({ type: "VSP", valid: true })).toBe(true);
    expect(isSignatureDecided({ type: "VSPP", valid: false, processInvalid: true })).toBe(true);
  });
});
