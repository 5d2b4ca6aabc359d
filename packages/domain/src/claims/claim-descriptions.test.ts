import { describe, expect, it } from "vitest";
import { claimDescription, KNOWN_CLAIMS } from "./index";

describe("claim descriptions", () => {
  it("gives every known claim words of its own, not its code", () => {
    for (const claim of KNOWN_CLAIMS) expect(claimDescription(claim), claim).not.toBe(claim);
    expect(new Set(KNOWN_CLAIMS.map(claimDescription)).size).toBe(KNOWN_CLAIMS.length);
  });

  it("reads a code it does not know as the code", () => {
    expect(claimDescription("nightshift")).toBe("nightshift");
    expect(claimDescription("QC")).toBe("Quality control station");
  });
});
