import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG, findTier, type Tier } from "../catalog";
import {
  applyTierChoice,
  canCheckout,
  canSubmit,
  DEFAULT_INSURED,
  DEFAULT_QUANTITY,
  isDraftValid,
  isFastPassAllowed,
  MAX_INSURED_DOLLARS,
  reconcileTierVersion,
  roundInsuredUp,
  shouldDiscardDraft,
  tierYearMismatch,
} from "./index";
import { draftComic } from "./test-fixtures";

const tier = (id: string): Tier => findTier(DEFAULT_CATALOG, "US", id)!.tier;
const standard = { level: "Standard", screen: "submission" as const };

describe("fast pass days rule — both readings of §9", () => {
  it.each([
    [15, true, true],
    [14, false, true],
    [12, false, true],
    [11, false, false],
    [2, true, true],
    [1, false, false],
    [5, false, false],
  ])("%i days: invoicing %s, submission rate view %s", (days, invoicing, submission) => {
    expect(isFastPassAllowed(days, "invoicing")).toBe(invoicing);
    expect(isFastPassAllowed(days, "submission")).toBe(submission);
  });

  it("clears a fast-pass level the chosen tier does not allow", () => {
    const comic = draftComic({ fastPassValue: 2 });
    expect(applyTierChoice(comic, tier("NE"), standard).fastPassValue).toBe(0); // 5 days
    expect(applyTierChoice(comic, tier("NW"), standard).fastPassValue).toBe(2); // 30 days
  });

  it("clears fast pass on orders before version 3 (workflow §9)", () => {
    const comic = draftComic({ fastPassValue: 2 });
    expect(applyTierChoice(comic, tier("NW"), { ...standard, version: 2 }).fastPassValue).toBe(0);
    expect(applyTierChoice(comic, tier("NW"), { ...standard, version: 3 }).fastPassValue).toBe(2);
  });

  it("uses the screen's reading: a 12-day tier keeps fast pass only on the submission view", () => {
    const twelve = { ...tier("NW"), days: 12 };
    const comic = draftComic({ fastPassValue: 2 });
    expect(applyTierChoice(comic, twelve, standard).fastPassValue).toBe(2);
    expect(applyTierChoice(comic, twelve, { ...standard, screen: "invoicing" }).fastPassValue).toBe(0);
  });
});

describe("artwork, slab and witnessed tiers set their flag and turn pressing off (§4)", () => {
  it.each([
    ["OT", "artwork"],
    ["SO", "isSlab"],
    ["WS", "isWitnessedSignature"],
  ] as const)("%s sets %s", (id, flag) => {
    const next = applyTierChoice(draftComic({ press: 1, pressScreen: true }), tier(id), standard);
    expect(next[flag]).toBe(true);
    expect(next.press).toBe(0);
    expect(next.pressScreen).toBe(false);
  });

  it("a grading tier clears those flags and keeps pressing", () => {
    const next = applyTierChoice(draftComic({ artwork: true, press: 1 }), tier("NW"), standard);
    expect(next.artwork).toBe(false);
    expect(next.press).toBe(1);
  });

  it("witnessed-signature and partial-grade tiers keep only ASP signatures", () => {
    const signed = draftComic({ signatures: [{ type: "ASP" }, { type: "VSP" }, { type: "VSPP" }] });
    expect(applyTierChoice(signed, tier("WS"), standard).signatures).toEqual([{ type: "ASP" }]);
    expect(applyTierChoice({ ...signed, partialGrade: true }, tier("NW"), standard).signatures).toEqual([
      { type: "ASP" },
    ]);
  });
});

describe("grade screening and partial grade only above 9 days (§4)", () => {
  it.each([
    [10, 8, true],
    [9, 0, false],
  ])("a %i-day tier keeps grade screen %i, partial grade %s", (days, screen, partial) => {
    const next = applyTierChoice(
      draftComic({ gradeScreen: 8, partialGrade: true }),
      { ...tier("NW"), days },
      standard,
    );
    expect(next.gradeScreen).toBe(screen);
    expect(next.partialGrade).toBe(partial);
  });
});

describe("image and international (§4)", () => {
  it("are forced on for one-day tiers", () => {
    const next = applyTierChoice(draftComic(), tier("1D"), standard);
    expect([next.image, next.international]).toEqual([true, true]);
  });

  it("are forced off for the onsite level", () => {
    const next = applyTierChoice(draftComic({ image: true, international: true }), tier("1D"), {
      level: "onsite",
      screen: "submission",
    });
    expect([next.image, next.international]).toEqual([false, false]);
  });
});

