import { describe, expect, it } from "vitest";
import {
  tierAlreadyQueued,
  tierNotAtLabels,
  tierOfOtherType,
  validateLabelQueueTier,
} from "./label-queue-rules";

const scan = "26-0A12345-SO";
const atLabels = { status: "Labels", collectibleType: "Comic" };

describe("validateLabelQueueTier", () => {
  it("takes a tier at Labels of the queue's type, not queued yet", () => {
    expect(validateLabelQueueTier({ scan, queueType: "Comic", tier: atLabels, isQueued: false })).toEqual({
      ok: true,
      value: null,
    });
  });

  it("refuses an unknown tier with the spec's 'Not a valid Tier Id'", () => {
    expect(validateLabelQueueTier({ scan, queueType: "Comic", tier: null, isQueued: false })).toEqual({
      ok: false,
      message: "Not a valid Tier Id",
    });
  });

  it("names where a tier stands when it is not at Labels", () => {
    const tier = { status: "Finalize", collectibleType: "Comic" };
    const result = validateLabelQueueTier({ scan, queueType: "Comic", tier, isQueued: false });
    expect(result).toEqual({ ok: false, message: tierNotAtLabels(scan, "Finalize") });
    expect(tierNotAtLabels(scan, "Finalize")).toBe(
      "Tier 26-0A12345-SO is at Finalize, not at Labels: only tiers at Labels can be queued for labels.",
    );
  });

  it("says which queue takes a tier of another collectible type", () => {
    const result = validateLabelQueueTier({ scan, queueType: "Manga", tier: atLabels, isQueued: false });
    expect(result).toEqual({ ok: false, message: tierOfOtherType(scan, "Comic") });
    expect(tierOfOtherType(scan, "Comic")).toBe(
      "Tier 26-0A12345-SO holds Comic labels: scan it into the Comic queue.",
    );
  });

  it("refuses a tier already in the queue", () => {
    const result = validateLabelQueueTier({ scan, queueType: "Comic", tier: atLabels, isQueued: true });
    expect(result).toEqual({ ok: false, message: tierAlreadyQueued(scan) });
  });
});
