// The turnaround sold (submissions-pricing §9 "Press screening adds 7 days. Signature add-ons add their
// days, except reholder tiers"): one rule read by the submission form's turnaround text, the quote, the
// due date set when pre-receiving routes a tier, and the dashboard's promised days (issue 30 point 4).
import { findTier } from "./lookup";
import type { AddOn, AddOnId, Catalog, Country, FastPassValue, Tier } from "./types";

/** §9 "Press screening adds 7 days". */
export const PRESS_SCREEN_DAYS = 7;

/** What was sold for a comic, or for a tier taken as a whole (its fast-pass level; press screening or a
 * signature kind when any of its comics has one). */
export type SoldTurnaround = {
  tier: Pick<Tier, "days" | "partialGradeDays" | "category">;
  fastPassValue: FastPassValue;
  partialGrade?: boolean;
  pressScreen: boolean;
  /** Signature add-on kinds sold (ASP, VSP, VSPP); each kind counts once. */
  signatureKinds: Iterable<string>;
};

/** Days promised: the tier's (or its partial grade's) days, or its fast-pass level's days when shorter,
 * plus 7 for press screening, plus the days of each signature add-on kind (not on reholder tiers). */
export function promisedDays(
  sold: SoldTurnaround,
  catalog: Pick<Catalog, "fastPassDays">,
  addOns: ReadonlyMap<AddOnId, Pick<AddOn, "days">>,
): number {
  const { tier } = sold;
  let days = sold.partialGrade && tier.partialGradeDays ? tier.partialGradeDays : tier.days;
  if (sold.fastPassValue > 0) {
    days = Math.min(days, catalog.fastPassDays[sold.fastPassValue as Exclude<FastPassValue, 0>]);
  }
  if (sold.pressScreen) days += PRESS_SCREEN_DAYS;
  if (tier.category !== "reholder") {
    for (const kind of new Set(sold.signatureKinds)) days += addOns.get(kind as AddOnId)?.days ?? 0;
  }
  return days;
}

/** An order tier's promised days from its id (code plus fast-pass letter) and what its comics were sold;
 * `fastPassValue` is the level stored on the tier (levels 5 and 6 have no letter). Undefined when the
 * catalog has no such tier. */
export function orderTierPromisedDays(
  catalog: Catalog,
  country: Country,
  sold: Omit<SoldTurnaround, "tier"> & { tierId: string },
): number | undefined {
  const found = findTier(catalog, country, sold.tierId);
  if (!found) return undefined;
  const addOns = new Map(catalog.countries[country].addOns.map((a) => [a.id, a]));
  const fastPassValue = Math.max(found.fastPassValue, sold.fastPassValue) as FastPassValue;
  return promisedDays({ ...sold, tier: found.tier, fastPassValue }, catalog, addOns);
}

/** A tier is flagged FAST PASS in the station queues only when it was sold with a fast-pass level. */
export const isSoldWithFastPass = (fastPassValue: number): boolean => fastPassValue > 0;
