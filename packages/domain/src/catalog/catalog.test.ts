import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ARTWORK_CODES,
  ageBand,
  DEFAULT_CATALOG,
  defaultYear,
  FAST_PASS_LABELS,
  fastPassLabel,
  feeFor,
  findTier,
  GRADING_CODES,
  gradingFee,
  INVOICING_IDS,
  PRESS_SPEED_LABELS,
  pressFeeFor,
  pressLabel,
  REHOLDER_CODES,
  reholderTierCode,
  SLAB_CODES,
  selectTier,
  tat,
  tat2,
  tierCodesOf,
  tierIdWithFastPass,
  WITNESSED_CODES,
} from "./index";

const ALL_CODES = [
  ...REHOLDER_CODES,
  ...ARTWORK_CODES,
  ...SLAB_CODES,
  ...WITNESSED_CODES,
  ...GRADING_CODES,
  ...INVOICING_IDS,
];

describe("default catalog", () => {
  it.each(["US", "CA"] as const)("prices every tier code the spec lists for %s", (country) => {
    const codes = tierCodesOf(DEFAULT_CATALOG, country);
    for (const code of ALL_CODES) expect(codes.has(code), code).toBe(true);
  });

  it.each(["US", "CA"] as const)(
    "prices the spec's own list of codes, typed as §3 writes it (%s)",
    (country) => {
      const spec =
        "CR, RH, ZR, MR, MH, OA, OR, OT, OE, ZO, SO, SL, SE, ZS, MO, MS, SI, WS, WE, ZW, MW, PM, NW, NP, NE, MN, MP, ME, VI, VP, VE, ZV, ZP, ZE, MT, MZ, MD, 2D, EX, RP, 1D, VG";
      const codes = tierCodesOf(DEFAULT_CATALOG, country);
      const missing = spec.split(", ").filter((code) => !codes.has(code));
      expect(missing).toEqual([]);
      // Each category list of the module holds exactly the spec's codes for it.
      expect([...REHOLDER_CODES].sort()).toEqual(["CR", "MH", "MR", "RH", "ZR"]);
      expect([...ARTWORK_CODES].sort()).toEqual(["OA", "OE", "OR", "OT", "ZO"]);
      expect([...SLAB_CODES].sort()).toEqual(["MO", "MS", "SE", "SL", "SO", "ZS"]);
      expect([...WITNESSED_CODES].sort()).toEqual(["MW", "SI", "WE", "WS", "ZW"]);
      const categoryOf = (code: string) => findTier(DEFAULT_CATALOG, country, code)?.tier.category;
      for (const code of REHOLDER_CODES) expect(categoryOf(code), code).toBe("reholder");
      for (const code of ARTWORK_CODES) expect(categoryOf(code), code).toBe("artwork");
      for (const code of SLAB_CODES) expect(categoryOf(code), code).toBe("slab");
      for (const code of WITNESSED_CODES) expect(categoryOf(code), code).toBe("witnessed");
    },
  );

  it("prices CA in CAD and the US in USD", () => {
    expect(DEFAULT_CATALOG.countries.CA.currency).toBe("CAD");
    expect(DEFAULT_CATALOG.countries.CA.tiers.every((t) => t.currency === "CAD")).toBe(true);
    expect(DEFAULT_CATALOG.countries.US.tiers.every((t) => t.currency === "USD")).toBe(true);
  });

  it("covers comics, magazines and manga in both countries", () => {
    for (const country of ["US", "CA"] as const) {
      const types = new Set(DEFAULT_CATALOG.countries[country].tiers.map((t) => t.collectibleType));
      expect([...types].sort()).toEqual(["Comic", "Magazine", "Manga"]);
    }
  });

  it("has every add-on of the spec", () => {
    const ids = DEFAULT_CATALOG.countries.US.addOns.map((a) => a.id).sort();
    expect(ids).toEqual(["ASP", "VSP", "VSPP", "fastPass", "gradingpressscreen", "image", "international"]);
  });

  it("defaults dealer discounts to 15 % grading, 10 % pressing, 50 % VSP", () => {
    expect(DEFAULT_CATALOG.dealerDiscounts).toEqual({ grading: 15, pressing: 10, vsp: 50 });
  });

  it.each([
    ["NW", 2700],
    ["VI", 4200],
    ["NP", 9500],
    ["NE", 15000],
    ["2D", 30000],
  ])("%s costs the public reference price in the US (%i cents)", (code, cents) => {
    expect(findTier(DEFAULT_CATALOG, "US", code)?.tier.value).toBe(cents);
  });

  it("converts CA fees at 1.35 to whole dollars: NW $27 is CA$36", () => {
    expect(findTier(DEFAULT_CATALOG, "CA", "NW")?.tier.value).toBe(3600);
  });
});

