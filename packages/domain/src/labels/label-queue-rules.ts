// Which tiers a worker's label queue takes (administration §3, §5; issue 17), and the texts of the
// label calls the spec gives no wording for. The server enforces them; the queue screen may repeat them.
import { parseScanCode } from "../ids/index";
import { CLEAR_QUEUE_EMPTY, LABEL_REMOVE_INVALID_REQUEST } from "../messages/administration";
import { NOT_A_VALID_TIER_ID, TIER_ADDED_TO_LABELS } from "../messages/workflow";
import { fail, ok, type Result } from "../workflow/result";
import type { LabelCollectibleType } from "./label-queue";
import { MANGA_LABEL_CODES_TEXT } from "./manga-label-codes";

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

/**
 * Removing a tier from a worker's label queue (administration §5 "Removing a tier that is invalid
 * gives 'Invalid Request'"): the scan must be a tier code, and that tier must be in the queue.
 */
export function validateLabelQueueRemoval(
  tierScan: string | null | undefined,
  queue: readonly { orderId: string; tierId: string }[],
): Result<{ orderId: string; tierId: string }> {
  const target = parseScanCode(tierScan?.trim() ?? "");
  if (target?.kind !== "tier") return fail(LABEL_REMOVE_INVALID_REQUEST);
  const isQueued = queue.some(
    (t) => t.orderId.toUpperCase() === target.orderId && t.tierId.toUpperCase() === target.tierId,
  );
  return isQueued
    ? ok({ orderId: target.orderId, tierId: target.tierId })
    : fail(LABEL_REMOVE_INVALID_REQUEST);
}

/** "It can be cleared only when the total page count is above 0." */
export function canClearLabelQueue(totalPages: number): boolean {
  return totalPages > 0;
}

export function validateClearLabelQueue(totalPages: number): Result<null> {
  return canClearLabelQueue(totalPages) ? ok(null) : fail(CLEAR_QUEUE_EMPTY);
}

/**
 * The answer to a tier scanned into the queue: the spec's 'Tier added to Labels queue', then how many of
 * the tier's comics print (issue 29 point 4: a tier of manga without a code used to answer the same as
 * one that prints). Only a manga without a listed label code fits no bucket.
 */
export function tierAddedToLabelsQueue(counts: { comics: number; printable: number }): string {
  const { comics, printable } = counts;
  const added = `${TIER_ADDED_TO_LABELS}: ${printable} of ${comics} ${comics === 1 ? "comic" : "comics"} printable`;
  const missing = comics - printable;
  if (missing <= 0) return added;
  const needs = missing === 1 ? "needs" : "need";
  return `${added} (${missing} manga ${needs} a label code: ${MANGA_LABEL_CODES_TEXT})`;
}
