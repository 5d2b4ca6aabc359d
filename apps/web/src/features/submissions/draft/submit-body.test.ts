import { ZSubmitOrderSchema } from "@gbo/contracts/submissions";
import { DEFAULT_CATALOG } from "@gbo/domain/catalog";
import { quoteSubmission } from "@gbo/domain/pricing";
import { describe, expect, it } from "vitest";
import { comicOfValues, emptyComicForm, tierForValues } from "./comic-form-state";
import { newDraft } from "./draft-model";
import { draftQuoteInput } from "./draft-quote";
import { type ReadyDraft, submitBodyOf } from "./submit-body";

const member = { discount: 0, pressingDiscount: 0, vspDiscount: 0, isWelcomePromo: false };

function readyDraft(): ReadyDraft {
  const base = { ...newDraft("sam", 5, "Basic"), version: DEFAULT_CATALOG.version };
  const values = {
    ...emptyComicForm(),
    title: "Amazing Fantasy",
    issue: "15",
    year: "1962",
    insured: "150",
    quantity: "2",
    signatures: [{ type: "ASP" as const, name: "Stan Lee" }],
  };
  const tier = tierForValues(values, DEFAULT_CATALOG, base);
  if (!tier) throw new Error("no tier");
  const comic = comicOfValues({ values, tier, catalog: DEFAULT_CATALOG, draft: base, id: "c1" });
  return {
    ...base,
    comics: [comic],
    addressId: 9,
    payMethodId: "check",
    origin: { id: "Mail", title: "Mail" },
    promo: { id: "TAKE25", title: "$25 off", promoType: "DollarTotal", promoValue: 2500 },
    rewards: 1000,
  };
}

describe("the submit body", () => {
  it("is what the contract accepts, with the totals the screen shows as `expected`", () => {
    const draft = readyDraft();
    const quote = quoteSubmission(
      draftQuoteInput({
        draft,
        catalog: DEFAULT_CATALOG,
        member,
        rewardsAvailable: 500,
        orderDate: "2026-11-24",
      }),
    );
    const body = ZSubmitOrderSchema.parse(submitBodyOf(draft, quote, "4b0d6f0e-9c55-4e0b-9a57-1f6f3c1b2d3e"));
    expect(body).toMatchObject({
      userId: 5,
      version: DEFAULT_CATALOG.version,
      countryCode: "US",
      collectibleType: "Comic",
      level: "Basic",
      addressId: 9,
      payMethodId: "check",
      promoCode: "TAKE25",
      // The rewards the quote applied (capped by the 500 available), not the 1000 asked.
      rewards: 500,
      expected: { grandTotal: quote.grandTotal, taxes: 0 },
    });
    expect(body.comics[0]).toMatchObject({
      tierId: "VI",
      quantity: 2,
      insured: 15000,
      title: "Amazing Fantasy",
      issue: "15",
      displayYear: "1962",
      signatures: [{ type: "ASP", name: "Stan Lee" }],
    });
    expect(quote.promoDiscount).toBe(2500);
  });

  it("leaves out a promo code whose rules no longer hold (it prices at 0 either way)", () => {
    const draft = { ...readyDraft(), comics: [] };
    const quote = quoteSubmission(
      draftQuoteInput({
        draft,
        catalog: DEFAULT_CATALOG,
        member,
        rewardsAvailable: 0,
        orderDate: "2026-11-24",
      }),
    );
    expect(quote.promoMessage).toBe("Please add at least one comic!");
    expect(submitBodyOf(draft, quote, "k").promoCode).toBeUndefined();
  });
});
