// The price input of a submission, built once: the browser prices the draft with it as the worker types
// and the server re-prices the submitted body with it, so both run `quoteSubmission` on the same input
// and a submit is refused ('Please verify submitted data') only when the cents really differ.
import type { Catalog, Country } from "../catalog";
import type { PromoCode } from "../promo/types";
import type { ComicDraft, QuoteInput } from "./types";

/** The percents a customer record keeps (a member with none prices at the catalog's dealer defaults). */
export type MemberDiscounts = { discount: number; pressingDiscount: number; vspDiscount: number };

/** The summary of a submission as the draft holds it and the submit body carries it. */
export type SubmissionSummary = {
  countryCode: Country;
  /** Catalog (tier) version the submission is priced on. */
  version: number;
  /** The customer's membership, or 'onsite'. */
  level: string;
  /** The comics as typed (printed fields such as the title are left out of the price). */
  comics: readonly ComicDraft[];
  rateId?: string;
  receivedDate?: string;
  isInsurance: boolean;
  isGradingPressScreen: boolean;
  /** Drop-off fee, cents; a new submission has none. */
  dropOffValue?: number;
  /** Rewards the worker asks to apply, cents (the quote caps them). */
  rewards: number;
  /** The promo code as typed; absent, the applied record's own id. */
  promoCode?: string;
};

export type SubmissionPriceParts = {
  catalog: Catalog;
  submission: SubmissionSummary;
  customer: {
    /** The customer's own dealer percents; absent when the record keeps none. */
    discounts?: MemberDiscounts | undefined;
    /** The postcard (welcome) promo is still open for this customer. */
    isWelcomePromo: boolean;
    /** Rewards the customer holds, cents. */
    rewardsAvailable: number;
  };
  /** The record of the promo code (absent when none is applied or the code is unknown). */
  promo?: PromoCode | undefined;
  /** Today, YYYY-MM-DD (UTC): the order date of a new submission. */
  orderDate: string;
};

/** The priced part of a comic: what `quoteSubmission` reads, nothing printed or stored besides. */
export function pricedComic(comic: ComicDraft): ComicDraft {
  return {
    id: comic.id,
    tierId: comic.tierId,
    quantity: comic.quantity,
    insured: comic.insured,
    ...(comic.year !== undefined ? { year: comic.year } : {}),
    collectibleType: comic.collectibleType,
    ...(comic.mangaType ? { mangaType: comic.mangaType } : {}),
    press: comic.press,
    pressScreen: comic.pressScreen,
    fastPassValue: comic.fastPassValue,
    gradeScreen: comic.gradeScreen,
    partialGrade: comic.partialGrade,
    reholder: comic.reholder,
    artwork: comic.artwork,
    isSlab: comic.isSlab,
    isWitnessedSignature: comic.isWitnessedSignature,
    image: comic.image,
    international: comic.international,
    signatures: comic.signatures.map((s) => ({ type: s.type, ...(s.name ? { name: s.name } : {}) })),
  };
}

/** The one QuoteInput of a submission (submissions-pricing §3–§5, §9). */
export function submissionQuoteInput(parts: SubmissionPriceParts): QuoteInput {
  const { submission, customer, promo } = parts;
  const discounts = customer.discounts;
  const promoCode = submission.promoCode ?? promo?.id;
  return {
    catalog: parts.catalog,
    country: submission.countryCode,
    version: submission.version,
    member: {
      level: submission.level,
      ...(discounts
        ? {
            discount: discounts.discount,
            pressingDiscount: discounts.pressingDiscount,
            vspDiscount: discounts.vspDiscount,
          }
        : {}),
      isWelcomePromo: customer.isWelcomePromo,
    },
    comics: submission.comics.map(pricedComic),
    orderDate: parts.orderDate,
    ...(submission.receivedDate ? { receivedDate: submission.receivedDate } : {}),
    ...(submission.rateId ? { rateId: submission.rateId } : {}),
    isInsurance: submission.isInsurance,
    dropOffValue: submission.dropOffValue ?? 0,
    ...(promoCode ? { promoCode } : {}),
    ...(promo ? { promo } : {}),
    // A new submission has no rewards applied before: editing an order is the invoicing screen's.
    rewards: { applied: submission.rewards, available: customer.rewardsAvailable, original: 0 },
    isGradingPressScreen: submission.isGradingPressScreen,
    today: parts.orderDate,
  };
}
