import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG, findTier } from "../catalog";
import {
  addTierRow,
  applyTierRestrictions,
  arePressCountsValid,
  areSubCountsWithinCount,
  canAddPaymentMethod,
  carrierOfShippingAccount,
  changeRowTier,
  clampAddOnCounts,
  effectiveReceivedDate,
  emptyRow,
  enabledOptions,
  gradeBalanceKey,
  type InvoiceAddOnCounts,
  type InvoiceTierRow,
  invoiceAddOnCountsOf,
  invoiceRowAmounts,
  invoiceRowCounts,
  invoiceTotal,
  isExpressServiceRefused,
  isFastPassSupported,
  isOriginalArtSignatureEnforced,
  isReceivedDateSelectable,
  isShippingAccountValid,
  listOrigins,
  MAX_TIER_ROWS,
  methodsToCharge,
  needsConfirmToLowerCount,
  offlinePaymentTypesFor,
  parseInsuredInput,
  receivedDatePickerRange,
  setComicOption,
  setCountClearingSubCounts,
  setSubCount,
  subCountLimits,
  toCount,
  validateRowBasics,
  validateShippingAddress,
} from "./index";

const row = (over: Partial<InvoiceTierRow> = {}): InvoiceTierRow => ({
  ...emptyRow("MD", "Modern"),
  ...over,
});
const usAddOns = new Map(DEFAULT_CATALOG.countries.US.addOns.map((a) => [a.id, a]));
const md = findTier(DEFAULT_CATALOG, "US", "MD")!.tier;

describe("mandatory fields and insured (§5)", () => {
  it.each([
    [{ id: "", count: 2, insured: 20000 }],
    [{ id: "MD", count: 0, insured: 20000 }],
    [{ id: "MD", count: 2, insured: 0 }],
  ])("'Please fill mandatory field Total comics,tier name, insured value.' for %o", (r) => {
    expect(validateRowBasics(r, md.insured)).toEqual({
      ok: false,
      message: "Please fill mandatory field Total comics,tier name, insured value.",
    });
  });

  it("'Insurance must be in whole number.'", () => {
    expect(parseInsuredInput("12.5")).toEqual({ ok: false, message: "Insurance must be in whole number." });
    expect(parseInsuredInput("800")).toEqual({ ok: true, value: 80000 });
    expect(parseInsuredInput("")).toEqual({ ok: true, value: 0 });
  });

  it("'Insurance value exceeds tier maximum insured value' above tier max × count", () => {
    // MD takes up to $400 a book: 2 books may carry $800, not $801.
    expect(validateRowBasics({ id: "MD", count: 2, insured: 80000 }, md.insured).ok).toBe(true);
    expect(validateRowBasics({ id: "MD", count: 2, insured: 80100 }, md.insured)).toEqual({
      ok: false,
      message: "Insurance value exceeds tier maximum insured value",
    });
  });

  it.each([
    [-3, 0],
    ["", 0],
    [null, 0],
    ["abc", 0],
    ["7", 7],
    [4.9, 4],
  ])("negative or empty numbers become 0: %s → %i", (input, out) => {
    expect(toCount(input)).toBe(out);
  });
});

