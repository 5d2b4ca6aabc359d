import { describe, expect, it } from "vitest";
import {
  balancesFor,
  checkComicBalances,
  checkPreReceivingList,
  type PreReceivingComic,
  type PreReceivingTier,
  signaturesPerComic,
  tierBalanceNotZero,
  tierRoutedLine,
} from "./index";

const blank: PreReceivingComic = {
  id: null,
  tierId: "MD",
  quantity: 1,
  insured: 10000,
  image: false,
  international: false,
  press: false,
  pressScreen: false,
  originalArt: false,
  slabOnly: false,
  rawGrade: false,
  gradeScreen: false,
  signatures: [],
};
const comic = (over: Partial<PreReceivingComic>): PreReceivingComic => ({ ...blank, ...over });

// Tier MD: 3 comics, $600 insured, 2 images, 1 press, 1 raw grade + screening, 1 original art.
const md: PreReceivingTier = {
  id: "MD",
  count: 3,
  insured: 60000,
  invoiceCounts: { imageCount: 2, pressCount: 1, rawGradeScreeningBoth: 1, originalArtworkCount: 1 },
};
const counters = { aspComicsCount: 1, vspPrimaryComicsCount: 2, vspSecondryComicsCount: 1 };

describe("pre-receiving balances (submissions §5 comic form)", () => {
  it("leaves what the other comics have not used", () => {
    const b = balancesFor({
      tier: md,
      addOnCounts: counters,
      others: [comic({ quantity: 2, insured: 20000, image: true, signatures: [{ type: "VSP" }] })],
    });
    expect(b.remainingComics).toBe(1);
    expect(b.remainingInsured).toBe(20000);
    expect(b.addOns.image).toBe(0);
    expect(b.addOns.press).toBe(1);
    expect(b.signatures).toMatchObject({ asp: 1, vspPrimary: 0, vspSecondary: 1 });
  });

  it("quantity over the tier's balance: 'Quantity not be greater than N'", () => {
    const balances = balancesFor({ tier: md, addOnCounts: {}, others: [comic({ quantity: 2 })] });
    expect(checkComicBalances({ comic: comic({ quantity: 2 }), balances })).toEqual({
      ok: false,
      message: "Quantity not be greater than 1",
    });
  });

  it("quantity × insured over the insured balance: 'Insured balance has increased due to quantity'", () => {
    const balances = balancesFor({ tier: md, addOnCounts: {}, others: [comic({ insured: 30000 })] });
    // $300 left; 2 × $200 = $400.
    expect(checkComicBalances({ comic: comic({ quantity: 2, insured: 20000 }), balances })).toEqual({
      ok: false,
      message: "Insured balance has increased due to quantity",
    });
    expect(checkComicBalances({ comic: comic({ quantity: 2, insured: 15000 }), balances }).ok).toBe(true);
  });

  it("a tier with no declared insured value does not check the insured balance", () => {
    const balances = balancesFor({ tier: { ...md, insured: 0 }, addOnCounts: {}, others: [] });
    expect(balances.remainingInsured).toBeNull();
    expect(checkComicBalances({ comic: comic({ insured: 99999900 }), balances }).ok).toBe(true);
  });

  it("an add-on over its count: 'Please check your Quantity for X'", () => {
    const balances = balancesFor({ tier: md, addOnCounts: {}, others: [] });
    expect(checkComicBalances({ comic: comic({ quantity: 2, press: true }), balances })).toEqual({
      ok: false,
      message: "Please check your Quantity for Press",
    });
    expect(checkComicBalances({ comic: comic({ international: true }), balances })).toEqual({
      ok: false,
      message: "Please check your Quantity for International",
    });
    // Raw grade with grade screening draws on the combined count.
    expect(checkComicBalances({ comic: comic({ rawGrade: true, gradeScreen: true }), balances }).ok).toBe(
      true,
    );
    expect(checkComicBalances({ comic: comic({ rawGrade: true }), balances })).toEqual({
      ok: false,
      message: "Please check your Quantity for Raw Grade",
    });
  });

  it("editing a combined raw grade + grade screening comic needs both", () => {
    const balances = balancesFor({ tier: md, addOnCounts: {}, others: [] });
    expect(checkComicBalances({ comic: comic({ rawGrade: true }), balances, wasCombined: true })).toEqual({
      ok: false,
      message: "You have to select grade screening also!",
    });
    expect(checkComicBalances({ comic: comic({ gradeScreen: true }), balances, wasCombined: true })).toEqual({
      ok: false,
      message: "You have to select Rawgrade also!",
    });
  });

  it("signatures against the order's counters", () => {
    expect(signaturesPerComic([{ type: "VSP" }, { type: "VSP" }, { type: "ASP" }, { type: "ASP" }])).toEqual({
      asp: 1,
      vspPrimary: 1,
      vspSecondary: 1,
      vsppPrimary: 0,
      vsppSecondary: 0,
    });
    const balances = balancesFor({ tier: md, addOnCounts: counters, others: [] });
    expect(
      checkComicBalances({ comic: comic({ quantity: 2, signatures: [{ type: "ASP" }] }), balances }),
    ).toEqual({ ok: false, message: "Please check your ASP balance with entered quantity!" });
    expect(checkComicBalances({ comic: comic({ signatures: [{ type: "VSPP" }] }), balances })).toEqual({
      ok: false,
      message: "Please check your VSP Plus balance with entered quantity!",
    });
    expect(
      checkComicBalances({ comic: comic({ quantity: 2, signatures: [{ type: "VSP" }] }), balances }).ok,
    ).toBe(true);
  });
});