describe("fast-pass tier ids", () => {
  const codes = tierCodesOf(DEFAULT_CATALOG, "US");
  it.each([
    ["OTE", "OT", 2],
    ["OTP", "OT", 3],
    ["OTS", "OT", 4],
    ["SOF", "SO", 1],
    ["2DE", "2D", 2],
    ["SE", "SE", 0],
    ["NW", "NW", 0],
  ])("%s is tier %s at fast-pass level %i", (id, code, level) => {
    const found = findTier(DEFAULT_CATALOG, "US", id);
    expect(found?.tier.id).toBe(code);
    expect(found?.fastPassValue).toBe(level);
    expect(codes.has(code)).toBe(true);
  });

  it("builds the id back from code and level", () => {
    expect(tierIdWithFastPass("OT", 2)).toBe("OTE");
    expect(tierIdWithFastPass("OT", 4)).toBe("OTS");
    expect(tierIdWithFastPass("OT", 5)).toBe("OT");
  });
});

describe("fee rule: a value under 1 is a share of insured value bounded by min and max (§9)", () => {
  it.each([
    [{ value: 2700 }, 40000, 2700],
    [{ value: 0.04, min: 11500, max: 1000000 }, 500000, 20000], // 4 % of $5,000 = $200
    [{ value: 0.04, min: 11500, max: 1000000 }, 150000, 11500], // 4 % of $1,500 = $60 → $115 minimum
    [{ value: 0.04, min: 11500, max: 1000000 }, 50000000, 1000000], // capped at the maximum
  ])("%o on insured %i cents costs %i", (price, insured, fee) => {
    expect(feeFor(price, insured)).toBe(fee);
  });

  it("prices the premium tier at 4 % above $1,000", () => {
    const pm = findTier(DEFAULT_CATALOG, "US", "PM")!.tier;
    expect(gradingFee(pm, 300000)).toBe(12000);
  });

  it("press fast fee (§9): Fast Pressing and Pressing Express add pressExpressValue to the press fee", () => {
    const nw = findTier(DEFAULT_CATALOG, "US", "NW")!.tier;
    const pm = findTier(DEFAULT_CATALOG, "US", "PM")!.tier;
    expect(pressFeeFor(nw, 10000, 1)).toBe(2000);
    expect(pressFeeFor(nw, 10000, 2)).toBe(4500);
    expect(pressFeeFor(nw, 10000, 3)).toBe(4500);
    // On a share-of-value tier the press fee is 2 % of $5,000 = $100 (within $50..$300), plus $25.
    expect(pressFeeFor(pm, 500000, 1)).toBe(10000);
    expect(pressFeeFor(pm, 500000, 2)).toBe(12500);
  });
});

