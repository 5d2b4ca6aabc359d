// A tier changed to fast pass or pressing on the order screens (workflow §4: "A tier can be changed to
// fast pass or pressing, which adds charges"), checked by the rules that govern them at invoicing:
// fast pass from pricing version 3 (workflow §9) on tiers whose days allow it (submissions §9, the
// invoicing reading: more than 14 days or exactly 2), at a level the tier offers; press codes 0, 1, 3
// and 9, 9 only for manga (workflow §4); no pressing on tiers whose kind turns it off (slab,
// witnessed signature, original art: submissions §4).

import type { Tier } from "../catalog/types";
import { fastPassLabel, isFastPassSupported, pressCodesFor } from "../grading/codes";
import { FAST_PASS_MIN_DAYS, isFastPassAllowed } from "../pricing/comic-tier-rules";
import { fail, ok, type Result } from "./result";

// Ours: the spec states these rules without a text.
export const FAST_PASS_VERSION_TOO_OLD =
  "Fast pass is available from pricing version 3; this tier's price list is older.";
export const FAST_PASS_NOT_FOR_DAYS = `Fast pass is only for tiers of more than ${FAST_PASS_MIN_DAYS.invoicing} days or of exactly 2 days.`;
export const fastPassNotOffered = (label: string): string => `This tier does not offer ${label}.`;
export const TIER_NOT_PRICED = "This tier is not in the price list, so the change cannot be charged.";
export const PRESS_NOT_FOR_TIER_KIND =
  "Pressing is not offered for slab, witnessed-signature or original-art tiers.";
export const pressCodeNotOffered = (codes: readonly number[]): string =>
  `Press must be one of ${codes.join(", ")}${codes.includes(9) ? "" : " (9, cleaning, is for manga only)"}.`;

/** Tier kinds that turn pressing off (submissions §4). */
export const NO_PRESSING_CATEGORIES: readonly Tier["category"][] = ["artwork", "slab", "witnessed"];

/**
 * Fast pass `value` (0 standard .. 4) for a tier of `days`, priced from `catalogTier` (undefined when
 * the tier is not in the price list). `chargeCents` is what the change would add for the tier's comics.
 */
export function validateFastPassChange(input: {
  value: number;
  days: number;
  catalogTier: Pick<Tier, "version"> | undefined;
  chargeCents: number;
  from: number;
}): Result<number> {
  if (input.value === 0 || input.value === input.from) return ok(input.value);
  if (!input.catalogTier) return fail(TIER_NOT_PRICED);
  if (!isFastPassSupported(input.catalogTier.version)) return fail(FAST_PASS_VERSION_TOO_OLD);
  if (!isFastPassAllowed(input.days, "invoicing")) return fail(FAST_PASS_NOT_FOR_DAYS);
  // A level the tier has no price for would be granted for nothing.
  if (input.value > input.from && input.chargeCents <= 0) {
    return fail(fastPassNotOffered(fastPassLabel(input.value) || `fast pass ${input.value}`));
  }
  return ok(input.value);
}

/** Press code `press` for an order of `collectibleType` on a tier priced from `catalogTier`. */
export function validatePressChange(input: {
  press: number;
  collectibleType: string;
  catalogTier: Pick<Tier, "category"> | undefined;
  /** True when a comic of the tier is itself a slab, witnessed signature or original art. */
  hasNoPressingComic?: boolean;
}): Result<number> {
  const codes = pressCodesFor(input.collectibleType);
  if (!codes.includes(input.press)) return fail(pressCodeNotOffered(codes));
  if (input.press === 0) return ok(0);
  if (!input.catalogTier) return fail(TIER_NOT_PRICED);
  if (NO_PRESSING_CATEGORIES.includes(input.catalogTier.category) || input.hasNoPressingComic) {
    return fail(PRESS_NOT_FOR_TIER_KIND);
  }
  return ok(input.press);
}
