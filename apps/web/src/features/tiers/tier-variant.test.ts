import { describe, expect, it } from "vitest";
import { queuePathForTier, tierVariant } from "./tier-variant";

describe("tier screen variants", () => {
  it("grade for PreGrade and Finalize, slab for Slab, default otherwise", () => {
    expect(tierVariant("PreGrade")).toBe("grade");
    expect(tierVariant("Finalize")).toBe("grade");
    expect(tierVariant("Slab")).toBe("slab");
    expect(tierVariant("Pressing")).toBe("default");
  });

  it("a completed tier returns the worker to the queue it was listed on", () => {
    expect(queuePathForTier("ImagingSP")).toBe("/imaging");
    expect(queuePathForTier("Finalize")).toBe("/grading");
    expect(queuePathForTier("QC")).toBe("/quality");
    expect(queuePathForTier("HeatSeal")).toBe("/heatseal");
  });
});
