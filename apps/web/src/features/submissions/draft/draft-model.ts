// The draft submission as the browser keeps it (submissions-pricing §3 "Submission (draft order)",
// "Comic (draft)"): the priced part of each comic is the domain's ComicDraft, plus what is printed.
import type { CollectibleType, Country, MangaType } from "@gbo/domain/catalog";
import type { ComicDraft } from "@gbo/domain/pricing";
import { NEW_DRAFT_DEFAULTS } from "@gbo/domain/pricing";
import type { PromoCode } from "@gbo/domain/promo";

export type DraftComic = ComicDraft & {
  title: string;
  customTitle: boolean;
  issue: string;
  publisher: string;
  variant: string;
  pedigree: string;
  /** Reholders: the graded comic's 14-character certification number and how it was graded. */
  reholderId?: string;
  displayGrade?: string;
};

export type PayMethodChoice = number | "check" | "cash";

export type Draft = {
  /** The signed-in worker who owns the draft (shouldDiscardDraft compares it). */
  owner: string;
  customerId: number;
  status: typeof NEW_DRAFT_DEFAULTS.status;
  /** Catalog (tier) version the draft is priced on; 0 until the server's submit data answers. */
  version: number;
  countryCode: Country;
  collectibleType: CollectibleType;
  mangaType: MangaType;
  /** The customer's membership (or 'onsite'). */
  level: string;
  comics: DraftComic[];
  addressId?: number;
  rateId?: string;
  payMethodId?: PayMethodChoice;
  origin?: { id: string; title: string };
  repCode?: string;
  /** The code applied with its record; absent when none is applied. */
  promo?: PromoCode;
  /** Rewards the worker asks to apply, cents (the domain caps them). */
  rewards: number;
  isInsurance: boolean;
  isGradingPressScreen: boolean;
  /** One per submit click: a retried submit answers the same order. */
  idempotencyKey?: string;
};

export function newDraft(owner: string, customerId: number, level: string): Draft {
  return {
    owner,
    customerId,
    status: NEW_DRAFT_DEFAULTS.status,
    version: 0,
    countryCode: NEW_DRAFT_DEFAULTS.countryCode,
    collectibleType: NEW_DRAFT_DEFAULTS.collectibleType,
    mangaType: NEW_DRAFT_DEFAULTS.mangaType,
    level,
    comics: [],
    rewards: 0,
    isInsurance: false,
    isGradingPressScreen: false,
  };
}

/** Books in the draft (quantities summed), for the 100-comic limit. */
export const comicCount = (comics: readonly Pick<DraftComic, "quantity">[]): number =>
  comics.reduce((n, c) => n + c.quantity, 0);
