// The QuoteInput of a draft: built from the same pieces the server prices a submit with (apps/server
// submissions/submit-quote.ts: the catalog of the draft's version, the profile's member and rewards, the
// promo record, today's UTC date), so quoteSubmission finds the same cents on both sides.
import type { TUserProfile } from "@gbo/contracts/customers";
import type { Catalog } from "@gbo/domain/catalog";
import type { ComicDraft, QuoteInput } from "@gbo/domain/pricing";
import type { Draft, DraftComic } from "./draft-model";

type Member = Pick<
  TUserProfile["member"],
  "discount" | "pressingDiscount" | "vspDiscount" | "isWelcomePromo"
>;

/** The priced part of a draft comic (the server's toComicDraft). */
export function pricedPart(comic: DraftComic): ComicDraft {
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

export function draftQuoteInput(input: {
  draft: Draft;
  catalog: Catalog;
  member: Member;
  rewardsAvailable: number;
  orderDate: string;
}): QuoteInput {
  const { draft, member } = input;
  return {
    catalog: input.catalog,
    country: draft.countryCode,
    version: draft.version,
    member: {
      level: draft.level,
      discount: member.discount,
      pressingDiscount: member.pressingDiscount,
      vspDiscount: member.vspDiscount,
      isWelcomePromo: member.isWelcomePromo,
    },
    comics: draft.comics.map(pricedPart),
    orderDate: input.orderDate,
    ...(draft.rateId ? { rateId: draft.rateId } : {}),
    isInsurance: draft.isInsurance,
    dropOffValue: 0,
    ...(draft.promo ? { promoCode: draft.promo.id, promo: draft.promo } : {}),
    rewards: { applied: draft.rewards, available: input.rewardsAvailable, original: 0 },
    isGradingPressScreen: draft.isGradingPressScreen,
    today: input.orderDate,
  };
}
