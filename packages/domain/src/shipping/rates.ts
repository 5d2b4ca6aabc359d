// Shipping and handling (submissions-pricing §9): rate versions by received-date cut-offs, the onsite
// rate, handling apart from shipping after 16 April 2025, and insurance.
import {
  type Catalog,
  type Country,
  RATE_VERSION_CUTOFFS,
  type ShippingRate,
  type ShippingRateTable,
} from "../catalog";

export { RATE_VERSION_CUTOFFS };

/** Rate version for a day: 0 before 14 Sep 2022, then 1 to 5 from each cut-off on (inclusive). */
export function rateVersionFor(day: string): number {
  let version = 0;
  for (const cutoff of RATE_VERSION_CUTOFFS) if (day >= cutoff) version += 1;
  return version;
}

/** Rate table that applies to an order: chosen by its received date, or its order date before then. */
export function rateTableFor(
  catalog: Catalog,
  country: Country,
  orderDate: string,
  receivedDate?: string,
): ShippingRateTable {
  const version = rateVersionFor(receivedDate ?? orderDate);
  const tables = catalog.countries[country].shippingRates;
  return tables.find((t) => t.version === version) ?? (tables[tables.length - 1] as ShippingRateTable);
}

/** §9 "onsite rate is $5 base, no extras" — and onsite orders carry zero-cost shipping otherwise. */
export const ONSITE_RATE: ShippingRate = {
  id: "ONSITE",
  name: "Onsite",
  baseCost: 500,
  additionalCost: 0,
  handlingCost: 0,
  insuranceCost: 0,
  isPickup: true,
};

export const HANDLING_SPLIT_FROM = "2025-04-16";

/** Handling is billed apart from shipping for orders received (or, not yet received, dated) on or after
 * 16 April 2025. Orders dated before it and not yet received keep the older rule (one combined S&H). */
export function isHandlingSeparate(orderDate: string, receivedDate?: string): boolean {
  if (receivedDate === undefined) return orderDate >= HANDLING_SPLIT_FROM;
  return receivedDate >= HANDLING_SPLIT_FROM;
}

export type ShippingCharges = { sh: number; handling: number };

/** Shipping for `count` books on a rate: base for the first, additional for each further one; handling
 * either separate or folded into sh by date. */
export function shippingCharges(opts: {
  rate: ShippingRate;
  count: number;
  orderDate: string;
  receivedDate?: string;
}): ShippingCharges {
  const { rate, count } = opts;
  if (count <= 0) return { sh: 0, handling: 0 };
  const shipping = rate.baseCost + rate.additionalCost * (count - 1);
  if (isHandlingSeparate(opts.orderDate, opts.receivedDate))
    return { sh: shipping, handling: rate.handlingCost };
  return { sh: shipping + rate.handlingCost, handling: 0 };
}

/**
 * A rate as the totals will charge it: "$33.75 + $5.00 handling" when handling is billed apart, else the
 * one S&H amount ("$38.75"), so a rate menu reads as the Shipping and Handling lines do (issue 30 §9).
 */
export function shippingChargesText(charges: ShippingCharges, money: (cents: number) => string): string {
  return charges.handling > 0
    ? `${money(charges.sh)} + ${money(charges.handling)} handling`
    : money(charges.sh);
}

/** §9 5-pack insurance: 1.4 per 100 of insured value when insured is over 300 and it is not a pickup. */
export const FIVE_PACK_INSURANCE_PER_100 = 1.4;
export const FIVE_PACK_INSURANCE_ABOVE = 30000;

export function fivePackInsurance(insuredCents: number, isPickup: boolean): number {
  if (isPickup || insuredCents <= FIVE_PACK_INSURANCE_ABOVE) return 0;
  // 1.4 per 100 = 14 per 1000, computed on integers to keep cents exact.
  return Math.round((insuredCents * 14) / 1000);
}

/** Insurance of an order: the 5-pack rule when the Tankobon 5-pack applies, else the rate's flat
 * insurance when the customer asked for it; nothing on pickup. */
export function insuranceFor(opts: {
  rate: ShippingRate | undefined;
  isInsurance: boolean;
  insured: number;
  isFivePack: boolean;
}): number {
  const isPickup = opts.rate?.isPickup ?? false;
  if (opts.isFivePack) return fivePackInsurance(opts.insured, isPickup);
  if (!opts.isInsurance || !opts.rate || isPickup) return 0;
  return opts.rate.insuranceCost;
}
