// How a promo reads in the list and the form: value in dollars or percent, dates mm-dd-yy (§9).
import type { TPromoAdmin } from "@gbo/contracts/promo";
import { toShortDisplay } from "@gbo/domain/dates";
import { isPercentType, type PromoType, promoFieldVisibility, promoValueForForm } from "@gbo/domain/promo";

export function promoValueText(
  promo: Pick<TPromoAdmin, "promoType" | "promoValue" | "xBooks" | "yBooks">,
): string {
  if (promo.promoType === "XGetY") return `Submit ${promo.xBooks ?? 0}, get ${promo.yBooks ?? 0} free`;
  if (!promoFieldVisibility(promo.promoType).promoValue) return "—";
  const value = promoValueForForm(promo.promoType, promo.promoValue);
  return isPercentType(promo.promoType) ? `${value}%` : `$${value.toFixed(2)}`;
}

export const promoDay = (day: string | undefined) => (day ? toShortDisplay(day) : "—");

/** "DollarGradingService" → "Dollar grading service"; the two odd names as the spec writes them. */
export function promoTypeLabel(type: PromoType): string {
  if (type === "Free_Shipping") return "Free shipping";
  if (type === "XGetY") return "Submit X books, get Y free";
  if (type === "Tankobon5Pack") return "Tankobon 5 pack";
  const words = type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