describe("tier rows", () => {
  it("'Tier already exists'", () => {
    const rows = [row()];
    expect(addTierRow(rows, "MD", "Modern")).toEqual({ ok: false, message: "Tier already exists" });
    expect(changeRowTier([row(), row({ id: "VG" })], 1, "MD", "Modern")).toEqual({
      ok: false,
      message: "Tier already exists",
    });
  });

  it(`'Maximum tier limit reached' at ${MAX_TIER_ROWS} rows`, () => {
    const ids = ["MD", "2D", "EX", "RP", "1D", "VG", "RH", "NW", "VI", "PM"];
    const rows = ids.map((id) => row({ id }));
    expect(rows).toHaveLength(10);
    expect(addTierRow(rows, "NP", "Modern Value")).toEqual({
      ok: false,
      message: "Maximum tier limit reached",
    });
    const nine = addTierRow(rows.slice(0, 9), "NP", "Modern Value");
    expect(nine.ok && nine.value).toHaveLength(10);
  });

  it.each([
    ["MD", 2, 3],
    ["2D", 2, 3],
    ["EX", 0, 3],
    ["RP", 0, 3],
    ["1D", 0, 3],
    ["VG", 0, 0],
  ])("tier %s keeps original art %i and slab only %i", (id, art, slab) => {
    const next = applyTierRestrictions(row({ id, count: 5, originalArtworkCount: 2, slabOnlyCount: 3 }));
    expect([next.originalArtworkCount, next.slabOnlyCount]).toEqual([art, slab]);
  });

  it("tier RH zeroes every option count", () => {
    const next = applyTierRestrictions(
      row({ id: "RH", count: 5, imageCount: 2, pressCount: 5, press: 1, fastPass: 1 }),
    );
    expect(next).toEqual({ ...emptyRow("RH", "Modern"), count: 5 });
  });
});

describe("sub-count bounds (§5)", () => {
  const base = row({ count: 10 });

  it("holds raw + screen + both + original art + slab to the comic count", () => {
    const r = { ...base, rawGradeCount: 3, screeningCount: 2, rawGradeScreeningBoth: 1, slabOnlyCount: 2 };
    expect(subCountLimits(r).originalArtworkCount).toBe(2);
    expect(setSubCount(r, "originalArtworkCount", 9).originalArtworkCount).toBe(2);
  });

  it("holds raw + screen + both + image to the comic count", () => {
    const r = { ...base, rawGradeCount: 4, imageCount: 5 };
    expect(subCountLimits(r).screeningCount).toBe(1);
    expect(subCountLimits(r).imageCount).toBe(6);
  });

  it("holds press + press screening to the comic count", () => {
    const r = { ...base, pressCount: 7 };
    expect(setSubCount(r, "pressScreenCount", 5).pressScreenCount).toBe(3);
  });

  it("turns negative input into 0", () => {
    expect(setSubCount(base, "imageCount", -4).imageCount).toBe(0);
  });

  it("needs a confirm to lower the count below the sub-counts, which then clears them", () => {
    const r = { ...base, imageCount: 6, pressCount: 4 };
    expect(needsConfirmToLowerCount(r, 6)).toBe(false);
    expect(needsConfirmToLowerCount(r, 5)).toBe(true);
    const cleared = setCountClearingSubCounts(r, 5);
    expect([cleared.count, cleared.imageCount, cleared.pressCount]).toEqual([5, 0, 0]);
    expect(areSubCountsWithinCount(cleared)).toBe(true);
  });

  it("with press on, press + press screening must be above 0 and equal the count", () => {
    expect(arePressCountsValid({ ...base, press: 1, pressCount: 6, pressScreenCount: 4 })).toBe(true);
    expect(arePressCountsValid({ ...base, press: 1, pressCount: 6 })).toBe(false);
    expect(arePressCountsValid({ ...base, press: 1 })).toBe(false);
    expect(arePressCountsValid({ ...base, press: 0 })).toBe(true);
  });
});

