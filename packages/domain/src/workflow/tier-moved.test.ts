import { describe, expect, it } from "vitest";
import { tierAddedMessage } from "./tier-moved";

describe("tierAddedMessage", () => {
  it("uses the spec's text for Labels and the same wording elsewhere", () => {
    expect(tierAddedMessage("Labels")).toBe("Tier added to Labels queue");
    expect(tierAddedMessage("QC")).toBe("Tier added to Quality control queue");
    expect(tierAddedMessage("HeatSeal")).toBe("Tier added to Heat seal queue");
  });
});
