import type { AddOnId, CollectibleType } from "../catalog";

/** Promo types of administration §9. Dollar amounts are cents; percent types hold whole percents. */
export const PROMO_TYPES = [
  "DollarTotal",
  "PercentTotal",
  "DollarGrading",
  "PercentGrading",
  "DollarAddOn",
  "PercentAddOn",
  "DollarSignature",
  "DollarGradingService",
  "PercentGradingService",
  "Welcome",
  "ComicReholder",
  "MagazineReholder",
  "PerBook",
  "Tankobon5Pack",
  "Free_Shipping",
  "XGetY",
] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export type PromoCode = {
  id: string;
  title: string;
  promoType: PromoType;
  /** Cents for dollar types and for the Tankobon 5 pack price; whole percent for Percent* types. */
  promoValue: number;
  addOn?: AddOnId;
  xBooks?: number;
  yBooks?: number;
  collectibleType?: CollectibleType;
  isStandard?: boolean;
  isPriority?: boolean;
  isExpress?: boolean;
  isPressing?: boolean;
  /** YYYY-MM-DD, both inclusive; absent = open. */
  startDate?: string;
  endDate?: string;
  lastUpdatedDate?: string;
};

export const isPercentType = (t: PromoType): boolean => t.startsWith("Percent");
