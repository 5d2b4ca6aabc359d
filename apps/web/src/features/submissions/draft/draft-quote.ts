// The QuoteInput of a draft: the domain's submissionQuoteInput, the same function the server prices a
// submit with (apps/server submissions/submit-quote.ts), fed with the draft, the profile's member and
// rewards, the applied promo record and today's UTC date, so both sides find the same cents.
import type { TUserProfile } from "@gbo/contracts/customers";
import type { Catalog } from "@gbo/domain/catalog";
import { type ComicDraft, pricedComic, type QuoteInput, submissionQuoteInput } from "@gbo/domain/pricing";
import type { Draft, DraftComic } from "./draft-model";

type Member = Pick<
  TUserProfile["member"],
  "discount" | "pressingDiscount" | "vspDiscount" | "isWelcomePromo"
>;

/** The priced part of a draft comic (the server prices the submitted comic with the same function). */
export function pricedPart(comic: DraftComic): ComicDraft {
  return pricedComic(comic);
}

export function draftQuoteInput(input: {
  draft: Draft;
  catalog: Catalog;
  member: Member;
  rewardsAvailable: number;
  orderDate: string;
}): QuoteInput {
  const { draft, member } = input;
  return submissionQuoteInput({
    catalog: input.catalog,
    submission: draft,
    customer: {
      discounts: member,
      isWelcomePromo: member.isWelcomePromo,
      rewardsAvailable: input.rewardsAvailable,
    },
    promo: draft.promo,
    orderDate: input.orderDate,
  });
}