describe("signature add-on counts (§5)", () => {
  const rows = [row({ count: 10, screeningCount: 2, rawGradeCount: 3 }), row({ id: "VG", count: 5 })];
  const counts = (over: Partial<InvoiceAddOnCounts>): InvoiceAddOnCounts => ({
    aspComicsCount: 0,
    vspPrimaryComicsCount: 0,
    vspSecondryComicsCount: 0,
    vsppPrimaryComicsCount: 0,
    vsppSecondryComicsCount: 0,
    ...over,
  });

  it("ASP ranges 0 to the comics not grade-screened", () => {
    expect(clampAddOnCounts(counts({ aspComicsCount: 99 }), rows, "live").counts.aspComicsCount).toBe(13);
    expect(clampAddOnCounts(counts({ aspComicsCount: -1 }), rows, "live").counts.aspComicsCount).toBe(0);
  });

  it("primary VSP ranges up to the comics with no raw grade or screening", () => {
    expect(
      clampAddOnCounts(counts({ vspPrimaryComicsCount: 99 }), rows, "live").counts.vspPrimaryComicsCount,
    ).toBe(10);
  });

  it("primary VSP Plus, which §5 does not bound, ranges up to every comic (a screened one may carry it, D34)", () => {
    expect(
      clampAddOnCounts(counts({ vsppPrimaryComicsCount: 99 }), rows, "live").counts.vsppPrimaryComicsCount,
    ).toBe(15);
  });

  it("'No Primary VSP, Please add a Primary VSP to add a Secondary VSP count.'", () => {
    const r = clampAddOnCounts(counts({ vspSecondryComicsCount: 3 }), rows, "live");
    expect(r.message).toBe("No Primary VSP, Please add a Primary VSP to add a Secondary VSP count.");
    expect(r.counts.vspSecondryComicsCount).toBe(0);
  });

  it("secondary VSP maximum is 500 while typing and 100 at save", () => {
    const c = counts({ vspPrimaryComicsCount: 1, vspSecondryComicsCount: 700 });
    expect(clampAddOnCounts(c, rows, "live").counts.vspSecondryComicsCount).toBe(500);
    expect(clampAddOnCounts(c, rows, "save").counts.vspSecondryComicsCount).toBe(100);
  });
});

describe("add-on exclusivity (§4)", () => {
  const none = { originalArt: false, slabOnly: false, rawGrade: false, gradeScreen: false };

  it("original art and slab only exclude each other and disable the grade options", () => {
    const art = setComicOption({ ...none, rawGrade: true }, "originalArt", true);
    expect(art).toEqual({ originalArt: true, slabOnly: false, rawGrade: false, gradeScreen: false });
    expect(enabledOptions(art)).toEqual({
      originalArt: true,
      slabOnly: false,
      rawGrade: false,
      gradeScreen: false,
    });
    expect(setComicOption(art, "slabOnly", true)).toEqual(art);
  });

  it("raw grade plus grade screening uses the combined balance", () => {
    expect(gradeBalanceKey({ rawGrade: true, gradeScreen: true })).toBe("rawGradeScreeningBoth");
    expect(gradeBalanceKey({ rawGrade: true, gradeScreen: false })).toBe("rawGradeCount");
    expect(gradeBalanceKey({ rawGrade: false, gradeScreen: true })).toBe("screeningCount");
  });
});

describe("invoice row totals", () => {
  const r = row({
    count: 4,
    insured: 80000,
    imageCount: 2,
    internationalCount: 1,
    originalArtworkCount: 1,
    processingCount: 4,
    pressCount: 3,
    pressScreenCount: 1,
  });

  it("adds every fee of the row", () => {
    const a = invoiceRowAmounts(r, md, usAddOns);
    expect(a).toMatchObject({
      grading: 4 * 2700,
      image: 2 * 500,
      international: 1000,
      originalArt: 2000,
      processing: 4 * 300,
      press: 3 * 2000,
      pressScreen: 1500,
    });
    expect(a.tierTotal).toBe(10800 + 1000 + 1000 + 2000 + 1200 + 6000 + 1500);
  });

  it("grade screening above 1 zeroes processing, image, international and artwork fees", () => {
    const a = invoiceRowAmounts({ ...r, screeningCount: 2 }, md, usAddOns);
    expect([a.processing, a.image, a.international, a.originalArt]).toEqual([0, 0, 0, 0]);
    expect(a.screening).toBe(2 * 900);
    expect(invoiceRowAmounts({ ...r, screeningCount: 1 }, md, usAddOns).image).toBe(1000);
  });

  it("charges raw-graded comics the partial-grade price instead of grading", () => {
    const a = invoiceRowAmounts({ ...r, rawGradeCount: 1 }, md, usAddOns);
    expect([a.grading, a.rawGrade]).toEqual([3 * 2700, 1500]);
  });

  it("fast pressing adds the press fast fee", () => {
    expect(invoiceRowAmounts({ ...r, press: 2 }, md, usAddOns).press).toBe(3 * (2000 + 2500));
  });
});

