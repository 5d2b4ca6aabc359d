// The invoicing screen's edits (submissions-pricing §5 "Invoice row"): add and change tiers ('Tier
// already exists', 'Maximum tier limit reached'), counts with the confirm to clear option counts, the
// signature counters ('No Primary VSP, …'), and the save body priced as the server prices it.
import type { TInvoice } from "@gbo/contracts/invoicing";
import { DEFAULT_CATALOG } from "@gbo/domain/catalog";
import { emptyRow, quoteInvoice } from "@gbo/domain/invoice";
import { describe, expect, it } from "vitest";
import {
  addRow,
  canFastPass,
  changeTier,
  formOf,
  invoiceQuoteInputOf,
  saveBodyOf,
  setAddOn,
  setCount,
  setRowSubCount,
  tierChoices,
} from "./invoice-model";

const invoice: TInvoice = {
  summary: {
    id: "26-ABCDEFG",
    status: "Invoicing",
    version: 4,
    level: "Basic",
    countryCode: "US",
    currency: "$",
    collectibleType: "Comic",
    mangaType: null,
    userId: 7,
    catalogVersion: DEFAULT_CATALOG.version,
    orderDate: "2025-06-02",
    receivedDate: "2025-06-03",
    addressId: 3,
    rateId: "USPS",
    payMethodId: 9,
    repCode: null,
    origin: { id: "Mail", title: "Mail" },
    promoCode: null,
    isGradingPressScreen: false,
    isInsurance: false,
    noAutoCharge: false,
    shippingAccount: null,
    paidDetail: [],
    count: 2,
    insured: 20000,
    baseTotal: 0,
    discount: 0,
    promoDiscount: 0,
    rewards: 500,
    dropOffValue: 0,
    sh: 0,
    handling: 0,
    insurance: 0,
    taxes: 0,
    grandTotal: 0,
    amountDue: 0,
  },
  userInfo: {
    id: 7,
    name: "Ann",
    email: "ann@example.com",
    level: "Basic",
    rewardsAvailable: 1000,
    isWelcomePromo: false,
    dealerDiscounts: null,
  },
  addons: {
    aspComicsCount: 0,
    vspPrimaryComicsCount: 0,
    vspSecondryComicsCount: 0,
    vsppPrimaryComicsCount: 0,
    vsppSecondryComicsCount: 0,
  },
  tiers: [{ ...emptyRow("MD", "Modern"), count: 2, insured: 20000 }],
};

describe("the screen starts from the order's pay method", () => {
  it("formOf takes the stored pay method the load answers (none stays none)", () => {
    expect(formOf(invoice).payMethodId).toBe(9);
    expect(formOf({ ...invoice, summary: { ...invoice.summary, payMethodId: null } }).payMethodId).toBeNull();
  });
});

describe("invoice rows on the screen", () => {
  it("adding a tier already on the invoice: 'Tier already exists'; the 11th: 'Maximum tier limit reached'", () => {
    const form = formOf(invoice);
    expect(addRow(form, { id: "MD", label: "Modern" }).message).toBe("Tier already exists");
    const added = addRow(form, { id: "2D", label: "2 Day" });
    expect(added.form.rows.map((r) => r.id)).toEqual(["MD", "2D"]);
    expect(changeTier(added.form, 1, { id: "MD", label: "Modern" }).message).toBe("Tier already exists");
    let full = form;
    for (let i = 0; i < 9; i += 1) full = addRow(full, { id: `T${i}`, label: "" }).form;
    expect(addRow(full, { id: "EX", label: "" }).message).toBe("Maximum tier limit reached");
  });

  it("lowering the count below the option counts asks first, then clears them", () => {
    const form = setRowSubCount(formOf(invoice), 0, "imageCount", 2);
    expect(form.rows[0]?.imageCount).toBe(2);
    const lowered = setCount(form, 0, 1);
    expect("confirm" in lowered).toBe(true);
    if ("confirm" in lowered) expect(lowered.confirm().rows[0]).toMatchObject({ count: 1, imageCount: 0 });
    expect("form" in setCount(form, 0, 3)).toBe(true);
  });

  it("option counts are held to the comics left; negatives become 0", () => {
    const form = formOf(invoice);
    expect(setRowSubCount(form, 0, "rawGradeCount", 5).rows[0]?.rawGradeCount).toBe(2);
    expect(setRowSubCount(form, 0, "pressCount", -3).rows[0]?.pressCount).toBe(0);
  });

  it("a secondary VSP without a primary is refused with the spec's message", () => {
    const edit = setAddOn(formOf(invoice), "vspSecondryComicsCount", 3);
    expect(edit.message).toBe("No Primary VSP, Please add a Primary VSP to add a Secondary VSP count.");
    expect(edit.form.addons.vspSecondryComicsCount).toBe(0);
    const primary = setAddOn(formOf(invoice), "vspPrimaryComicsCount", 1).form;
    expect(setAddOn(primary, "vspSecondryComicsCount", 600).form.addons.vspSecondryComicsCount).toBe(500);
  });

  it("fast pass only for tiers of more than 14 days or exactly 2", () => {
    expect([canFastPass({ days: 30 }), canFastPass({ days: 2 }), canFastPass({ days: 10 })]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("the tier choices are the invoicing ids", () => {
    expect(tierChoices(DEFAULT_CATALOG, invoice).map((t) => t.id)).toEqual(
      expect.arrayContaining(["MD", "2D", "EX", "RP", "1D", "VG", "RH"]),
    );
  });

  it("the save body carries the rows, choices and the totals the screen shows", () => {
    const form = { ...formOf(invoice), payMethodId: "check" as const };
    const quote = quoteInvoice(invoiceQuoteInputOf(invoice, DEFAULT_CATALOG, form, "2025-06-03"));
    const body = saveBodyOf(invoice, form, quote);
    expect(body).toMatchObject({ version: 4, rateId: "USPS", payMethodId: "check", rewards: 500 });
    expect(body.expected).toEqual({ grandTotal: quote.grandTotal, taxes: 0 });
    // 2 MD at $27 + USPS (2 books) + handling, less the $5 rewards the order holds.
    expect(quote.rewards).toBe(500);
    expect(quote.grandTotal).toBe(5400 + quote.sh + quote.handling - 500);
    // The order's drop-off charge is priced in, as on the server.
    const dropped = { ...invoice, summary: { ...invoice.summary, dropOffValue: 300 } };
    expect(quoteInvoice(invoiceQuoteInputOf(dropped, DEFAULT_CATALOG, form, "2025-06-03")).grandTotal).toBe(
      quote.grandTotal + 300,
    );
  });
});
