// /invoicing/new (submissions-pricing §2, §7 "Submit invoice"): the invoice a walk-in starts from — the
// chosen customer's level, no rows, received today, origin Walk In — and the submit body the server
// re-prices (kind 'invoice').
import type { TUserProfile } from "@gbo/contracts/customers";
import type { TInvoice, TInvoiceSubmit } from "@gbo/contracts/invoicing";
import type { Country } from "@gbo/domain/catalog";
import type { InvoiceQuote } from "@gbo/domain/invoice";
import { FIXED_ORIGINS } from "@gbo/domain/invoice";
import { INVOICE_SHIPPING_ADDRESS_REQUIRED } from "@gbo/domain/messages";
import { type InvoiceForm, saveBodyOf } from "./invoice-model";

export const NEW_INVOICE_ID = "new";
const WALK_IN = FIXED_ORIGINS.find((o) => o.id === "WalkIn") ?? { id: "WalkIn", title: "Walk In" };

export type WalkInKind = {
  country: Country;
  type: "Comic" | "Magazine" | "Manga";
  manga: "Tankobon" | "Zasshi";
};
export const DEFAULT_WALK_IN: WalkInKind = { country: "US", type: "Comic", manga: "Tankobon" };

/** The walk-in's country and collectible type from the address (?country=CA&type=Manga&manga=Zasshi). */
export function walkInKindOf(search: Record<string, unknown>): WalkInKind {
  const country = search.country === "CA" ? "CA" : "US";
  const type = search.type === "Magazine" || search.type === "Manga" ? search.type : "Comic";
  const manga = search.manga === "Zasshi" ? "Zasshi" : "Tankobon";
  return { country, type, manga };
}

/** The empty invoice of a customer: their level, the chosen country and type (US comics unless
 * chosen), no rows, received and ordered today. */
export function newInvoiceOf(
  profile: TUserProfile,
  options: { catalogVersion: number; today: string; kind?: WalkInKind },
): TInvoice {
  const m = profile.member;
  const kind = options.kind ?? DEFAULT_WALK_IN;
  const country = kind.country;
  const hasDealer = m.discount > 0 || m.pressingDiscount > 0 || m.vspDiscount > 0;
  const firstAddress = profile.addresses.find((a) => a.country === country) ?? profile.addresses[0];
  return {
    summary: {
      id: NEW_INVOICE_ID,
      status: "Invoicing",
      version: 0,
      level: m.membership,
      countryCode: country,
      currency: country === "CA" ? "CA$" : "$",
      collectibleType: kind.type,
      mangaType: kind.type === "Manga" ? kind.manga : null,
      userId: m.id,
      catalogVersion: options.catalogVersion,
      orderDate: options.today,
      receivedDate: options.today,
      addressId: firstAddress?.id ?? null,
      rateId: null,
      payMethodId: null,
      repCode: m.defaultSalesRep,
      origin: { id: WALK_IN.id, title: WALK_IN.title },
      promoCode: null,
      isGradingPressScreen: false,
      isInsurance: false,
      noAutoCharge: false,
      shippingAccount: null,
      paidDetail: [],
      count: 0,
      insured: 0,
      baseTotal: 0,
      discount: 0,
      promoDiscount: 0,
      rewards: 0,
      dropOffValue: 0,
      sh: 0,
      handling: 0,
      insurance: 0,
      taxes: 0,
      grandTotal: 0,
      amountDue: 0,
    },
    userInfo: {
      id: m.id,
      name: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      level: m.membership,
      rewardsAvailable: profile.rewards.available,
      isWelcomePromo: m.isWelcomePromo,
      dealerDiscounts: hasDealer
        ? { grading: m.discount, pressing: m.pressingDiscount, vsp: m.vspDiscount }
        : null,
    },
    addons: {
      aspComicsCount: 0,
      vspPrimaryComicsCount: 0,
      vspSecondryComicsCount: 0,
      vsppPrimaryComicsCount: 0,
      vsppSecondryComicsCount: 0,
    },
    tiers: [],
  };
}

/** The submit body, or the first thing still missing (the server would refuse it with its own text). */
export function newInvoiceBodyOf(
  invoice: TInvoice,
  form: InvoiceForm,
  quote: InvoiceQuote,
  idempotencyKey: string,
): { body: TInvoiceSubmit } | { missing: string } {
  const s = invoice.summary;
  if (form.rows.length === 0) return { missing: "Please add a tier row." };
  if (form.addressId === null) return { missing: INVOICE_SHIPPING_ADDRESS_REQUIRED };
  if (form.payMethodId === null) return { missing: "Please choose a payment method of this customer." };
  if (!form.origin) return { missing: "Please choose an origin." };
  // The save body's fields (rows, add-ons, choices, expected totals), with the customer and the key.
  const { version: _orderVersion, ...saved } = saveBodyOf(invoice, form, quote);
  return {
    body: {
      ...saved,
      kind: "invoice",
      userId: s.userId,
      version: s.catalogVersion,
      countryCode: s.countryCode,
      collectibleType: s.collectibleType,
      level: s.level,
      origin: form.origin,
      addressId: form.addressId,
      payMethodId: form.payMethodId,
      idempotencyKey,
    },
  };
}
