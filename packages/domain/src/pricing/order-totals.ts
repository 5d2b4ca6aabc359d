// The order-level half of a quote (submissions-pricing §3 summary fields, §9 grand total), shared by a
// submission (priced per comic) and an invoice (priced per tier row): dealer discounts, shipping and
// handling, promo, insurance, drop-off, rewards, CA tax and the grand total.
import { currencySymbol } from "../money";
import { evaluatePromo } from "../promo/evaluate";
import { applyRewards } from "../rewards/apply-rewards";
import { insuranceFor, ONSITE_RATE, rateTableFor, rateVersionFor, shippingCharges } from "../shipping/rates";
import { isOnsite } from "./comic-quote";
import { dealerDiscounts } from "./discounts";
import type { ComicQuote, Quote, QuoteInput } from "./types";

/** Tax applies only to CA (§9). The spec gives no rate: we use Ontario's 13 % HST, where the lab's
 * Canadian drop point is assumed to be; a caller may pass another `taxRate`. */
export const CA_TAX_RATE = 0.13;

export type OrderTotalsInput = Omit<QuoteInput, "comics" | "isGradingPressScreen"> & {
  /** The priced lines promo codes read. */
  comics: readonly ComicQuote[];
  count: number;
  insured: number;
  /** The order's total before discounts, and the bases dealer discounts are taken from. */
  total: number;
  bases: { grading: number; pressing: number; vsp: number; total: number };
};

export type OrderTotals = Omit<
  Quote,
  | "comics"
  | "count"
  | "insured"
  | "baseTotal"
  | "total"
  | "gradingPressScreen"
  | "isGradingPressScreenOffered"
>;

export function taxFor(country: QuoteInput["country"], amount: number, rate = CA_TAX_RATE): number {
  return country === "CA" && amount > 0 ? Math.round(amount * rate) : 0;
}

export function quoteOrderTotals(input: OrderTotalsInput): OrderTotals {
  const { catalog, country, member, total } = input;
  const discounts = dealerDiscounts({
    member,
    version: input.version,
    ...(input.receivedDate ? { receivedDate: input.receivedDate } : {}),
    defaults: catalog.dealerDiscounts,
    bases: input.bases,
  });

  const onsite = isOnsite(member.level);
  const rate = onsite
    ? ONSITE_RATE
    : input.rateId === undefined
      ? undefined
      : rateTableFor(catalog, country, input.orderDate, input.receivedDate).rates.find(
          (r) => r.id === input.rateId,
        );
  const { sh, handling } = onsite
    ? { sh: ONSITE_RATE.baseCost, handling: 0 }
    : rate
      ? shippingCharges({
          rate,
          count: input.count,
          orderDate: input.orderDate,
          ...(input.receivedDate ? { receivedDate: input.receivedDate } : {}),
        })
      : { sh: 0, handling: 0 };

  const promo = evaluatePromo(input.promoCode ?? input.promo?.id ?? "", input.promo, {
    comics: input.comics,
    total,
    existingDiscount: discounts.discount,
    level: member.level,
    isWelcomePromo: member.isWelcomePromo ?? false,
    ...(rate ? { shipping: sh } : {}),
    today: input.today ?? input.orderDate,
  });

  const insurance = insuranceFor({
    rate,
    isInsurance: input.isInsurance ?? false,
    insured: input.insured,
    isFivePack: promo.isFivePack,
  });
  const dropOffValue = Math.max(0, input.dropOffValue ?? 0);
  const beforeRewards =
    total - discounts.discount - promo.discount + dropOffValue + sh + handling + insurance;
  const rewards = input.rewards
    ? applyRewards({
        ...input.rewards,
        total,
        discount: discounts.discount,
        shipping: sh,
        remaining: beforeRewards,
      })
    : 0;
  // §9: grand total = total − discount − rewards − promo + drop-off + shipping + handling + insurance.
  const grandTotal = beforeRewards - rewards;
  const taxes = taxFor(country, grandTotal, input.taxRate);

  return {
    ...discounts,
    promoCode: promo.promoCode,
    promoDiscount: promo.discount,
    ...(promo.message ? { promoMessage: promo.message } : {}),
    rewards,
    dropOffValue,
    ...(rate ? { rate } : {}),
    rateVersion: rateVersionFor(input.receivedDate ?? input.orderDate),
    sh,
    handling,
    insurance,
    taxes,
    grandTotal,
    amountDue: grandTotal + taxes,
    currencySymbol: currencySymbol(country),
  };
}