describe("invoice total", () => {
  it("adds every row and the signature add-ons; an unknown tier prices nothing", () => {
    const rows = [
      row({ count: 2, insured: 40000 }),
      row({ id: "ZZ", count: 3, insured: 1000, imageCount: 3 }),
    ];
    const counts = {
      aspComicsCount: 1,
      vspPrimaryComicsCount: 2,
      vspSecondryComicsCount: 1,
      vsppPrimaryComicsCount: 0,
      vsppSecondryComicsCount: 0,
    };
    const t = invoiceTotal(rows, new Map([["MD", md]]), counts, usAddOns);
    expect(t.addOns).toEqual({ asp: 2000, vsp: 3 * 2000, vspp: 0 });
    expect(t.rows[1]?.tierTotal).toBe(0);
    expect(t.total).toBe(2 * 2700 + 2000 + 6000);
  });
});

describe("the carrier an order's shipping account names", () => {
  it.each<[string | null, string | null]>([
    ["DHL 123456789", "DHL"],
    ["dhl:123456789", "DHL"],
    ["FedEx 123456789", "FedEx"],
    ["Fed Ex 123456789", "FedEx"],
    ["UPS A1B2C3", "UPS"],
    ["123456789", null],
    ["Groupset 12", null],
    [null, null],
  ])("%s → %s", (account, carrier) => {
    expect(carrierOfShippingAccount(account)).toBe(carrier);
  });
});

describe("shipping address (§5)", () => {
  it("'Please select a shipping address'", () => {
    expect(validateShippingAddress({ orderCountry: "US", address: null })).toEqual({
      ok: false,
      message: "Please select a shipping address",
    });
  });

  it("'Please choose only canada address!' for a CA order shipping elsewhere", () => {
    expect(validateShippingAddress({ orderCountry: "CA", address: { country: "US" } })).toEqual({
      ok: false,
      message: "Please choose only canada address!",
    });
    expect(validateShippingAddress({ orderCountry: "CA", address: { country: "Canada" } }).ok).toBe(true);
  });

  it("refuses a DHL account for a domestic US address (our message)", () => {
    expect(
      validateShippingAddress({ orderCountry: "US", address: { country: "USA" }, carrier: "DHL" }),
    ).toEqual({
      ok: false,
      message: "DHL account cannot be used for a domestic US address.",
    });
    expect(
      validateShippingAddress({ orderCountry: "US", address: { country: "US" }, carrier: "FedEx" }).ok,
    ).toBe(true);
  });

  it.each([
    ["FedEx", "123456789", true],
    ["FedEx", "12345678", false],
    ["UPS", "A1B2C3", true],
    ["UPS", "A1B2C3D", false],
    ["DHL", "12345678X", true],
    ["DHL", "1234-5678", false],
  ] as const)("%s account %s valid: %s (FedEx 9, UPS 6, DHL 9, alphanumeric)", (carrier, account, valid) => {
    expect(isShippingAccountValid(carrier, account)).toBe(valid);
  });
});

