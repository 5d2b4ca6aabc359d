// Submission pricing (submissions-pricing §3 summary fields, §9 constants): per-comic lines, totals,
// dealer discounts, promo, rewards, drop-off, shipping and handling, insurance, CA tax, grand total.
import type { AddOn, AddOnId, Catalog, Country, CountryCatalog, Tier } from "../catalog";
import { parseTierId } from "../catalog";
import { currencySymbol } from "../money";
import { evaluatePromo } from "../promo/evaluate";
import { applyRewards } from "../rewards/apply-rewards";
import { insuranceFor, ONSITE_RATE, rateTableFor, rateVersionFor, shippingCharges } from "../shipping/rates";
import { isOnsite, priceComic } from "./comic-quote";
import { dealerDiscounts } from "./discounts";
import type { ComicQuote, Quote, QuoteInput } from "./types";

/** Tax applies only to CA (§9). The spec gives no rate: we use Ontario's 13 % HST, where the lab's
 * Canadian drop point is assumed to be; a caller may pass another `taxRate`. */
export const CA_TAX_RATE = 0.13;
/** §9 "Grading press screen is shown at 5 or more items". */
export const GRADING_PRESS_SCREEN_MIN_ITEMS = 5;

type Index = { tiers: Map<string, Tier>; codes: Set<string>; addOns: Map<AddOnId, AddOn> };
const indexes = new WeakMap<CountryCatalog, Index>();

/** Lookups built once per catalog object, so pricing 100 comics stays well under a millisecond. */
function indexOf(cc: CountryCatalog): Index {
  let index = indexes.get(cc);
  if (!index) {
    index = {
      tiers: new Map(cc.tiers.map((t) => [t.id, t])),
      codes: new Set(cc.tiers.map((t) => t.id)),
      addOns: new Map(cc.addOns.map((a) => [a.id, a])),
    };
    indexes.set(cc, index);
  }
  return index;
}

export function resolveTier(catalog: Catalog, country: Country, tierId: string): Tier | undefined {
  const index = indexOf(catalog.countries[country]);
  return index.tiers.get(tierId) ?? index.tiers.get(parseTierId(tierId, index.codes).code);
}

export function taxFor(country: Country, amount: number, rate = CA_TAX_RATE): number {
  return country === "CA" && amount > 0 ? Math.round(amount * rate) : 0;
}

export function quoteSubmission(input: QuoteInput): Quote {
  const { catalog, country, member } = input;
  const cc = catalog.countries[country];
  const index = indexOf(cc);
  const comics: ComicQuote[] = input.comics.map((comic) => {
    const tier = resolveTier(catalog, country, comic.tierId);
    if (!tier) throw new RangeError(`Unknown tier ${comic.tierId} for ${country}`);
    return priceComic(comic, { catalog, country, level: member.level, tier, addOns: index.addOns });
  });

  let count = 0;
  let insured = 0;
  let baseTotal = 0;
  let comicsTotal = 0;
  const bases = { grading: 0, pressing: 0, vsp: 0, total: 0 };
  for (const [i, c] of comics.entries()) {
    count += c.quantity;
    insured += (input.comics[i]?.insured ?? 0) * c.quantity;
    baseTotal += c.baseTotal;
    comicsTotal += c.total;
    bases.grading += c.parts.grading + c.parts.fastPass;
    bases.pressing += c.parts.press;
    bases.vsp += c.parts.vsp + c.parts.vspp;
  }

  const isGradingPressScreenOffered = count >= GRADING_PRESS_SCREEN_MIN_ITEMS;
  const screenAddOn = index.addOns.get("gradingpressscreen");
  const gradingPressScreen =
    isGradingPressScreenOffered && input.isGradingPressScreen && screenAddOn ? screenAddOn.value * count : 0;
  const total = comicsTotal + gradingPressScreen;
  bases.total = total;

  const discounts = dealerDiscounts({
    member,
    version: input.version,
    ...(input.receivedDate ? { receivedDate: input.receivedDate } : {}),
    defaults: catalog.dealerDiscounts,
    bases,
  });

  const onsite = isOnsite(member.level);
  const rateVersion = rateVersionFor(input.receivedDate ?? input.orderDate);
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
          count,
          orderDate: input.orderDate,
          ...(input.receivedDate ? { receivedDate: input.receivedDate } : {}),
        })
      : { sh: 0, handling: 0 };

  const promo = evaluatePromo(input.promoCode ?? input.promo?.id ?? "", input.promo, {
    comics,
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
    insured,
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
  const grandTotal =
    total - discounts.discount - rewards - promo.discount + dropOffValue + sh + handling + insurance;
  const taxes = taxFor(country, grandTotal, input.taxRate);

  return {
    ...discounts,
    comics,
    count,
    insured,
    baseTotal,
    total,
    gradingPressScreen,
    isGradingPressScreenOffered,
    promoCode: promo.promoCode,
    promoDiscount: promo.discount,
    ...(promo.message ? { promoMessage: promo.message } : {}),
    rewards,
    dropOffValue,
    ...(rate ? { rate } : {}),
    rateVersion,
    sh,
    handling,
    insurance,
    taxes,
    grandTotal,
    amountDue: grandTotal + taxes,
    currencySymbol: currencySymbol(country),
  };
}
