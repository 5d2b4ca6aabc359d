// Tier routing (workflow §4, DESIGN §5): one pure function decides a tier's next status.
import {
  NOT_AT_SPECIAL_IMAGING,
  REJECT_TARGET_INVALID,
  SKIP_IMAGING_COMMENT_REQUIRED,
  TIER_NOT_COMPLETE,
} from "../messages/workflow";
import { fail, ok, type Result } from "./result";
import { TIER_STATUSES, type TierStatus, tierStatusIndex } from "./statuses";

/**
 * Which optional stations a tier goes through. Always on, for every tier: PreGrade, Finalize, Labels,
 * HeatSeal, Slab, QC and Shipping — every graded item is graded, labelled, sealed, slabbed and
 * checked before it ships. Optional, because each is a service the customer buys or not:
 * special imaging (ImagingSP, the sp1..sp4 images), signature verification (Signature), pressing
 * (Pressing) and imaging (Imaging, the image add-on).
 */
export type TierServices = {
  hasSpecialImaging: boolean;
  hasSignature: boolean;
  hasPressing: boolean;
  hasImaging: boolean;
};

const OPTIONAL: Partial<Record<TierStatus, keyof TierServices>> = {
  ImagingSP: "hasSpecialImaging",
  Signature: "hasSignature",
  Pressing: "hasPressing",
  Imaging: "hasImaging",
};

/** The statuses a tier with these services visits, in route order, always ending at Shipping. */
export function tierRoute(services: TierServices): TierStatus[] {
  return TIER_STATUSES.filter((status) => {
    const service = OPTIONAL[status];
    return service === undefined || services[service];
  });
}

export function firstTierStatus(services: TierServices): TierStatus {
  return tierRoute(services)[0] ?? "PreGrade";
}

/**
 * The status a tier moves to when its current step completes. "Rejecting sends a tier back to an
 * earlier status … and then to the quality screen" (workflow §4): a reworked tier before QC goes
 * straight to QC, whatever lies between; QC sees why (the tier keeps its reject mark there) and may send
 * it on to a station it never reached. Shipping is the last status and stays Shipping. A current status
 * outside the route (services changed meanwhile) moves to the first route status after it.
 */
export function nextTierStatus(
  current: TierStatus,
  services: TierServices,
  opts: { rejected?: boolean } = {},
): TierStatus {
  const index = tierStatusIndex(current);
  if (opts.rejected && index < tierStatusIndex("QC")) return "QC";
  const after = tierRoute(services).filter((status) => tierStatusIndex(status) > index);
  return after[0] ?? "Shipping";
}

/**
 * Where a tier may be sent back on reject: statuses before the current one, but never Signature or
 * Imaging if the tier was never routed there (workflow §4).
 */
export function rejectTargets(current: TierStatus, routedThrough: readonly TierStatus[]): TierStatus[] {
  const index = tierStatusIndex(current);
  return TIER_STATUSES.filter((status) => {
    if (tierStatusIndex(status) >= index) return false;
    if (status === "Signature" || status === "Imaging") return routedThrough.includes(status);
    return true;
  });
}

/** "PreGrade and Finalize can be toggled": the other one, or null for any other status. */
export function togglePreGradeFinalize(status: TierStatus): TierStatus | null {
  if (status === "PreGrade") return "Finalize";
  if (status === "Finalize") return "PreGrade";
  return null;
}

/** "A tier may complete when processed reaches count." */
export function canCompleteTier(tier: { processed: number; count: number }): boolean {
  return tier.processed >= tier.count;
}

/** "Skipping special imaging routes the tier to Signature"; null when the tier is not at ImagingSP. */
export function skipSpecialImaging(current: TierStatus): TierStatus | null {
  return current === "ImagingSP" ? "Signature" : null;
}

/** A reject's target must be one of rejectTargets(current, routedThrough). */
export function validateRejectTarget(
  current: TierStatus,
  target: TierStatus,
  routedThrough: readonly TierStatus[],
): Result<TierStatus> {
  return rejectTargets(current, routedThrough).includes(target) ? ok(target) : fail(REJECT_TARGET_INVALID);
}

/** Completing a tier: processed must reach count. */
export function validateTierCompletion(tier: { processed: number; count: number }): Result<null> {
  return canCompleteTier(tier) ? ok(null) : fail(TIER_NOT_COMPLETE);
}

/**
 * Skipping special imaging (POST /api/orders/{id}/skip/imagesp) takes a comment (the
 * skip-imaging-special comment dialog) and moves an ImagingSP tier to Signature.
 */
export function validateSkipSpecialImaging(
  current: TierStatus,
  comment: string | null | undefined,
): Result<{ status: TierStatus; comment: string }> {
  const status = skipSpecialImaging(current);
  if (!status) return fail(NOT_AT_SPECIAL_IMAGING);
  const text = comment?.trim() ?? "";
  return text ? ok({ status, comment: text }) : fail(SKIP_IMAGING_COMMENT_REQUIRED);
}