describe("checkPreReceivingList (the server's check at save)", () => {
  it("accepts a list that fills the tier and refuses one comic too many", () => {
    const full = [comic({ quantity: 2 }), comic({ quantity: 1 })];
    expect(checkPreReceivingList({ tiers: [md], addOnCounts: {}, comics: full, saved: [] }).ok).toBe(true);
    expect(
      checkPreReceivingList({ tiers: [md], addOnCounts: {}, comics: [...full, comic({})], saved: [] }),
    ).toEqual({ ok: false, message: "Quantity not be greater than 0" });
  });

  it("accepts saved comics left as they were even if the invoice no longer fits them", () => {
    const saved = [comic({ id: "001", international: true })];
    expect(checkPreReceivingList({ tiers: [md], addOnCounts: {}, comics: saved, saved }).ok).toBe(true);
    expect(
      checkPreReceivingList({
        tiers: [md],
        addOnCounts: {},
        comics: [comic({ id: "001", international: true, quantity: 2 })],
        saved,
      }).ok,
    ).toBe(false);
  });

  it("a new comic's insured value must lie in the tier's range: 'Allowed insured value is between $min to $max'", () => {
    const ranged = { ...md, insured: 0, insuredRange: { min: 0, max: 100_000 } };
    expect(
      checkPreReceivingList({
        tiers: [ranged],
        addOnCounts: {},
        comics: [comic({ insured: 150_000 })],
        saved: [],
      }),
    ).toEqual({ ok: false, message: "Allowed insured value is between $0 to $1,000" });
    // A saved comic edited keeps its value (the rule is for new comics).
    const saved = [comic({ id: "001", insured: 150_000 })];
    expect(
      checkPreReceivingList({
        tiers: [ranged],
        addOnCounts: {},
        comics: [comic({ id: "001", insured: 150_000, image: false, quantity: 1 })],
        saved,
      }).ok,
    ).toBe(true);
  });

  it("refuses a comic of a tier the order does not have", () => {
    expect(
      checkPreReceivingList({ tiers: [md], addOnCounts: {}, comics: [comic({ tierId: "2D" })], saved: [] }),
    ).toEqual({ ok: false, message: "This order has no tier 2D." });
  });

  it("words the routing lines and the complete refusal", () => {
    expect(tierRoutedLine("SO", 2, "Pressing")).toBe("Tier SO (2 comics) routed to Pressing");
    expect(tierBalanceNotZero("MD", 1)).toBe(
      "Tier MD still has 1 comic to enter; every tier's balance must be 0 to complete.",
    );
  });
});
