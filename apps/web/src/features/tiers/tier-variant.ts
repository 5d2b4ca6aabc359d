import { queueForTierStatus, type TierStatus } from "@gbo/domain/workflow";

export type TierVariant = "grade" | "slab" | "default";

/** "Tier views come in grade, slab and default variants" (workflow §2). */
export function tierVariant(status: TierStatus): TierVariant {
  if (status === "PreGrade" || status === "Finalize") return "grade";
  if (status === "Slab") return "slab";
  return "default";
}

/** The queue screen a tier at this status is listed on (back to it after completing). */
export function queuePathForTier(status: TierStatus): string {
  return queueForTierStatus(status)?.path ?? "/dashboard";
}
