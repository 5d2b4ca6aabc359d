import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG, type Tier } from "../catalog";
import { resolveTier } from "../pricing/quote";
import {
  checkInvoice,
  emptyRow,
  type InvoiceAddOnCounts,
  type InvoiceQuoteInput,
  type InvoiceTierRow,
  quoteInvoice,
} from "./index";

const NO_ADD_ONS: InvoiceAddOnCounts = {
  aspComicsCount: 0,
  vspPrimaryComicsCount: 0,
  vspSecondryComicsCount: 0,
  vsppPrimaryComicsCount: 0,
  vsppSecondryComicsCount: 0,
};
const md = { ...emptyRow("MD", "Modern"), count: 2, insured: 20000 };
const input = (over: Partial<InvoiceQuoteInput> = {}): InvoiceQuoteInput => ({
  catalog: DEFAULT_CATALOG,
  country: "US",
  version: 14,
  member: { level: "Standard" },
  rows: [md],
  addOnCounts: NO_ADD_ONS,
  orderDate: "2025-06-02",
  ...over,
});

describe("quoteInvoice", () => {
  it("prices rows and signature add-ons: 2 MD at $27 + 1 ASP at $20 + 2 image at $5", () => {
    const q = quoteInvoice(
      input({ rows: [{ ...md, imageCount: 2 }], addOnCounts: { ...NO_ADD_ONS, aspComicsCount: 1 } }),
    );
    expect(q.rows[0]).toMatchObject({ id: "MD", grading: 5400, image: 1000, tierTotal: 6400 });
    expect(q.addOns).toEqual({ asp: 2000, vsp: 0, vspp: 0 });
    expect([q.count, q.insured, q.total, q.grandTotal, q.taxes]).toEqual([2, 20000, 8400, 8400, 0]);
    expect(q.amountDue).toBe(8400);
  });

  it("adds shipping, handling and the rate's insurance of the chosen rate (USPS 2025, uplift 1.25)", () => {
    const q = quoteInvoice(input({ rateId: "USPS", isInsurance: true }));
    // Base $15 + $2 per extra book, ×1.25; handling $5 apart from 16 April 2025; insurance $15 ×1.25.
    expect([q.sh, q.handling, q.insurance]).toEqual([1875 + 250, 500, 1875]);
    expect(q.grandTotal).toBe(5400 + 2125 + 500 + 1875);
  });

  it("gives dealers 15% off grading and 50% off VSP (catalog defaults)", () => {
    const q = quoteInvoice(
      input({ member: { level: "Dealer" }, addOnCounts: { ...NO_ADD_ONS, vspPrimaryComicsCount: 2 } }),
    );
    expect([q.gradingDiscount, q.VSPDiscount]).toEqual([810, 2000]);
    expect(q.grandTotal).toBe(5400 + 4000 - 810 - 2000);
  });

  it("caps rewards at the smallest bound and taxes CA at 13%", () => {
    const q = quoteInvoice(input({ rewards: { applied: 100000, available: 1000, original: 0 } }));
    expect(q.rewards).toBe(1000);
    expect(q.grandTotal).toBe(4400);
    const ca = quoteInvoice(input({ country: "CA" }));
    expect(ca.taxes).toBe(Math.round(ca.grandTotal * 0.13));
    expect(ca.currencySymbol).toBe("CA$");
  });

  it("clears an unknown promo code with its message; rows of unknown tiers price nothing", () => {
    const q = quoteInvoice(input({ promoCode: "NOPE", rows: [md, { ...emptyRow("ZZ", "?"), count: 3 }] }));
    expect(q.promoMessage).toBe("Promo Code is invalid.");
    expect(q.promoDiscount).toBe(0);
    expect([q.count, q.total]).toEqual([5, 5400]);
  });

  it("an onsite invoice ships at the onsite rate", () => {
    const q = quoteInvoice(input({ member: { level: "onsite" } }));
    expect(q.sh).toBe(500);
    expect(q.rate?.id).toBe("ONSITE");
  });
});

describe("checkInvoice (§5 invoice row rules, first failure first)", () => {
  const resolve = (id: string): Tier | undefined => resolveTier(DEFAULT_CATALOG, "US", id);
  const check = (rows: InvoiceTierRow[], counts = NO_ADD_ONS) => checkInvoice(rows, counts, resolve);
  it.each<[string, InvoiceTierRow[], string]>([
    ["no rows", [], "Please fill mandatory field Total comics,tier name, insured value."],
    ["no count", [{ ...md, count: 0 }], "Please fill mandatory field Total comics,tier name, insured value."],
    [
      "no insured",
      [{ ...md, insured: 0 }],
      "Please fill mandatory field Total comics,tier name, insured value.",
    ],
    ["cents", [{ ...md, insured: 20050 }], "Insurance must be in whole number."],
    ["above 2 × $400", [{ ...md, insured: 80100 }], "Insurance value exceeds tier maximum insured value"],
    ["duplicate", [md, md], "Tier already exists"],
    [
      "original art on EX",
      [{ ...md, id: "EX", originalArtworkCount: 1 }],
      "Original art is allowed only for tiers MD and 2D.",
    ],
    [
      "slab on VG",
      [{ ...md, id: "VG", slabOnlyCount: 1 }],
      "Slab only is allowed only for tiers MD, 2D, EX, RP and 1D.",
    ],
    ["options on RH", [{ ...md, id: "RH", imageCount: 1 }], "Tier RH takes no option counts."],
    [
      "sums",
      [{ ...md, rawGradeCount: 2, imageCount: 1 }],
      "The option counts of tier MD exceed its comic count.",
    ],
    [
      "press",
      [{ ...md, press: 1, pressCount: 1 }],
      "With press on, the press and press screening counts must add up to the comic count.",
    ],
    ["101 comics", [{ ...md, count: 101, insured: 10100 }], "An order can hold at most 100 comics."],
  ])("%s", (_name, rows, message) => {
    expect(check(rows)).toMatchObject({ ok: false, message });
  });

  it("11 rows: 'Maximum tier limit reached'", () => {
    const rows = Array.from({ length: 11 }, (_, i) => ({ ...md, id: `T${i}` }));
    expect(check(rows)).toMatchObject({ ok: false, message: "Maximum tier limit reached" });
  });

  it("signature counts: secondary needs a primary, at most 100 at save, ASP within the comics", () => {
    expect(check([md], { ...NO_ADD_ONS, vspSecondryComicsCount: 1 })).toMatchObject({
      message: "No Primary VSP, Please add a Primary VSP to add a Secondary VSP count.",
    });
    expect(
      check([md], { ...NO_ADD_ONS, vspPrimaryComicsCount: 1, vspSecondryComicsCount: 101 }),
    ).toMatchObject({
      message: "Quantity over maximum",
      field: "addons.vspSecondryComicsCount",
    });
    expect(check([md], { ...NO_ADD_ONS, aspComicsCount: 3 })).toMatchObject({
      message: "Quantity over maximum",
    });
    expect(
      check([md, { ...md, id: "2D", originalArtworkCount: 1 }], { ...NO_ADD_ONS, aspComicsCount: 4 }),
    ).toEqual({
      ok: true,
    });
  });
});
