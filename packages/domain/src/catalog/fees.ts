// §9 fee rule: "a tier value under 1 is a share of insured value, bounded by min and max".
import type { BoundedPrice, Tier } from "./types";

/** Price for one comic of the given insured value (cents). Values of 1 or more are cents as they are;
 * below 1 they are a share of the insured value, rounded to the cent, kept within [min, max]. */
export function feeFor(price: BoundedPrice, insuredCents: number): number {
  if (price.value >= 1) return Math.round(price.value);
  let fee = Math.round(insuredCents * price.value);
  if (price.min !== undefined) fee = Math.max(fee, price.min);
  if (price.max !== undefined) fee = Math.min(fee, price.max);
  return fee;
}

export function isShareOfValue(value: number | undefined): boolean {
  return value !== undefined && value > 0 && value < 1;
}

export function gradingFee(tier: Tier, insuredCents: number): number {
  return feeFor({ value: tier.value, min: tier.minValue, max: tier.maxValue }, insuredCents);
}

export function pressFee(tier: Tier, insuredCents: number): number {
  if (!tier.pressValue) return 0;
  return feeFor({ value: tier.pressValue, min: tier.pressMin, max: tier.pressMax }, insuredCents);
}

/** §9 "press fast fee adds a fast-pass amount": fast pressing costs the press fee plus pressExpressValue. */
export function fastPressFee(tier: Tier, insuredCents: number): number {
  return pressFee(tier, insuredCents) + (tier.pressExpressValue ?? 0);
}

/** Press fee of one comic by press code: 2 (Fast Pressing) and 3 (Pressing Express) are the fast
 * ones and add the press fast fee; 1 (Pressing) and the rest pay the plain press fee. */
export function pressFeeFor(tier: Tier, insuredCents: number, press: number): number {
  return press === 2 || press === 3 ? fastPressFee(tier, insuredCents) : pressFee(tier, insuredCents);
}

export function pressScreenFee(tier: Tier, insuredCents: number): number {
  if (!tier.pressScreen) return 0;
  return feeFor(
    { value: tier.pressScreen, min: tier.pressScreenMin, max: tier.pressScreenMax },
    insuredCents,
  );
}
