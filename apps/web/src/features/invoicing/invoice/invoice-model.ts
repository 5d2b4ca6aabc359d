// The invoicing screen's state and its edits (submissions-pricing §3, §5 "Invoice row", §9): built from
// the GET answer, edited with the domain's row rules (the same the server checks at save), priced with
// quoteInvoice on the same input the server uses, and sent back as the save body.

import {
  invoiceQuoteInputOf as quoteInputOfChoices,
  type TInvoice,
  type TInvoiceSave,
} from "@gbo/contracts/invoicing";
import type { TPromoCode } from "@gbo/contracts/promo";
import type { Catalog, Tier } from "@gbo/domain/catalog";
import {
  addTierRow,
  changeRowTier,
  clampAddOnCounts,
  type InvoiceAddOnCounts,
  type InvoiceQuote,
  type InvoiceQuoteInput,
  type InvoiceTierRow,
  needsConfirmToLowerCount,
  type SubCountField,
  setCountClearingSubCounts,
  setSubCount,
  toCount,
} from "@gbo/domain/invoice";
import type { PromoCode } from "@gbo/domain/promo";

export type PayChoice = number | "check" | "cash";

export type InvoiceForm = {
  rows: InvoiceTierRow[];
  addons: InvoiceAddOnCounts;
  origin: { id: string; title: string } | null;
  repCode: string | null;
  /** The applied promo: its code and looked-up record (absent when the code is unknown). */
  promoCode: string | null;
  promo: TPromoCode | undefined;
  receivedDate: string;
  addressId: number | null;
  rateId: string | null;
  payMethodId: PayChoice | null;
  isInsurance: boolean;
  rewards: number;
};

export function formOf(invoice: TInvoice, promo?: TPromoCode): InvoiceForm {
  const s = invoice.summary;
  return {
    rows: invoice.tiers.map((r) => ({ ...r })),
    addons: { ...invoice.addons },
    origin: s.origin,
    repCode: s.repCode,
    promoCode: s.promoCode,
    promo,
    receivedDate: s.receivedDate ?? s.orderDate,
    addressId: s.addressId,
    rateId: s.rateId,
    payMethodId: s.payMethodId,
    isInsurance: s.isInsurance,
    rewards: s.rewards,
  };
}

/** §9 "Fast pass applies to tiers with days greater than 14 or equal to 2 (invoicing)". */
export const canFastPass = (tier: Pick<Tier, "days"> | undefined): boolean =>
  tier !== undefined && (tier.days > 14 || tier.days === 2);

/** The tiers an invoice row may pick: the invoicing ids, plus the catalog tiers already on the order
 * (a fast-pass id such as NWF is not a catalog row; its row keeps its own id). */
export function tierChoices(catalog: Catalog, invoice: TInvoice): Tier[] {
  const tiers = catalog.countries[invoice.summary.countryCode].tiers;
  const onOrder = new Set(invoice.tiers.map((r) => r.id));
  return tiers.filter((t) => t.isInvoicing || onOrder.has(t.id));
}

/** The same InvoiceQuoteInput the server builds (contracts invoicing/quote-input.ts, shared with the
 * server's tests). */
export function invoiceQuoteInputOf(
  invoice: TInvoice,
  catalog: Catalog,
  form: InvoiceForm,
  today: string,
): InvoiceQuoteInput {
  return quoteInputOfChoices(
    invoice,
    catalog,
    { ...form, promo: form.promo as PromoCode | undefined },
    today,
  );
}

export function saveBodyOf(invoice: TInvoice, form: InvoiceForm, quote: InvoiceQuote): TInvoiceSave {
  return {
    version: invoice.summary.version,
    tiers: form.rows,
    addons: form.addons,
    origin: form.origin,
    repCode: form.repCode,
    promoCode: form.promoCode,
    receivedDate: form.receivedDate,
    addressId: form.addressId,
    rateId: form.rateId,
    payMethodId: form.payMethodId,
    isInsurance: form.isInsurance,
    rewards: form.rewards,
    expected: { grandTotal: quote.grandTotal, taxes: quote.taxes },
  };
}

export type Edit = { form: InvoiceForm; message?: string };

export function addRow(form: InvoiceForm, tier: Pick<Tier, "id" | "label">): Edit {
  const added = addTierRow(form.rows, tier.id, tier.label);
  return added.ok ? { form: { ...form, rows: added.value } } : { form, message: added.message };
}

export function changeTier(form: InvoiceForm, index: number, tier: Pick<Tier, "id" | "label">): Edit {
  const changed = changeRowTier(form.rows, index, tier.id, tier.label);
  return changed.ok ? { form: { ...form, rows: changed.value } } : { form, message: changed.message };
}

export const removeRow = (form: InvoiceForm, index: number): InvoiceForm => ({
  ...form,
  rows: form.rows.filter((_, i) => i !== index),
});

const withRow = (form: InvoiceForm, index: number, row: InvoiceTierRow): InvoiceForm => ({
  ...form,
  rows: form.rows.map((r, i) => (i === index ? row : r)),
});

/** The new comic count, or `confirm` when lowering it needs the sub-counts cleared first (§5). */
export function setCount(
  form: InvoiceForm,
  index: number,
  input: unknown,
): { form: InvoiceForm } | { confirm: () => InvoiceForm } {
  const row = form.rows[index];
  if (!row) return { form };
  const count = toCount(input);
  if (needsConfirmToLowerCount(row, count)) {
    return { confirm: () => withRow(form, index, setCountClearingSubCounts(row, count)) };
  }
  return { form: withRow(form, index, { ...row, count }) };
}

export function setRowSubCount(form: InvoiceForm, index: number, field: SubCountField, input: unknown) {
  const row = form.rows[index];
  return row ? withRow(form, index, setSubCount(row, field, input)) : form;
}

export function setRowFields(form: InvoiceForm, index: number, fields: Partial<InvoiceTierRow>) {
  const row = form.rows[index];
  return row ? withRow(form, index, { ...row, ...fields }) : form;
}

/** A signature counter as typed: held to its range live (secondary up to 500); a secondary without a
 * primary is refused with the spec's message. */
export function setAddOn(form: InvoiceForm, key: keyof InvoiceAddOnCounts, input: unknown): Edit {
  const clamped = clampAddOnCounts({ ...form.addons, [key]: toCount(input) }, form.rows, "live");
  return {
    form: { ...form, addons: clamped.counts },
    ...(clamped.message ? { message: clamped.message } : {}),
  };
}
