// Applying a promo code to a priced submission (submissions-pricing §5 "Promo rules", §9; administration
// §9 promo types). Every discount is capped by the base it names, and never by more than what is left of
// the total after the existing (dealer) discount, so a promo alone cannot push the total below zero.
import {
  ADD_AT_LEAST_ONE_COMIC,
  NO_PROMOCODE,
  PROMO_CODE_INVALID,
  PROMO_NOT_FOR_DEALERS_ARTISTS,
  promoCodeCannotBeUsed,
} from "../messages/submissions";
import { percentOf } from "../money";
import { isDealer } from "../pricing/discounts";
import type { ComicQuote } from "../pricing/types";
import { isPercentType, type PromoCode } from "./types";

/** §9: "a discount that leaves the total below 20 is voided". */
export const PROMO_MIN_TOTAL_AFTER = 2000;
/** §9: "5-pack needs 5 books". */
export const FIVE_PACK_SIZE = 5;

export type PromoContext = {
  comics: readonly ComicQuote[];
  /** Total of the priced lines. */
  total: number;
  /** Discount already on the order (dealer discounts). */
  existingDiscount: number;
  level: string;
  /** The member's postcard (welcome) promo is still open. */
  isWelcomePromo?: boolean;
  /** Shipping charge of the chosen rate; undefined while no rate is chosen. */
  shipping?: number;
  /** YYYY-MM-DD, for the promo's start and end dates. */
  today: string;
};

export type PromoResult = {
  /** The applied code, or 'No Promocode' when nothing applies. */
  promoCode: string;
  discount: number;
  message?: string;
  /** The Tankobon 5 pack is in effect (its own insurance rule, §9). */
  isFivePack: boolean;
};

const cleared = (message?: string): PromoResult => ({
  promoCode: NO_PROMOCODE,
  discount: 0,
  isFivePack: false,
  ...(message ? { message } : {}),
});

const RESTRICTED_LEVELS = ["dealer", "club", "artist"];
/** Dealers, club members and artists cannot use reholder dollar promos (§5). */
export const isRestrictedLevel = (level: string): boolean =>
  RESTRICTED_LEVELS.some((l) => level.toLowerCase().includes(l));

const units = (comics: readonly ComicQuote[]) => comics.reduce((n, c) => n + c.quantity, 0);
const sum = (comics: readonly ComicQuote[], f: (c: ComicQuote) => number) =>
  comics.reduce((n, c) => n + f(c), 0);

/** Grading fees of the y cheapest books (expanding quantities), the books a 'submit X get Y' frees. */
export function cheapestUnits(comics: readonly ComicQuote[], y: number): number[] {
  const prices: number[] = [];
  for (const c of comics) for (let i = 0; i < c.quantity; i += 1) prices.push(c.unitGrading);
  prices.sort((a, b) => a - b);
  return prices.slice(0, Math.max(0, y));
}

function matchesService(promo: PromoCode, c: ComicQuote): boolean {
  return (
    (Boolean(promo.isStandard) && c.service === "standard") ||
    (Boolean(promo.isPriority) && c.service === "priority") ||
    (Boolean(promo.isExpress) && c.service === "express")
  );
}

function fivePackDiscount(promo: PromoCode, comics: readonly ComicQuote[]): number {
  const prices: number[] = [];
  for (const c of comics) {
    if (c.collectibleType !== "Manga" || c.mangaType !== "Tankobon" || c.service !== "standard") continue;
    for (let i = 0; i < c.quantity; i += 1) prices.push(c.unitGrading);
  }
  // Packs are filled with the dearest books first: the customer gets the most from each pack price.
  prices.sort((a, b) => b - a);
  let discount = 0;
  for (let i = 0; i + FIVE_PACK_SIZE <= prices.length; i += FIVE_PACK_SIZE) {
    const pack = prices.slice(i, i + FIVE_PACK_SIZE).reduce((n, p) => n + p, 0);
    discount += Math.max(0, pack - promo.promoValue);
  }
  return discount;
}