describe("received date (§5, §9)", () => {
  const today = "2026-03-10";
  it("defaults to today, and resets when missing or older than 90 days", () => {
    expect(effectiveReceivedDate(undefined, today)).toBe(today);
    expect(effectiveReceivedDate("2025-12-10", today)).toBe("2025-12-10"); // 90 days back
    expect(effectiveReceivedDate("2025-12-09", today)).toBe(today); // 91 days back
  });

  it("offers 60 days back to today in the picker, never the future", () => {
    expect(receivedDatePickerRange(today)).toEqual({ min: "2026-01-09", max: today });
    expect(isReceivedDateSelectable("2026-01-09", today)).toBe(true);
    expect(isReceivedDateSelectable("2026-01-08", today)).toBe(false);
    expect(isReceivedDateSelectable("2026-03-11", today)).toBe(false);
  });
});

describe("origins (§9: events not older than 3 days, plus Mail and Walk In)", () => {
  it("lists recent events then Mail and Walk In", () => {
    const events = [
      { id: "e1", title: "Comic Con", date: "2026-03-07" },
      { id: "e2", title: "Old Show", date: "2026-03-06" },
    ];
    expect(listOrigins(events, "2026-03-10").map((o) => o.title)).toEqual(["Comic Con", "Mail", "Walk In"]);
  });
});

describe("payments and version gates (workflow §9)", () => {
  it("US allows CASH, CHECK, MONEYORDER; CA only MONEYORDER", () => {
    expect(offlinePaymentTypesFor("US")).toEqual(["CASH", "CHECK", "MONEYORDER"]);
    expect(offlinePaymentTypesFor("CA")).toEqual(["MONEYORDER"]);
  });

  it("charges two payment methods at most", () => {
    expect(canAddPaymentMethod(1)).toBe(true);
    expect(canAddPaymentMethod(2)).toBe(false);
    expect(methodsToCharge(["a", "b", "c"])).toEqual(["a", "b"]);
  });

  it("supports fast pass from version 3", () => {
    expect([isFastPassSupported(2), isFastPassSupported(3)]).toEqual([false, true]);
  });

  it("enforces the original-art signature above version 13", () => {
    expect([isOriginalArtSignatureEnforced(13), isOriginalArtSignatureEnforced(14)]).toEqual([false, true]);
  });

  it("refuses express service with non-express tiers for versions 3 to 7 only", () => {
    expect(isExpressServiceRefused(3, true, [true, false])).toBe(true);
    expect(isExpressServiceRefused(7, true, [false])).toBe(true);
    expect(isExpressServiceRefused(8, true, [false])).toBe(false);
    expect(isExpressServiceRefused(5, true, [true])).toBe(false);
  });
});

describe("invoice counts of described comics", () => {
  const comic = {
    quantity: 2,
    insured: 10000,
    press: 1 as const,
    pressScreen: false,
    gradeScreen: 0,
    partialGrade: false,
    artwork: false,
    isSlab: false,
    image: true,
    international: false,
    signatures: [],
  };
  it("sums insured times quantity and counts each add-on per book (a book screened above 1 pays no image)", () => {
    const { insured, counts } = invoiceRowCounts([
      comic,
      {
        ...comic,
        quantity: 1,
        insured: 5000,
        press: 0,
        pressScreen: true,
        gradeScreen: 9.8,
        partialGrade: true,
      },
    ]);
    expect(insured).toBe(25000);
    expect(counts).toMatchObject({
      imageCount: 2,
      pressCount: 2,
      pressScreenCount: 1,
      rawGradeScreeningBoth: 1,
    });
    expect(counts.rawGradeCount + counts.screeningCount).toBe(0);
  });
  it("counts a signature type once as primary and its further signatures as secondary", () => {
    const signed = {
      quantity: 1,
      signatures: [{ type: "VSP" as const }, { type: "VSP" as const }, { type: "ASP" as const }],
    };
    expect(invoiceAddOnCountsOf([signed, { quantity: 3, signatures: [] }])).toEqual({
      aspComicsCount: 1,
      vspPrimaryComicsCount: 1,
      vspSecondryComicsCount: 1,
      vsppPrimaryComicsCount: 0,
      vsppSecondryComicsCount: 0,
    });
  });
});
