// Which tiers a worker's label queue takes (administration §3, §5; issue 17), and the texts of the
// label calls the spec gives no wording for. The server enforces them; the queue screen may repeat them.
import { NOT_A_VALID_TIER_ID } from "../messages/workflow";
import { fail, ok, type Result } from "../workflow/result";
import type { LabelCollectibleType } from "./label-queue";

export const tierNotAtLabels = (scan: string, status: string): string =>
  `Tier ${scan} is at ${status}, not at Labels: only tiers at Labels can be queued for labels.`;
export const tierOfOtherType = (scan: string, type: string): string =>
  `Tier ${scan} holds ${type} labels: scan it into the ${type} queue.`;
export const tierAlreadyQueued = (scan: string): string => `Tier ${scan} is already in the label queue.`;
export const LABEL_QUEUE_STALE = "This label queue was changed since you read it. Reload it and try again.";
export const noEarlierLabel = (uniqueId: string): string =>
  `No label has been printed for ${uniqueId} yet, so there is no old label to print.`;
export const NOT_A_CERTIFICATION_NUMBER = "Not a valid certification number: 26-0A12345-001.";

/**
 * A scanned tier (already a valid label scan) may join the queue when it exists ('Not a valid Tier
 * Id'), stands at Labels, holds the queue's collectible type, and is not queued yet.
 */
export function validateLabelQueueTier(input: {
  scan: string;
  queueType: LabelCollectibleType;
  tier: { status: string; collectibleType: string } | null;
  isQueued: boolean;
}): Result<null> {
  const { scan, tier } = input;
  if (!tier) return fail(NOT_A_VALID_TIER_ID);
  if (tier.status !== "Labels") return fail(tierNotAtLabels(scan, tier.status));
  if (tier.collectibleType !== input.queueType) return fail(tierOfOtherType(scan, tier.collectibleType));
  if (input.isQueued) return fail(tierAlreadyQueued(scan));
  return ok(null);
}