/** Amount and base of a promo before the shared caps; a string is a refusal message. */
function rawDiscount(promo: PromoCode, ctx: PromoContext): { amount: number; base: number } | string {
  const { comics } = ctx;
  const value = promo.promoValue;
  const ofBase = (base: number, perUnit: number) => ({
    amount: isPercentType(promo.promoType) ? percentOf(base, value) : value * perUnit,
    base,
  });
  const ofType = promo.collectibleType
    ? comics.filter((c) => c.collectibleType === promo.collectibleType)
    : comics;
  switch (promo.promoType) {
    case "DollarTotal":
    case "PercentTotal":
    case "Welcome":
      if (promo.promoType === "Welcome" && !ctx.isWelcomePromo) return promoCodeCannotBeUsed(promo.id);
      return ofBase(ctx.total, 1);
    case "DollarGrading":
    case "PercentGrading":
      return ofBase(
        sum(ofType, (c) => c.parts.grading),
        1,
      );
    // Dollar add-on promos take promoValue off each book carrying the add-on.
    case "DollarAddOn":
    case "PercentAddOn": {
      const key = promo.addOn;
      const pick = (c: ComicQuote): number => {
        switch (key) {
          case "fastPass":
            return c.parts.fastPass;
          case "image":
            return c.parts.image;
          case "international":
            return c.parts.international;
          case "ASP":
            return c.parts.asp;
          case "VSP":
            return c.parts.vsp;
          case "VSPP":
            return c.parts.vspp;
          default:
            return 0;
        }
      };
      const withAddOn = ofType.filter((c) => pick(c) > 0);
      return ofBase(sum(withAddOn, pick), units(withAddOn));
    }
    case "DollarSignature": {
      const base = sum(ofType, (c) => c.parts.asp + c.parts.vsp + c.parts.vspp);
      return { amount: value * sum(ofType, (c) => c.signatureCount * c.quantity), base };
    }
    case "DollarGradingService":
    case "PercentGradingService": {
      const matching = ofType.filter((c) => matchesService(promo, c));
      const pressed = promo.isPressing ? ofType.filter((c) => c.parts.press > 0) : [];
      const base =
        sum(matching, (c) => c.parts.grading + c.parts.fastPass) + sum(pressed, (c) => c.parts.press);
      const perUnit = units(matching) + units(pressed.filter((c) => !matching.includes(c)));
      return ofBase(base, perUnit);
    }
    case "ComicReholder":
    case "MagazineReholder": {
      if (isRestrictedLevel(ctx.level)) return PROMO_NOT_FOR_DEALERS_ARTISTS;
      const type = promo.promoType === "ComicReholder" ? "Comic" : "Magazine";
      const reholders = comics.filter((c) => c.isReholder && c.collectibleType === type);
      return { amount: value * units(reholders), base: sum(reholders, (c) => c.parts.grading) };
    }
    case "PerBook":
      return { amount: value * units(ofType), base: sum(ofType, (c) => c.parts.grading) };
    case "Tankobon5Pack": {
      const type = promo.collectibleType ?? "Manga";
      const manga = comics.filter(
        (c) => c.collectibleType === type && c.mangaType === "Tankobon" && c.service === "standard",
      );
      if (type !== "Manga" || units(manga) < FIVE_PACK_SIZE || isDealer(ctx.level)) {
        return promoCodeCannotBeUsed(promo.id);
      }
      return { amount: fivePackDiscount(promo, manga), base: sum(manga, (c) => c.parts.grading) };
    }
    case "Free_Shipping":
      if (ctx.shipping === undefined) return promoCodeCannotBeUsed(promo.id);
      return { amount: ctx.shipping, base: ctx.shipping };
    case "XGetY": {
      const x = promo.xBooks ?? 0;
      const y = promo.yBooks ?? 0;
      if (x <= 0 || y <= 0 || y > x || units(ofType) < x + y) return promoCodeCannotBeUsed(promo.id);
      const free = cheapestUnits(ofType, y).reduce((n, p) => n + p, 0);
      return { amount: free, base: sum(ofType, (c) => c.parts.grading) };
    }
  }
}

/** Evaluates a typed code against the priced order. `promo` is the looked-up record (undefined when the
 * code is unknown). A refused or zero promo is cleared to 'No Promocode'. */
export function evaluatePromo(code: string, promo: PromoCode | undefined, ctx: PromoContext): PromoResult {
  if (!code.trim() || code === NO_PROMOCODE) return cleared();
  if (ctx.comics.length === 0 || units(ctx.comics) === 0) return cleared(ADD_AT_LEAST_ONE_COMIC);
  if (!promo) return cleared(PROMO_CODE_INVALID);
  if ((promo.startDate && ctx.today < promo.startDate) || (promo.endDate && ctx.today > promo.endDate)) {
    return cleared(promoCodeCannotBeUsed(promo.id));
  }
  const raw = rawDiscount(promo, ctx);
  if (typeof raw === "string") return cleared(raw);
  let discount = Math.max(0, Math.min(raw.amount, raw.base));
  if (promo.promoType !== "Free_Shipping") {
    const left = Math.max(0, ctx.total - ctx.existingDiscount);
    discount = Math.min(discount, left);
    // Our reading of §5 and §9 together: the under-20 void applies where an existing discount exists.
    if (ctx.existingDiscount > 0 && left - discount < PROMO_MIN_TOTAL_AFTER) discount = 0;
  }
  if (discount <= 0) return cleared();
  return { promoCode: promo.id, discount, isFivePack: promo.promoType === "Tankobon5Pack" };
}
