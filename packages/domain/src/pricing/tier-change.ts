// Charges when a tier on an order is changed to a fast-pass level or a press level (workflow §4: "A tier
// can be changed to fast pass or pressing, which adds charges"). Per comic, because share-of-value fees
// depend on each comic's insured value. A lower level gives the difference back (a negative amount).
import { type Catalog, type Country, type FastPassValue, findAddOn, findTier, pressFeeFor } from "../catalog";
import { fastPassPrice } from "./comic-quote";

export type TierChange = {
  catalog: Catalog;
  country: Country;
  /** The order's tier id (a fast-pass suffix is resolved: "SOF" prices as SO). */
  tierId: string;
  /** Insured value of each comic on the tier, cents. */
  comicsInsured: readonly number[];
  from: number;
  to: number;
};

const asFastPass = (value: number): FastPassValue =>
  (Number.isInteger(value) && value >= 0 && value <= 6 ? value : 0) as FastPassValue;

/** New fast-pass level's upgrade price less the old one's, for every comic of the tier; 0 for an
 * unknown tier. */
export function fastPassChangeCharge(change: TierChange): number {
  const tier = findTier(change.catalog, change.country, change.tierId)?.tier;
  if (!tier) return 0;
  const addOn = findAddOn(change.catalog, change.country, "fastPass");
  const perComic =
    fastPassPrice(tier, asFastPass(change.to), addOn) - fastPassPrice(tier, asFastPass(change.from), addOn);
  return perComic * change.comicsInsured.length;
}

/** New press level's fee less the old one's (0 none, 1 pressing, 2 and 3 fast pressing), summed over
 * the tier's comics; 0 for an unknown tier. */
export function pressChangeCharge(change: TierChange): number {
  const tier = findTier(change.catalog, change.country, change.tierId)?.tier;
  if (!tier) return 0;
  const fee = (press: number, insured: number) => (press > 0 ? pressFeeFor(tier, insured, press) : 0);
  return change.comicsInsured.reduce(
    (sum, insured) => sum + fee(change.to, insured) - fee(change.from, insured),
    0,
  );
}
