// The QuoteInput the server prices a submission with: the domain's submissionQuoteInput, the same
// function the browser prices the draft with, fed with the body and the customer record (their dealer
// percents, welcome promo and rewards) and the promo record, so both sides find the same cents.
import type { TSubmitOrder } from "@gbo/contracts/submissions";
import type { Catalog } from "@gbo/domain/catalog";
import { type ComicDraft, type QuoteInput, submissionQuoteInput } from "@gbo/domain/pricing";
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
  return submissionQuoteInput({
    catalog: parts.catalog,
    submission: { ...body, comics: parts.comics },
    customer: {
      discounts: dealer
        ? { discount: dealer.grading, pressingDiscount: dealer.pressing, vspDiscount: dealer.vsp }
        : undefined,
      isWelcomePromo: customer.isWelcomePromo,
      rewardsAvailable: customer.rewardsAvailable,
    },
    promo: parts.promo,
    orderDate: parts.orderDate,
  });
}
