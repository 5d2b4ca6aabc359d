// Property tests (fast-check) over random submissions on the default catalog.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FastPassValue } from "../catalog";
import { PROMO_TYPES, type PromoCode } from "../promo";
import { applyRewards } from "../rewards";
import { quoteSubmission } from "./index";
import { draftComic, quoteInput } from "./test-fixtures";
import type { ComicDraft, ComicQuote, PressCode, Quote, QuoteInput } from "./types";

const TIERS = ["NW", "VI", "NP", "PM", "NE", "OT", "SO", "WS", "CR", "MT", "ZV", "2D", "1D", "MD", "RP"];
const sigType = fc.constantFrom("ASP" as const, "VSP" as const, "VSPP" as const);

const comicArb: fc.Arbitrary<ComicDraft> = fc
  .record({
    tierId: fc.constantFrom(...TIERS),
    quantity: fc.integer({ min: 1, max: 5 }),
    insured: fc.integer({ min: 0, max: 5_000_000 }),
    press: fc.constantFrom<PressCode>(0, 1, 2, 3, 9),
    pressScreen: fc.boolean(),
    fastPassValue: fc.constantFrom<FastPassValue>(0, 1, 2, 3, 4, 5, 6),
    partialGrade: fc.boolean(),
    image: fc.boolean(),
    international: fc.boolean(),
    signatures: fc.array(fc.record({ type: sigType }), { maxLength: 6 }),
  })
  .map((c) => draftComic(c));

const promoArb: fc.Arbitrary<PromoCode> = fc
  .record({
    id: fc.constant("P"),
    title: fc.constant("Promo"),
    promoType: fc.constantFrom(...PROMO_TYPES),
    promoValue: fc.integer({ min: 0, max: 100_000 }),
    addOn: fc.constantFrom("image" as const, "VSP" as const, "ASP" as const, "fastPass" as const),
    xBooks: fc.integer({ min: 0, max: 6 }),
    yBooks: fc.integer({ min: 0, max: 6 }),
    isStandard: fc.boolean(),
    isExpress: fc.boolean(),
    isPressing: fc.boolean(),
    collectibleType: fc.option(fc.constantFrom("Comic" as const, "Magazine" as const, "Manga" as const), {
      nil: undefined,
    }),
  })
  .map(({ collectibleType, ...p }) => (collectibleType ? { ...p, collectibleType } : p));

const inputArb: fc.Arbitrary<QuoteInput> = fc
  .record({
    country: fc.constantFrom("US" as const, "CA" as const),
    level: fc.constantFrom("Standard", "Dealer", "onsite", "Artist"),
    // A Dealer's own percents (0 falls back to the defaults); above 100 to prove the caps hold anyway.
    percents: fc.tuple(
      fc.integer({ min: 0, max: 150 }),
      fc.integer({ min: 0, max: 150 }),
      fc.integer({ min: 0, max: 150 }),
    ),
    comics: fc.array(comicArb, { minLength: 0, maxLength: 8 }),
    promo: fc.option(promoArb, { nil: undefined }),
    rateId: fc.option(fc.constantFrom("USPS", "FEDEX2", "CAPOST", "PICKUP"), { nil: undefined }),
    isInsurance: fc.boolean(),
    dropOffValue: fc.integer({ min: 0, max: 5000 }),
    rewards: fc.record({
      applied: fc.integer({ min: 0, max: 200_000 }),
      available: fc.integer({ min: 0, max: 200_000 }),
      original: fc.integer({ min: 0, max: 50_000 }),
    }),
    receivedDate: fc.option(fc.constantFrom("2025-05-01", "2025-05-20", "2023-01-01"), { nil: undefined }),
  })
  .map(({ level, percents: [discount, pressingDiscount, vspDiscount], promo, receivedDate, ...rest }) =>
    quoteInput({
      ...rest,
      member: { level, discount, pressingDiscount, vspDiscount, isWelcomePromo: true },
      ...(promo ? { promo, promoCode: promo.id } : {}),
      ...(receivedDate ? { receivedDate } : {}),
    }),
  );

