// The promo-code form (administration §4 "Promo form", §5 "Promo code (new)").
import type { CollectibleType } from "../catalog";
import { parseMonthDayYear } from "../dates";
import {
  PROMO_END_DATE_IN_PAST,
  PROMO_INVALID_DATE_FORMAT,
  PROMO_SELECT_GRADING_SERVICE,
  PROMO_START_AFTER_END,
  PROMO_START_DATE_IN_PAST,
  PROMO_Y_BOOKS_ABOVE_X_BOOKS,
  promoCodeAlreadyExists,
} from "../messages/promo-form";
import { isPercentType, type PromoType } from "./types";

export type PromoForm = {
  promoCode: string;
  title: string;
  promoType: PromoType;
  /** As typed: dollars for dollar types, percent for percent types, pack price for the 5 pack. */
  promoValue: number;
  /** month/day/year as typed. */
  startDate: string;
  endDate: string;
  addOn?: string;
  xBooks?: number;
  yBooks?: number;
  collectibleType?: CollectibleType;
  isStandard: boolean;
  isPriority: boolean;
  isExpress: boolean;
  isPressing: boolean;
};

export type PromoFieldVisibility = {
  promoValue: boolean;
  addOn: boolean;
  books: boolean;
  services: boolean;
  collectibleType: boolean;
};

const GRADING_SERVICE_TYPES: ReadonlySet<PromoType> = new Set([
  "DollarGradingService",
  "PercentGradingService",
]);
export const isGradingServiceType = (t: PromoType): boolean => GRADING_SERVICE_TYPES.has(t);

/** Which fields the form shows for a promo type. */
export function promoFieldVisibility(type: PromoType): PromoFieldVisibility {
  return {
    promoValue: type !== "Free_Shipping" && type !== "XGetY",
    addOn: type === "DollarAddOn" || type === "PercentAddOn",
    books: type === "XGetY",
    services: isGradingServiceType(type) || type === "Tankobon5Pack",
    collectibleType: !["Free_Shipping", "Welcome", "ComicReholder", "MagazineReholder"].includes(type),
  };
}

/** A type change clears what the new type hides; the Tankobon 5 pack forces Standard service and
 * Manga collectible type. */
export function changePromoType(form: PromoForm, promoType: PromoType): PromoForm {
  const show = promoFieldVisibility(promoType);
  const next: PromoForm = { ...form, promoType };
  if (!show.promoValue) next.promoValue = 0;
  if (!show.addOn) delete next.addOn;
  if (!show.books) {
    delete next.xBooks;
    delete next.yBooks;
  }
  if (!show.services)
    Object.assign(next, { isStandard: false, isPriority: false, isExpress: false, isPressing: false });
  if (!show.collectibleType) delete next.collectibleType;
  if (promoType === "Tankobon5Pack") {
    Object.assign(next, { isStandard: true, isPriority: false, isExpress: false, isPressing: false });
    next.collectibleType = "Manga";
  }
  return next;
}

/** Generated code: first letter of the type, first letter of the title, then the value ("DS10" for a
 * DollarTotal promo titled "Summer" worth 10). Upper case, spaces dropped. */
export function generatePromoCode(promoType: PromoType, title: string, value: number | string): string {
  const t = promoType.trim().charAt(0);
  const s = title.trim().charAt(0);
  return `${t}${s}${String(value).trim()}`.replace(/\s+/g, "").toUpperCase();
}

/** First failing rule of a new promo, as its exact message, or null. `today` is YYYY-MM-DD. */
export function validatePromoForm(
  form: PromoForm,
  opts: { today: string; existingCodes: ReadonlySet<string>; isNew: boolean },
): string | null {
  // An existing code stored without a date window (always valid) may be edited and keep none.
  const isOpenEnded = !opts.isNew && form.startDate.trim() === "" && form.endDate.trim() === "";
  const start = isOpenEnded ? "0000-01-01" : parseMonthDayYear(form.startDate);
  const end = isOpenEnded ? "9999-12-31" : parseMonthDayYear(form.endDate);
  if (!start || !end) return PROMO_INVALID_DATE_FORMAT;
  if (opts.isNew) {
    if (start < opts.today) return PROMO_START_DATE_IN_PAST;
    if (end < opts.today) return PROMO_END_DATE_IN_PAST;
  }
  if (start > end) return PROMO_START_AFTER_END;
  const code = form.promoCode.trim().toUpperCase();
  if (opts.isNew && [...opts.existingCodes].some((c) => c.toUpperCase() === code)) {
    return promoCodeAlreadyExists(form.promoCode.trim());
  }
  if (
    isGradingServiceType(form.promoType) &&
    !(form.isStandard || form.isPriority || form.isExpress || form.isPressing)
  ) {
    return PROMO_SELECT_GRADING_SERVICE;
  }
  if (form.promoType === "XGetY" && (form.yBooks ?? 0) > (form.xBooks ?? 0))
    return PROMO_Y_BOOKS_ABOVE_X_BOOKS;
  return null;
}

/** The form field a validatePromoForm message belongs to, so the screen can mark it. */
export function promoProblemField(
  message: string,
): "startDate" | "endDate" | "promoCode" | "services" | "yBooks" {
  if (message === PROMO_END_DATE_IN_PAST) return "endDate";
  if (message === PROMO_SELECT_GRADING_SERVICE) return "services";
  if (message === PROMO_Y_BOOKS_ABOVE_X_BOOKS) return "yBooks";
  if (message.endsWith(" promo code aleady exist!")) return "promoCode";
  return "startDate";
}

/** Types whose value is not typed (the form hides it): the stored value is 0. */
const hasValue = (type: PromoType): boolean => promoFieldVisibility(type).promoValue;

/** The form's value (dollars, or whole percent for Percent* types) as stored: cents or percent. */
export function promoValueToStored(type: PromoType, typed: number): number {
  if (!hasValue(type)) return 0;
  return isPercentType(type) ? Math.round(typed) : Math.round(typed * 100);
}

/** The stored value as the form shows it: dollars (from cents) or whole percent. */
export function promoValueForForm(type: PromoType, stored: number): number {
  if (!hasValue(type)) return 0;
  return isPercentType(type) ? stored : stored / 100;
}
