// The one InvoiceQuoteInput of a loaded invoice (GET /api/orders/{id}/invoice) and the choices on the
// screen: the invoicing screen prices with it as the invoicer types, and the server's tests price the
// same read with it, so "the invoice shows the submitted total" is checked on the screen's own input.
import type { Catalog } from "@gbo/domain/catalog";
import type { InvoiceAddOnCounts, InvoiceQuoteInput, InvoiceTierRow } from "@gbo/domain/invoice";
import type { PromoCode } from "@gbo/domain/promo";
import type { TInvoice } from "./invoice";

/** What the invoicer may change on the screen (each defaults to the loaded invoice's). */
export type InvoiceChoices = {
  rows: readonly InvoiceTierRow[];
  addons: InvoiceAddOnCounts;
  promoCode: string | null;
  promo: PromoCode | undefined;
  receivedDate: string;
  rateId: string | null;
  isInsurance: boolean;
  rewards: number;
};

/** The choices of an invoice as loaded, before any edit. */
export function loadedChoices(invoice: TInvoice, promo?: PromoCode): InvoiceChoices {
  const s = invoice.summary;
  return {
    rows: invoice.tiers,
    addons: invoice.addons,
    promoCode: s.promoCode,
    promo,
    receivedDate: s.receivedDate ?? s.orderDate,
    rateId: s.rateId,
    isInsurance: s.isInsurance,
    rewards: s.rewards,
  };
}

/** The same input the server builds (apps/server invoicing/invoice-context.ts invoiceQuoteInput). */
export function invoiceQuoteInputOf(
  invoice: TInvoice,
  catalog: Catalog,
  choices: InvoiceChoices,
  today: string,
): InvoiceQuoteInput {
  const { summary, userInfo } = invoice;
  const dealer = userInfo.dealerDiscounts;
  return {
    catalog,
    country: summary.countryCode,
    version: catalog.version,
    member: {
      level: summary.level,
      ...(dealer
        ? { discount: dealer.grading, pressingDiscount: dealer.pressing, vspDiscount: dealer.vsp }
        : {}),
      isWelcomePromo: userInfo.isWelcomePromo,
    },
    rows: choices.rows,
    addOnCounts: choices.addons,
    orderDate: summary.orderDate,
    receivedDate: choices.receivedDate,
    ...(choices.rateId ? { rateId: choices.rateId } : {}),
    isInsurance: choices.isInsurance,
    ...(choices.promoCode ? { promoCode: choices.promoCode } : {}),
    ...(choices.promo ? { promo: choices.promo } : {}),
    rewards: { applied: choices.rewards, available: userInfo.rewardsAvailable, original: summary.rewards },
    dropOffValue: summary.dropOffValue,
    isGradingPressScreen: summary.isGradingPressScreen,
    today,
  };
}
