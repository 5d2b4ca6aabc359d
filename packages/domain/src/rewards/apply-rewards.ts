// Rewards (submissions-pricing §5): "Rewards applied are capped by the smallest of: applied, available
// plus original, and total less discount plus shipping."
import type { RewardsBalance } from "../pricing/types";

export type RewardsCapInput = RewardsBalance & {
  total: number;
  discount: number;
  shipping: number;
  /** Optional further bound: what is still owed after promo and every charge, so that rewards never
   * turn the grand total negative (a promo may already have taken part of "total less discount"). */
  remaining?: number;
};

/** Rewards to apply, in cents: never negative, never above any of the three bounds of §5. */
export function applyRewards(input: RewardsCapInput): number {
  const bounds = [
    input.applied,
    input.available + input.original,
    input.total - input.discount + input.shipping,
  ];
  if (input.remaining !== undefined) bounds.push(input.remaining);
  return Math.max(0, Math.min(...bounds));
}

/** Balance left to the member after this order: what they had (available plus what this order held
 * before) less what the order now uses. */
export function rewardsLeft(balance: Pick<RewardsBalance, "available" | "original">, used: number): number {
  return Math.max(0, balance.available + balance.original - used);
}
