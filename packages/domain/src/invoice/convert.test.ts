// Issue 30 points 1–3: a submission opens in invoicing at the price it was sold for, on rows that pass
// every §5 row rule; counts an invoice row's tier does not price are refused.
import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG, parseTierId, type Tier, tierCodesOf } from "../catalog";
import { quoteSubmission, resolveTier } from "../pricing/quote";
import { draftComic, quoteInput } from "../pricing/test-fixtures";
import type { ComicDraft, QuoteInput } from "../pricing/types";
import {
  checkInvoice,
  emptyRow,
  invoiceAddOnCountsOf,
  invoiceRowsOfComics,
  ORIGINAL_ART_TIERS_ONLY,
  quoteInvoice,
  SLAB_ONLY_TIERS_ONLY,
} from "./index";

const tierOf = (id: string) => resolveTier(DEFAULT_CATALOG, "US", id) as Tier;
const fastPassAddOn = DEFAULT_CATALOG.countries.US.addOns.find((a) => a.id === "fastPass");

/** The submission's quote and the quote of the invoice its comics convert to, on the same order. */
function bothPrices(comics: ComicDraft[], over: Partial<QuoteInput> = {}) {
  const input = quoteInput({ comics, rateId: "USPS", ...over });
  const submitted = quoteSubmission(input);
  const converted = invoiceRowsOfComics(
    comics,
    comics.map((c) => tierOf(c.tierId)),
  );
  const rows = converted.map((c) => c.row);
  const { comics: _, ...orderLevel } = input;
  const invoice = quoteInvoice({ ...orderLevel, rows, addOnCounts: invoiceAddOnCountsOf(comics) });
  const check = checkInvoice(rows, invoiceAddOnCountsOf(comics), tierOf, fastPassAddOn);
  return { submitted, invoice, rows, check, converted };
}