/** The base each promo type names (administration §9), stated from the priced parts of the quote. */
function promoBase(q: Quote, promo: PromoCode): number {
  const ofType = q.comics.filter(
    (c) => !promo.collectibleType || c.collectibleType === promo.collectibleType,
  );
  const sum = (comics: readonly ComicQuote[], f: (c: ComicQuote) => number) =>
    comics.reduce((n, c) => n + f(c), 0);
  switch (promo.promoType) {
    case "DollarTotal":
    case "PercentTotal":
    case "Welcome":
      return q.total;
    case "DollarAddOn":
    case "PercentAddOn": {
      const part = {
        fastPass: "fastPass",
        image: "image",
        international: "international",
        ASP: "asp",
        VSP: "vsp",
        VSPP: "vspp",
      } as const;
      const key = promo.addOn && promo.addOn in part ? part[promo.addOn as keyof typeof part] : undefined;
      return key ? sum(ofType, (c) => c.parts[key]) : 0;
    }
    case "DollarSignature":
      return sum(ofType, (c) => c.parts.asp + c.parts.vsp + c.parts.vspp);
    case "DollarGradingService":
    case "PercentGradingService":
      return sum(ofType, (c) => c.parts.grading + c.parts.fastPass + c.parts.press);
    case "ComicReholder":
    case "MagazineReholder": {
      const type = promo.promoType === "ComicReholder" ? "Comic" : "Magazine";
      return sum(
        q.comics.filter((c) => c.isReholder && c.collectibleType === type),
        (c) => c.parts.grading,
      );
    }
    case "Free_Shipping":
      return q.sh;
    default:
      // Grading, per book, Tankobon 5 pack and X get Y all give back grading fees.
      return sum(ofType, (c) => c.parts.grading);
  }
}

describe("pricing properties", () => {
  it("grand total is never negative", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quoteSubmission(input);
        expect(q.grandTotal).toBeGreaterThanOrEqual(0);
        expect(q.amountDue).toBeGreaterThanOrEqual(q.grandTotal);
      }),
      { numRuns: 400 },
    );
  });

  it("no discount exceeds its base", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quoteSubmission(input);
        const sum = (f: (p: (typeof q.comics)[number]["parts"]) => number) =>
          q.comics.reduce((n, c) => n + f(c.parts), 0);
        expect(q.discount).toBeLessThanOrEqual(q.total);
        expect(q.discount).toBe(q.gradingDiscount + q.pressingDiscount + q.VSPDiscount);
        // The newer dealer rule takes grading off grading fees; the older one off the whole order.
        const isOlderRule = input.receivedDate !== undefined && input.receivedDate < "2025-05-20";
        expect(q.gradingDiscount).toBeLessThanOrEqual(
          isOlderRule ? q.total : sum((p) => p.grading + p.fastPass),
        );
        expect(q.pressingDiscount).toBeLessThanOrEqual(sum((p) => p.press));
        expect(q.VSPDiscount).toBeLessThanOrEqual(sum((p) => p.vsp + p.vspp));
        if (input.promo) expect(q.promoDiscount).toBeLessThanOrEqual(promoBase(q, input.promo));
        if (input.promo?.promoType !== "Free_Shipping") {
          expect(q.promoDiscount).toBeLessThanOrEqual(q.total - q.discount);
        }
        for (const c of q.comics) expect(c.total).toBeGreaterThanOrEqual(c.baseTotal);
      }),
      { numRuns: 400 },
    );
  });

  it("rewards never exceed any of their three bounds", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quoteSubmission(input);
        const r = input.rewards!;
        expect(q.rewards).toBeGreaterThanOrEqual(0);
        expect(q.rewards).toBeLessThanOrEqual(r.applied);
        expect(q.rewards).toBeLessThanOrEqual(r.available + r.original);
        expect(q.rewards).toBeLessThanOrEqual(Math.max(0, q.total - q.discount + q.sh));
      }),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (applied, available, original, total, discount, shipping) => {
          const got = applyRewards({ applied, available, original, total, discount, shipping });
          expect(got).toBeGreaterThanOrEqual(0);
          expect(got).toBeLessThanOrEqual(Math.max(0, applied));
          expect(got).toBeLessThanOrEqual(available + original);
          expect(got).toBeLessThanOrEqual(Math.max(0, total - discount + shipping));
        },
      ),
    );
  });

  it("'submit X get Y' frees exactly the y cheapest books", () => {
    const grading = fc.record({
      tierId: fc.constantFrom("NW", "VI", "NP", "PM"),
      quantity: fc.integer({ min: 1, max: 4 }),
      insured: fc.integer({ min: 1000, max: 3_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(grading, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        (rows, x, y) => {
          fc.pre(y <= x);
          const comics = rows.map((r, i) => draftComic({ ...r, id: String(i) }));
          const plain = quoteSubmission(quoteInput({ comics }));
          const units = plain.comics.flatMap((c) => Array.from({ length: c.quantity }, () => c.unitGrading));
          fc.pre(units.length >= x + y);
          const expected = [...units]
            .sort((a, b) => a - b)
            .slice(0, y)
            .reduce((n, p) => n + p, 0);
          const promo: PromoCode = {
            id: "XY",
            title: "XY",
            promoType: "XGetY",
            promoValue: 0,
            xBooks: x,
            yBooks: y,
          };
          const q = quoteSubmission(quoteInput({ comics, promo, promoCode: "XY" }));
          expect(q.promoDiscount).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