describe("tier selection from insured value and year (§4)", () => {
  const q = { catalog: DEFAULT_CATALOG, country: "US" as const, collectibleType: "Comic" as const };
  it.each([
    [40000, 1990, "NW"],
    [40000, 1974, "VI"],
    [40000, undefined, "NW"], // year default 1975 is modern
    [40100, 1980, "NP"],
    [100000, 1960, "VP"],
    [100100, 1990, "PM"],
  ])("insured %i cents, year %s → %s", (insured, year, id) => {
    expect(selectTier({ ...q, insured, ...(year ? { year } : {}) })?.id).toBe(id);
  });

  it("leaves no gap in the ladders: every insured value and year finds a tier", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_900 }),
        fc.integer({ min: 1900, max: 2030 }),
        fc.constantFrom("Comic" as const, "Magazine" as const, "Manga" as const),
        fc.constantFrom("Tankobon" as const, "Zasshi" as const),
        fc.constantFrom("US" as const, "CA" as const),
        (insured, year, collectibleType, mangaType, country) => {
          const found = selectTier({
            catalog: DEFAULT_CATALOG,
            country,
            collectibleType,
            mangaType,
            insured,
            year,
          });
          expect(found).toBeDefined();
          expect(insured).toBeLessThanOrEqual(found!.insured);
        },
      ),
    );
  });

  it("picks the express tier when asked", () => {
    expect(selectTier({ ...q, insured: 20000, year: 2000, speed: "express" })?.id).toBe("NE");
  });

  it("picks invoicing ids on the invoicing screen", () => {
    expect(selectTier({ ...q, insured: 20000, year: 1974, isInvoicing: true })?.id).toBe("VG");
    expect(selectTier({ ...q, insured: 90000, isInvoicing: true })?.id).toBe("EX");
  });

  it("picks manga tiers by manga type", () => {
    const manga = { ...q, collectibleType: "Manga" as const, insured: 10000 };
    expect(selectTier({ ...manga, mangaType: "Tankobon" })?.id).toBe("MT");
    expect(selectTier({ ...manga, mangaType: "Zasshi" })?.id).toBe("MZ");
  });

  it.each([
    ["VG", false, 1974],
    ["EX", false, 1974],
    ["MD", false, 1975],
    [undefined, true, 1974],
    [undefined, false, 1975],
  ])("year default for tier %s, older toggle %s, is %i (§9)", (tier, isOlder, year) => {
    expect(defaultYear(tier, isOlder)).toBe(year);
  });
});

describe("reholder tier choice (§4)", () => {
  const all = new Set(["CR", "RH", "ZR", "MR", "MH"]);
  it.each([
    ["Comic", undefined, all, "CR"],
    ["Comic", undefined, new Set(["RH"]), "RH"],
    ["Magazine", undefined, all, "ZR"],
    ["Manga", "Tankobon", all, "MR"],
    ["Manga", "Zasshi", all, "MH"],
    ["Manga", "Zasshi", new Set(["MR"]), "MR"],
  ] as const)("%s %s → %s", (type, manga, codes, code) => {
    expect(reholderTierCode(type, manga, codes)).toBe(code);
  });
});

describe("display rules (§9)", () => {
  it.each([
    [1, "1 business day", "1 business day"],
    [4, "4 business days", "4 business days"],
    [5, "5 business days", "1 week"],
    [6, "6 business days", "1 week"],
    [7, "1 week", "1 week"],
    [15, "3 weeks", "3 weeks"],
    [30, "5 weeks", "5 weeks"],
  ])("turnaround %i days: tat '%s', tat2 '%s'", (days, t1, t2) => {
    expect(tat(days)).toBe(t1);
    expect(tat2(days)).toBe(t2);
  });

  it.each([
    [1937, "Platinum"],
    [1938, "Golden"],
    [1944, "Golden"],
    [1945, "Atom"],
    [1955, "Atom"],
    [1956, "Silver"],
    [1969, "Silver"],
    [1970, "Bronze"],
    [1983, "Bronze"],
    [1984, "Copper"],
    [1991, "Copper"],
    [1992, "Modern"],
    ["1962", "Silver"],
    ["n/a", "Unknown"],
    ["", "Unknown"],
    [" ", "Unknown"],
    ["0x7B", "Unknown"],
    [" 1977 ", "Bronze"],
  ])("year %s is %s", (year, band) => {
    expect(ageBand(year)).toBe(band);
  });

  it("labels press speeds 1 Pressing, 2 Fast Pressing, 3 Pressing Express, 9 Cleaning", () => {
    expect(PRESS_SPEED_LABELS).toEqual({
      1: "Pressing",
      2: "Fast Pressing",
      3: "Pressing Express",
      9: "Cleaning",
    });
    expect(pressLabel(9)).toBe("Cleaning");
    expect(pressLabel(0)).toBe("");
  });

  it("labels fast-pass levels 1 Fast Pass … 6 Express", () => {
    expect(FAST_PASS_LABELS).toEqual({
      1: "Fast Pass",
      2: "Express",
      3: "ExpressPlus",
      4: "SuperExpress",
      5: "Priority",
      6: "Express",
    });
    expect(fastPassLabel(4)).toBe("SuperExpress");
  });
});
