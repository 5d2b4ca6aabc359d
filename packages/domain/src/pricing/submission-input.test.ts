// The price input of a submission, built once for browser and server: the spec's dealer defaults
// (15 / 10 / 50 from version 12), the rewards cap and the grand total found from a draft as typed.
import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG } from "../catalog";
import { quoteSubmission } from "./quote";
import { pricedComic, type SubmissionPriceParts, submissionQuoteInput } from "./submission-input";
import { draftComic } from "./test-fixtures";

const TEN = "DT10";
const tenOff = { id: TEN, title: "Ten", promoType: "DollarTotal", promoValue: 1000 } as const;

/** A submission of ten $27 books, pressed, one VSP each: 10 × $27 grading, 10 × $20 pressing and VSP. */
function parts(over: Partial<SubmissionPriceParts> = {}): SubmissionPriceParts {
  const comic = { ...draftComic({ quantity: 10, press: 1, signatures: [{ type: "VSP" }] }), title: "Batman" };
  return {
    catalog: DEFAULT_CATALOG,
    submission: {
      countryCode: "US",
      version: 14,
      level: "Dealer",
      comics: [comic],
      isInsurance: false,
      isGradingPressScreen: false,
      rewards: 0,
    },
    customer: { isWelcomePromo: false, rewardsAvailable: 0 },
    orderDate: "2025-06-02",
    ...over,
  };
}
const withSubmission = (over: Partial<SubmissionPriceParts["submission"]>) => {
  const base = parts();
  return parts({ submission: { ...base.submission, ...over } });
};

describe("submissionQuoteInput (submissions-pricing §3–§5, §9)", () => {
  it("prices a Dealer without percents of their own at the defaults 15 % grading, 10 % pressing, 50 % VSP", () => {
    const q = quoteSubmission(submissionQuoteInput(parts()));
    expect([q.discountRate, q.pressingDiscountRate, q.vspDiscountRate]).toEqual([15, 10, 50]);
    expect([q.gradingDiscount, q.pressingDiscount, q.VSPDiscount]).toEqual([4050, 2000, 10000]);
  });

  it("prices a Dealer with the percents their record keeps", () => {
    const customer = {
      discounts: { discount: 20, pressingDiscount: 5, vspDiscount: 25 },
      isWelcomePromo: false,
      rewardsAvailable: 0,
    };
    const q = quoteSubmission(submissionQuoteInput(parts({ customer })));
    expect([q.gradingDiscount, q.pressingDiscount, q.VSPDiscount]).toEqual([5400, 1000, 5000]);
  });

  it("caps the rewards asked for by the rewards the customer holds", () => {
    const customer = { isWelcomePromo: false, rewardsAvailable: 500 };
    const q = quoteSubmission(submissionQuoteInput({ ...withSubmission({ rewards: 700 }), customer }));
    expect(q.rewards).toBe(500);
  });

  it("finds the grand total: total − discount − rewards − promo + drop-off + shipping + insurance", () => {
    const input = submissionQuoteInput({
      ...withSubmission({
        comics: [draftComic({ quantity: 10 })],
        rateId: "USPS",
        isInsurance: true,
        dropOffValue: 300,
        promoCode: TEN,
        rewards: 700,
      }),
      customer: { isWelcomePromo: false, rewardsAvailable: 5000 },
      promo: tenOff,
    });
    const q = quoteSubmission(input);
    expect([q.total, q.discount, q.promoDiscount, q.rewards, q.insurance]).toEqual([
      27000, 4050, 1000, 700, 1875,
    ]);
    expect(q.grandTotal).toBe(27000 - 4050 - 700 - 1000 + 300 + q.sh + q.handling + 1875);
  });

  it("names the applied promo by its record when no code was typed (the draft keeps the record only)", () => {
    const input = submissionQuoteInput(parts({ promo: tenOff }));
    expect([input.promoCode, input.promo]).toEqual([TEN, tenOff]);
    expect(quoteSubmission(input).promoDiscount).toBe(1000);
  });

  it("keeps a typed code the catalogue does not know, so the quote says it is invalid", () => {
    const q = quoteSubmission(submissionQuoteInput(withSubmission({ promoCode: "NOPE" })));
    expect(q.promoMessage).toBe("Promo Code is invalid.");
  });

  it("prices a new submission on its order date, with no drop-off fee and no earlier rewards", () => {
    const input = submissionQuoteInput(parts());
    expect([input.orderDate, input.today, input.dropOffValue, input.rewards?.original]).toEqual([
      "2025-06-02",
      "2025-06-02",
      0,
      0,
    ]);
  });
});

describe("pricedComic", () => {
  it("keeps the priced fields only, and drops blank signature names", () => {
    const typed = {
      ...draftComic({
        signatures: [
          { type: "ASP", name: "" },
          { type: "VSP", name: "Stan Lee" },
        ],
      }),
      title: "Batman",
      publisher: "DC",
    };
    expect(pricedComic(typed)).toEqual(
      draftComic({ signatures: [{ type: "ASP" }, { type: "VSP", name: "Stan Lee" }] }),
    );
  });
});
