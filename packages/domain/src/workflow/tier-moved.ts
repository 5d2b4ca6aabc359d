import { TIER_ADDED_TO_LABELS } from "../messages/workflow";
import { statusLabel, type TierStatus } from "./statuses";

/** What a worker is told after completing a tier. 'Tier added to Labels queue' is the spec's text (workflow
 * §8); the other stations follow the same wording, with the status in words ("Heat seal"). */
export function tierAddedMessage(next: TierStatus): string {
  return next === "Labels" ? TIER_ADDED_TO_LABELS : `Tier added to ${statusLabel(next)} queue`;
}
