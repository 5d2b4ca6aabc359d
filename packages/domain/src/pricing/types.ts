import type {
  AddOnId,
  Catalog,
  CollectibleType,
  Country,
  FastPassValue,
  MangaType,
  ShippingRate,
} from "../catalog";
import type { PromoCode } from "../promo/types";
import type { SignatureType } from "../signatures/index";

export type { SignatureType };

/** Press codes a draft comic may carry (§3): 0 none, 1 Pressing, 2 Fast Pressing, 3 Pressing Express,
 * 4, 5, 9 Cleaning. */
export const DRAFT_PRESS_CODES = [0, 1, 2, 3, 4, 5, 9] as const;
export type PressCode = (typeof DRAFT_PRESS_CODES)[number];

/** The priced part of a draft comic (submissions-pricing §3 "Comic (draft)"). Insured is per comic,
 * in cents; quantity multiplies every line. */
export type ComicDraft = {
  id: string;
  tierId: string;
  quantity: number;
  insured: number;
  year?: number;
  collectibleType: CollectibleType;
  mangaType?: MangaType;
  press: PressCode;
  pressScreen: boolean;
  fastPassValue: FastPassValue;
  /** Minimum grade asked for (0 = no grade screening). */
  gradeScreen: number;
  partialGrade: boolean;
  reholder: boolean;
  artwork: boolean;
  isSlab: boolean;
  isWitnessedSignature: boolean;
  image: boolean;
  international: boolean;
  signatures: ReadonlyArray<{ type: SignatureType; name?: string }>;
};

export type SummaryLine = { label: string; amount: number };

/** What promo codes and discounts look at, per comic (amounts already multiplied by quantity). */
export type ComicParts = {
  grading: number;
  fastPass: number;
  press: number;
  image: number;
  international: number;
  asp: number;
  vsp: number;
  vspp: number;
};

export type ComicQuote = {
  id: string;
  tierId: string;
  tierLabel: string;
  quantity: number;
  /** Grading fee of one book (the "cheapest item" order of X-get-Y promos). */
  unitGrading: number;
  days: number;
  lines: SummaryLine[];
  parts: ComicParts;
  baseTotal: number;
  total: number;
  /** Service the book is on, for grading-service promos. */
  service: "standard" | "priority" | "express";
  collectibleType: CollectibleType;
  mangaType?: MangaType;
  isReholder: boolean;
  signatureCount: number;
};

export type Member = {
  /** Membership level, or 'onsite'; 'Dealer' gets dealer discounts. */
  level: string;
  /** Dealer discount percents; 0 or absent falls back to the catalog defaults. */
  discount?: number;
  pressingDiscount?: number;
  vspDiscount?: number;
  /** The postcard (welcome) promo is still open for this member. */
  isWelcomePromo?: boolean;
};

export type RewardsBalance = {
  /** Rewards the user asks to apply, cents. */
  applied: number;
  available: number;
  /** Rewards already applied to this order before (editing an order gives them back first). */
  original: number;
};

export type QuoteInput = {
  catalog: Catalog;
  country: Country;
  /** Tier (catalog) version of the order; dealer discounts need 12 or later. */
  version: number;
  member: Member;
  comics: readonly ComicDraft[];
  /** Order date and received date, YYYY-MM-DD; received is absent until the order is checked in. */
  orderDate: string;
  receivedDate?: string;
  /** Chosen shipping rate id (from the rate table of the received date); absent = none chosen yet. */
  rateId?: string;
  isInsurance?: boolean;
  dropOffValue?: number;
  /** The promo code typed by the user and its looked-up record (absent when the code is unknown). */
  promoCode?: string;
  promo?: PromoCode;
  rewards?: RewardsBalance;
  /** Grading press screen chosen for the order; offered at 5 or more items (§9). */
  isGradingPressScreen?: boolean;
  /** CA tax rate as a fraction; defaults to CA_TAX_RATE. */
  taxRate?: number;
  today?: string;
};

export type Discounts = {
  gradingDiscount: number;
  pressingDiscount: number;
  VSPDiscount: number;
  discount: number;
  discountRate: number;
  pressingDiscountRate: number;
  vspDiscountRate: number;
};

export type Quote = Discounts & {
  comics: ComicQuote[];
  count: number;
  insured: number;
  baseTotal: number;
  total: number;
  gradingPressScreen: number;
  isGradingPressScreenOffered: boolean;
  promoCode: string;
  promoDiscount: number;
  promoMessage?: string;
  rewards: number;
  dropOffValue: number;
  rate?: ShippingRate;
  rateVersion: number;
  sh: number;
  handling: number;
  insurance: number;
  taxes: number;
  grandTotal: number;
  /** grandTotal plus taxes: what the customer pays. */
  amountDue: number;
  currencySymbol: "$" | "CA$";
};

export type { AddOnId };
