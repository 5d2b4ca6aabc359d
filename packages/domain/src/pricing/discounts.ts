// Dealer discounts (submissions-pricing §9): they apply from catalog version 12; orders received
// before 20 May 2025 use the older rule; defaults 15 % grading, 10 % pressing, 50 % VSP; a Dealer
// needs a discount above 0.

import type { DealerDiscounts } from "../catalog";
import { validateMembership } from "../customers/memberships";
import { percentOf } from "../money";
import type { Discounts, Member } from "./types";

export const DEALER_LEVEL = "Dealer";
export const DEALER_DISCOUNT_MIN_VERSION = 12;
/** Orders received on or after this day use the per-service rule; earlier ones the older rule. */
export const DEALER_RULE_CUTOFF = "2025-05-20";
/** No discount takes more than its whole base. */
export const MAX_DISCOUNT_PERCENT = 100;

export const isDealer = (level: string): boolean => level.toLowerCase() === DEALER_LEVEL.toLowerCase();

/** "Dealer requires discount above 0" — a Dealer record without a positive grading discount is invalid. */
export function isDealerDiscountValid(level: string, discount: number | undefined): boolean {
  // The rule is the customers' (membership changes); pricing asks it with the level as it stands.
  return validateMembership({ membership: level, currentMembership: level, discountPercent: discount ?? 0 })
    .ok;
}

export type DiscountBases = {
  /** Grading fees including fast-pass upgrades. */
  grading: number;
  /** Press and press-screening fees. */
  pressing: number;
  /** VSP and VSP Plus fees. */
  vsp: number;
  /** Every priced line of the order. */
  total: number;
};

export const NO_DISCOUNT: Discounts = {
  gradingDiscount: 0,
  pressingDiscount: 0,
  VSPDiscount: 0,
  discount: 0,
  discountRate: 0,
  pressingDiscountRate: 0,
  vspDiscountRate: 0,
};

/** The older rule (received before 20 May 2025) takes the grading percent off the whole order and has
 * no pressing or VSP discount; the newer rule takes each percent off its own service. An order not yet
 * received is priced by the newer rule: it will be received after the cut-off. */
export function dealerDiscounts(opts: {
  member: Member;
  version: number;
  receivedDate?: string;
  defaults: DealerDiscounts;
  bases: DiscountBases;
}): Discounts {
  const { member, version, receivedDate, defaults, bases } = opts;
  if (!isDealer(member.level) || version < DEALER_DISCOUNT_MIN_VERSION) return NO_DISCOUNT;
  // A percent above 100 (a typo on the member form) would charge the dealer negative fees: held at 100.
  const pick = (own: number | undefined, fallback: number) =>
    Math.min(MAX_DISCOUNT_PERCENT, own && own > 0 ? own : fallback);
  const discountRate = pick(member.discount, defaults.grading);
  if (receivedDate !== undefined && receivedDate < DEALER_RULE_CUTOFF) {
    const gradingDiscount = percentOf(bases.total, discountRate);
    return { ...NO_DISCOUNT, gradingDiscount, discount: gradingDiscount, discountRate };
  }
  const pressingDiscountRate = pick(member.pressingDiscount, defaults.pressing);
  const vspDiscountRate = pick(member.vspDiscount, defaults.vsp);
  const gradingDiscount = percentOf(bases.grading, discountRate);
  const pressingDiscount = percentOf(bases.pressing, pressingDiscountRate);
  const VSPDiscount = percentOf(bases.vsp, vspDiscountRate);
  return {
    gradingDiscount,
    pressingDiscount,
    VSPDiscount,
    discount: gradingDiscount + pressingDiscount + VSPDiscount,
    discountRate,
    pressingDiscountRate,
    vspDiscountRate,
  };
}
