import { describe, expect, it } from "vitest";
import { LABEL_BUCKETS } from "./label-queue";
import {
  canClearLabelQueue,
  tierAlreadyQueued,
  tierNotAtLabels,
  tierOfOtherType,
  validateClearLabelQueue,
  validateLabelQueueRemoval,
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

describe("label queue", () => {
  it("queue buckets and clearing", () => {
    expect(LABEL_BUCKETS.Manga).toEqual(["CB", "HR", "LP", "RB", "SL", "PF"]);
    expect(canClearLabelQueue(0)).toBe(false);
    expect(canClearLabelQueue(2)).toBe(true);
  });
  it("a label queue clears only with pages", () => {
    expect(validateClearLabelQueue(0)).toEqual({ ok: false, message: "There are no labels to clear." });
    expect(validateClearLabelQueue(1).ok).toBe(true);
  });
});

describe("label-queue removal ('Invalid Request')", () => {
  const queue = [{ orderId: "26-0A12345", tierId: "SO" }];
  it.each([
    ["26-0A12345-001", "a comic, not a tier"],
    ["nonsense", "not a scan"],
    ["26-0A12345-NW", "a tier not in the queue"],
  ])("%j (%s) -> 'Invalid Request'", (scan) => {
    expect(validateLabelQueueRemoval(scan, queue)).toEqual({ ok: false, message: "Invalid Request" });
  });
  it("removes a queued tier", () => {
    expect(validateLabelQueueRemoval("26-0a12345-so", queue)).toEqual({
      ok: true,
      value: { orderId: "26-0A12345", tierId: "SO" },
    });
  });
});
