import type { TUserProfile } from "@gbo/contracts/customers";
import { emptyRow, type InvoiceQuote } from "@gbo/domain/invoice";
import { INVOICE_SHIPPING_ADDRESS_REQUIRED } from "@gbo/domain/messages";
import { describe, expect, it } from "vitest";
import { formOf } from "./invoice-model";
import { newInvoiceBodyOf, newInvoiceOf, walkInKindOf } from "./invoice-new-model";

const profile = {
  member: {
    id: 7,
    firstName: "Pat",
    lastName: "Payments",
    email: "pat@example.com",
    phone: null,
    membership: "Basic",
    discount: 0,
    pressingDiscount: 0,
    vspDiscount: 0,
    fedExAccount: "",
    upsAccount: "",
    dhlAccount: "",
    defaultSalesRep: null,
    isWelcomePromo: false,
    createdAt: "2025-01-01",
    version: 1,
  },
  addresses: [
    { id: 3, country: "US" },
    { id: 4, country: "CA" },
  ],
  payMethods: [],
  rewards: { available: 500, original: 0, applied: 0 },
  summary: { orderCount: 0, openOrders: 0, totalSpentCents: 0 },
  version: 1,
} as unknown as TUserProfile;

const quote = { grandTotal: 6000, taxes: 0 } as InvoiceQuote;

describe("/invoicing/new", () => {
  it("starts empty for the customer: their level, no rows, received today, Walk In, first address", () => {
    const invoice = newInvoiceOf(profile, { catalogVersion: 14, today: "2026-11-24" });
    expect(invoice.tiers).toEqual([]);
    expect(invoice.summary).toMatchObject({
      level: "Basic",
      receivedDate: "2026-11-24",
      origin: { id: "WalkIn", title: "Walk In" },
      addressId: 3,
      catalogVersion: 14,
      payMethodId: null,
    });
    expect(invoice.userInfo).toMatchObject({ rewardsAvailable: 500, dealerDiscounts: null });
  });

  it("the submit body: kind 'invoice', the rows and the screen's totals; what is missing first", () => {
    const invoice = newInvoiceOf(profile, { catalogVersion: 14, today: "2026-11-24" });
    const form = formOf(invoice);
    expect(newInvoiceBodyOf(invoice, form, quote, "k")).toEqual({ missing: "Please add a tier row." });
    const rows = [{ ...emptyRow("MD", "Modern"), count: 3, insured: 30000 }];
    expect(newInvoiceBodyOf(invoice, { ...form, rows, addressId: null }, quote, "k")).toEqual({
      missing: INVOICE_SHIPPING_ADDRESS_REQUIRED,
    });
    const built = newInvoiceBodyOf(invoice, { ...form, rows, payMethodId: "check" }, quote, "k");
    expect(built).toMatchObject({
      body: {
        kind: "invoice",
        userId: 7,
        version: 14,
        tiers: rows,
        payMethodId: "check",
        idempotencyKey: "k",
        expected: { grandTotal: 6000, taxes: 0 },
      },
    });
  });

  it("a CA manga walk-in: the chosen country and type, the customer's Canadian address, CA$", () => {
    const kind = walkInKindOf({ country: "CA", type: "Manga", manga: "Zasshi" });
    const invoice = newInvoiceOf(profile, { catalogVersion: 14, today: "2026-11-24", kind });
    expect(invoice.summary).toMatchObject({
      countryCode: "CA",
      currency: "CA$",
      collectibleType: "Manga",
      mangaType: "Zasshi",
      addressId: 4,
    });
  });

  it("reads only known choices from the address; anything else is a US comic", () => {
    expect(walkInKindOf({ country: "FR", type: "Poster", manga: "x" })).toEqual({
      country: "US",
      type: "Comic",
      manga: "Tankobon",
    });
    expect(walkInKindOf({ type: "Magazine" })).toMatchObject({ type: "Magazine" });
  });
});
