// The body of POST /api/orders/submit from the draft and the quote the screen shows: the server
// re-prices the same draft and refuses ('Please verify submitted data') when its cents differ from
// `expected`.
import type { TSubmitComic, TSubmitOrder } from "@gbo/contracts/submissions";
import type { Quote } from "@gbo/domain/pricing";
import type { Draft } from "./draft-model";
import { pricedPart } from "./draft-quote";

const text = (value: string, max: number) => {
  const trimmed = value.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
};

export function submitComicOf(comic: Draft["comics"][number]): TSubmitComic {
  const priced = pricedPart(comic);
  const issue = text(comic.issue, 40);
  const publisher = text(comic.publisher, 200);
  const variant = text(comic.variant, 200);
  const pedigree = text(comic.pedigree, 200);
  return {
    ...priced,
    press: priced.press,
    signatures: priced.signatures.map((s) => ({
      type: s.type,
      ...(s.name ? { name: s.name.slice(0, 100) } : {}),
    })),
    title: comic.title.trim().slice(0, 200),
    ...(issue ? { issue } : {}),
    ...(comic.year !== undefined ? { displayYear: String(comic.year) } : {}),
    ...(publisher ? { publisher } : {}),
    ...(variant ? { variant } : {}),
    ...(pedigree ? { pedigree } : {}),
    ...(comic.customTitle ? { customTitle: true } : {}),
    ...(comic.reholderId ? { reholderId: comic.reholderId } : {}),
  };
}

export type ReadyDraft = Draft & {
  addressId: number;
  payMethodId: NonNullable<Draft["payMethodId"]>;
  origin: NonNullable<Draft["origin"]>;
};

export function submitBodyOf(draft: ReadyDraft, quote: Quote, idempotencyKey: string): TSubmitOrder {
  // A code whose rules no longer hold (the quote carries its message) prices at 0 and is not sent.
  const promoCode = draft.promo && !quote.promoMessage ? draft.promo.id : undefined;
  return {
    userId: draft.customerId,
    version: draft.version,
    countryCode: draft.countryCode,
    collectibleType: draft.collectibleType,
    ...(draft.collectibleType === "Manga" ? { mangaType: draft.mangaType } : {}),
    level: draft.level,
    origin: draft.origin,
    ...(draft.repCode ? { repCode: draft.repCode } : {}),
    addressId: draft.addressId,
    ...(draft.rateId ? { rateId: draft.rateId } : {}),
    payMethodId: draft.payMethodId,
    isInsurance: draft.isInsurance,
    dropOffValue: 0,
    ...(promoCode ? { promoCode } : {}),
    rewards: quote.rewards,
    isGradingPressScreen: draft.isGradingPressScreen && quote.isGradingPressScreenOffered,
    comics: draft.comics.map(submitComicOf),
    idempotencyKey,
    expected: { grandTotal: quote.grandTotal, taxes: quote.taxes },
  };
}
