// Submission pricing (submissions-pricing §3 summary fields, §9 constants): per-comic lines and their
// totals; the order-level half (discounts, promo, shipping, insurance, rewards, tax) is order-totals.ts.
import type { AddOn, AddOnId, Catalog, Country, CountryCatalog, Tier } from "../catalog";
import { parseTierId } from "../catalog";
import { priceComic } from "./comic-quote";
import { quoteOrderTotals } from "./order-totals";
import type { ComicQuote, Quote, QuoteInput } from "./types";

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

  return {
    ...quoteOrderTotals({ ...input, comics, count, insured, total, bases }),
    comics,
    count,
    insured,
    baseTotal,
    total,
    gradingPressScreen,
    isGradingPressScreenOffered,
  };
}