describe("what the invoice can take of a raw-graded or grade-screened comic (§5 invoice row, D34)", () => {
  const signatures = [
    { type: "ASP" as const, name: "A" },
    { type: "VSP" as const, name: "B" },
    { type: "VSPP" as const, name: "C" },
  ];
  it.each([
    ["raw graded", { partialGrade: true }, false, ["ASP"]],
    ["grade screened", { gradeScreen: 9 }, false, ["VSPP"]],
    ["raw graded and screened", { partialGrade: true, gradeScreen: 9 }, false, []],
    ["neither", {}, true, ["ASP", "VSP", "VSPP"]],
  ] as const)("%s keeps image %s and signatures %j", (_, options, image, kept) => {
    const next = applyTierChoice(
      draftComic({ ...options, image: true, international: true, signatures }),
      tier("NW"),
      standard,
    );
    expect(next.image).toBe(image);
    expect(next.international).toBe(true);
    expect(next.signatures.map((s) => s.type)).toEqual(kept);
  });
});

describe("insured value (§9)", () => {
  it("defaults to quantity 1 and insured 0", () => {
    expect([DEFAULT_QUANTITY, DEFAULT_INSURED]).toEqual([1, 0]);
  });

  it.each([
    [12.1, 13],
    [400, 400],
    ["1,250.50", 1251],
    [-5, 0],
    ["abc", 0],
    [999999999, 999999999],
    [1000000000, null],
  ])("%s rounds up to %s", (input, out) => {
    expect(roundInsuredUp(input)).toBe(out);
  });

  it("caps at 999999999", () => {
    expect(MAX_INSURED_DOLLARS).toBe(999999999);
  });
});

describe("draft states (§4)", () => {
  it("is valid with a total, or when every comic has a grade screen", () => {
    expect(isDraftValid(2700, [{ gradeScreen: 0 }])).toBe(true);
    expect(isDraftValid(0, [{ gradeScreen: 9 }, { gradeScreen: 8 }])).toBe(true);
    expect(isDraftValid(0, [{ gradeScreen: 9 }, { gradeScreen: 0 }])).toBe(false);
    expect(isDraftValid(0, [])).toBe(false);
  });

  const all = {
    isValid: true,
    hasShipping: true,
    hasRate: true,
    hasPayMethod: true,
    hasOrigin: true,
    isPromoChecked: true,
  };
  it.each(Object.keys(all))("checkout needs %s", (key) => {
    expect(canCheckout(all)).toBe(true);
    expect(canCheckout({ ...all, [key]: false })).toBe(false);
  });

  it("submit does not need a shipping rate, but needs the rest", () => {
    expect(canSubmit({ ...all, hasRate: false })).toBe(true);
    expect(canSubmit({ ...all, hasOrigin: false })).toBe(false);
  });

  it("adopts the server's tier version and recalculates; clears without tiers", () => {
    expect(reconcileTierVersion(13, 14, 30)).toEqual({ action: "recalculate", version: 14 });
    expect(reconcileTierVersion(14, 14, 30)).toEqual({ action: "keep" });
    expect(reconcileTierVersion(14, 14, 0)).toEqual({ action: "clear" });
  });

  it("discards a draft owned by someone else", () => {
    expect(shouldDiscardDraft("u1", "u2")).toBe(true);
    expect(shouldDiscardDraft("u1", "u1")).toBe(false);
  });
});

describe("the tier fits the book's year (§4 'the tier is derived from the insured value and year')", () => {
  it("refuses a 1960 book in NW (Modern, 1975 on) and a 1990 book in VI (Vintage, to 1974)", () => {
    expect(tierYearMismatch(tier("NW"), 1960)).toBe(
      "Tier NW (Modern) takes books from 1975 on; this book is from 1960.",
    );
    expect(tierYearMismatch(tier("VI"), 1990)).toBe(
      "Tier VI (Vintage) takes books up to 1974; this book is from 1990.",
    );
  });
  it("takes the bounds themselves and any year on a tier without bounds (PM)", () => {
    expect(tierYearMismatch(tier("NW"), 1975)).toBeUndefined();
    expect(tierYearMismatch(tier("VI"), 1974)).toBeUndefined();
    expect(tierYearMismatch(tier("PM"), 1938)).toBeUndefined();
  });
});