describe("a submission converted to its invoice", () => {
  it("keeps the Express fast pass: VP at $95 + Express $60 is one row VPE of $155, not $95 + Fast Pass $40", () => {
    const { submitted, invoice, rows, check } = bothPrices([
      draftComic({ tierId: "VP", insured: 60000, year: 1966, fastPassValue: 2 }),
    ]);
    expect(rows).toEqual([expect.objectContaining({ id: "VPE", count: 1, fastPass: 2, press: 0 })]);
    expect(invoice.rows[0]).toMatchObject({ grading: 9500, fastPass: 6000, tierTotal: 15500 });
    expect(check).toEqual({ ok: true });
    expect(invoice.amountDue).toBe(submitted.amountDue);
  });

  it("splits NW with one pressed comic of three into an unpressed row of 2 and a pressed row of 1", () => {
    const { submitted, invoice, rows, check } = bothPrices([
      draftComic({ id: "1", tierId: "NW", insured: 5000 }),
      draftComic({ id: "2", tierId: "NW", insured: 8000, press: 1 }),
      draftComic({ id: "3", tierId: "NW", insured: 6000 }),
    ]);
    expect(rows.map((r) => [r.id, r.count, r.press, r.pressCount, r.insured])).toEqual([
      ["NW", 2, 0, 0, 11000],
      ["NW2", 1, 1, 1, 8000],
    ]);
    expect(check).toEqual({ ok: true });
    // 3 × $27 grading + one $20 press: the press is charged once, as submitted.
    expect(invoice.total).toBe(3 * 2700 + 2000);
    expect(invoice.amountDue).toBe(submitted.amountDue);
  });

  it("keeps every fast-pass level, press speed, press screening, raw grade, image, signatures and the grading press screen", () => {
    const comics = [
      draftComic({ id: "1", tierId: "NW", fastPassValue: 5, press: 2, image: true }),
      draftComic({
        id: "2",
        tierId: "NW",
        fastPassValue: 5,
        press: 3,
        pressScreen: true,
        international: true,
      }),
      draftComic({ id: "3", tierId: "NW", quantity: 2, signatures: [{ type: "VSP" }, { type: "VSP" }] }),
      draftComic({
        id: "4",
        tierId: "NW",
        partialGrade: true,
        gradeScreen: 9,
        signatures: [{ type: "ASP" }],
      }),
      draftComic({ id: "5", tierId: "NP", insured: 50000, fastPassValue: 3, press: 9 }),
      draftComic({ id: "6", tierId: "PM", insured: 150000, press: 1, signatures: [{ type: "VSPP" }] }),
      draftComic({ id: "7", tierId: "PM", insured: 500000, press: 1 }),
      draftComic({ id: "8", tierId: "OA", insured: 30000, artwork: true, fastPassValue: 4 }),
      draftComic({ id: "9", tierId: "SO", insured: 20000, isSlab: true }),
    ];
    const { submitted, invoice, rows, check } = bothPrices(comics, { isGradingPressScreen: true });
    expect(rows.map((r) => [r.id, r.count, r.fastPass, r.press])).toEqual([
      ["NW", 2, 5, 2],
      ["NW2", 2, 0, 0],
      ["NW3", 1, 0, 0],
      ["NPP", 1, 3, 1],
      ["PM", 1, 0, 1],
      ["PM2", 1, 0, 1],
      ["OAS", 1, 4, 0],
      ["SO", 1, 0, 0],
    ]);
    expect(rows[0]).toMatchObject({
      pressCount: 1,
      pressScreenCount: 1,
      imageCount: 1,
      internationalCount: 1,
    });
    expect(rows[2]).toMatchObject({ rawGradeScreeningBoth: 1 });
    expect(rows.slice(6).map((r) => [r.originalArtworkCount, r.slabOnlyCount])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(check).toEqual({ ok: true });
    expect(invoice.gradingPressScreen).toBe(submitted.gradingPressScreen);
    expect(invoice.gradingPressScreen).toBeGreaterThan(0);
    expect(invoice.total).toBe(submitted.total);
    expect(invoice.amountDue).toBe(submitted.amountDue);
  });

  it("charges onsite artwork the flat $25 as the submission did", () => {
    const { submitted, invoice } = bothPrices([draftComic({ tierId: "OA", insured: 30000, artwork: true })], {
      member: { level: "onsite" },
      rateId: undefined,
    });
    expect(invoice.rows[0]?.grading).toBe(2500);
    expect(invoice.amountDue).toBe(submitted.amountDue);
  });

  it("names a further row of a tier with a part number the catalog reads back (NW2 is NW, VPE2 is VP at Express)", () => {
    const codes = tierCodesOf(DEFAULT_CATALOG, "US");
    expect(parseTierId("NW2", codes)).toEqual({ code: "NW", fastPassValue: 0 });
    expect(parseTierId("VPE2", codes)).toEqual({ code: "VP", fastPassValue: 2 });
    expect(parseTierId("2D3", codes)).toEqual({ code: "2D", fastPassValue: 0 });
    expect(parseTierId("2D", codes)).toEqual({ code: "2D", fastPassValue: 0 });
  });
});

describe("counts a row's tier does not price (§5: original art only MD and 2D, slab only MD, 2D, EX, RP, 1D)", () => {
  const rowOf = (id: string, over = {}) => ({ ...emptyRow(id, id), count: 2, insured: 20000, ...over });
  const check = (id: string, over = {}) =>
    checkInvoice([rowOf(id, over)], invoiceAddOnCountsOf([]), tierOf, fastPassAddOn);

  it("refuses original art on the submission codes NW, NP, OA and on EX", () => {
    for (const id of ["NW", "NP", "OA", "NWE2", "EX"]) {
      expect(check(id, { originalArtworkCount: 1 })).toMatchObject({
        ok: false,
        message: ORIGINAL_ART_TIERS_ONLY,
      });
    }
    expect(check("MD", { originalArtworkCount: 1 })).toEqual({ ok: true });
    expect(check("2DE", { originalArtworkCount: 1 })).toEqual({ ok: true });
  });

  it("refuses slab only on NW, SO and VG, and takes it on MD, 2D, EX, RP, 1D", () => {
    for (const id of ["NW", "SO", "VG"]) {
      expect(check(id, { slabOnlyCount: 1 })).toMatchObject({ ok: false, message: SLAB_ONLY_TIERS_ONLY });
    }
    for (const id of ["MD", "2D", "EX", "1D"]) expect(check(id, { slabOnlyCount: 1 })).toEqual({ ok: true });
    expect(check("RP", { insured: 300000, slabOnlyCount: 1 })).toEqual({ ok: true });
  });

  it("refuses a fast-pass level the tier does not sell (a 1-day tier has none)", () => {
    expect(check("1D", { fastPass: 2 })).toMatchObject({
      ok: false,
      message: "This fast-pass level is not offered for tier 1D.",
    });
    expect(check("MD", { fastPass: 2 })).toEqual({ ok: true });
  });
});
