// The one QuoteInput the server prices a submission with: the browser builds the same from the same
// pieces (catalog of the draft's version, the profile's member and rewards, the promo record), so both
// run `quoteSubmission` on identical input and find the same cents.
import type { TSubmitOrder } from "@gbo/contracts/submissions";
import type { Catalog } from "@gbo/domain/catalog";
import type { ComicDraft, QuoteInput } from "@gbo/domain/pricing";
import type { PromoCode } from "@gbo/domain/promo";
import type { CustomerRow } from "../../db/schema/index";

export type SubmitQuoteParts = {
  catalog: Catalog;
  body: TSubmitOrder;
  customer: Pick<CustomerRow, "dealerDiscounts" | "isWelcomePromo" | "rewardsAvailable">;
  promo: PromoCode | undefined;
  comics: readonly ComicDraft[];
  /** Today, YYYY-MM-DD (UTC): the order date of a new submission. */
  orderDate: string;
};

export function submitQuoteInput(parts: SubmitQuoteParts): QuoteInput {
  const { body, customer } = parts;
  const dealer = customer.dealerDiscounts;
  return {
    catalog: parts.catalog,
    country: body.countryCode,
    version: body.version,
    member: {
      level: body.level,
      ...(dealer
        ? { discount: dealer.grading, pressingDiscount: dealer.pressing, vspDiscount: dealer.vsp }
        : {}),
      isWelcomePromo: customer.isWelcomePromo,
    },
    comics: parts.comics,
    orderDate: parts.orderDate,
    ...(body.receivedDate ? { receivedDate: body.receivedDate } : {}),
    ...(body.rateId ? { rateId: body.rateId } : {}),
    isInsurance: body.isInsurance,
    dropOffValue: body.dropOffValue,
    ...(body.promoCode ? { promoCode: body.promoCode } : {}),
    ...(parts.promo ? { promo: parts.promo } : {}),
    rewards: { applied: body.rewards, available: customer.rewardsAvailable, original: 0 },
    isGradingPressScreen: body.isGradingPressScreen,
    today: parts.orderDate,
  };
}
