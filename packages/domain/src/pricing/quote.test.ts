// submissions-pricing §9 checklist — where each constant is exercised:
// [x] Maximum 10 tier rows ............................ invoice/invoice.test.ts
// [x] Maximum 100 comics per order .................... grading/grading.test.ts, comic/comic.test.ts
// [x] 24 signature slots, rows initially 10 ........... signatures/signatures.test.ts
// [x] Year default 1975 / 1974 (VG, EX, 'older') ...... catalog/catalog.test.ts
// [x] Default quantity 1, insured 0, rounded up, max 999999999 … pricing/comic-tier-rules.test.ts
// [x] Secondary VSP 500 live, 100 at save ............. invoice/invoice.test.ts
// [x] Reholder search id length 14 .................... comic/comic.test.ts; reholder tier RH: invoice/invoice.test.ts
// [x] Received date default today, reset > 90 days, picker 60 back … invoice/invoice.test.ts
// [x] Origins: events not older than 3 days, plus Mail and Walk In … invoice/invoice.test.ts
// [x] Fast pass days > 14 or == 2 / > 11 or == 2 ........ pricing/comic-tier-rules.test.ts
// [x] Two payment methods; check and cash US only ..... invoice/invoice.test.ts
// [x] Onsite zero-cost shipping, $5 base, no extras ... here
// [x] Fee rule share of insured bounded; press fast fee … catalog/catalog.test.ts, here
// [x] Comic ids zero-padded to 3 digits ............... ids/ids.test.ts
// [x] Countries US and CA; tax only CA; currency CA$ .. here
// [x] Age bands, turnaround, press and fast-pass labels … catalog/catalog.test.ts
// [x] Promo total below 20 voided; 5-pack needs 5 books … promo/evaluate.test.ts
// [x] Onsite artwork/slab/witnessed flat 25 ........... here
// [x] ASP once per comic, zero for onsite artwork ..... here
// [x] VSP5 caps 80 US / 100 CA at 4+, US 20 each below 4 … here
// [x] Dealer discounts from v12; received before 20 May 2025 older rule; defaults 15/10/50;
//     Dealer requires discount above 0 ................ here
// [x] Orders dated before 16 April 2025 not received: older shipping rule; after: handling separate … here
// [x] Rate versions by 14 Sep 2022, 27 Feb 2023, 15 Nov 2023, 16 Feb 2025, 9 Mar 2025 … shipping/shipping.test.ts
// [x] Press screening adds 7 days; signature days except reholders; grading press screen at 5+ … here
// [x] 5-pack insurance 1.4 per 100 over 300, not pickup … shipping/shipping.test.ts, here
// [x] Grand total = total − discount − rewards − promo + drop-off + shipping + handling + insurance … here
// [-] Toast time-outs 1 s to 3 s ...................... web app (not a pricing rule)
import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG, findTier } from "../catalog";
import { isDealerDiscountValid, quoteSubmission, vspPackAmount } from "./index";
import { draftComic, quoteInput } from "./test-fixtures";

const linesOf = (input: Parameters<typeof quoteSubmission>[0]) =>
  quoteSubmission(input).comics[0]?.lines ?? [];

describe("per-comic lines", () => {
  it("prices a modern book declared at $100 at $27", () => {
    const q = quoteSubmission(quoteInput());
    expect(q.comics[0]?.lines).toEqual([{ label: "Modern", amount: 2700 }]);
    expect(q.total).toBe(2700);
    expect(q.baseTotal).toBe(2700);
  });

  it("multiplies every line by the quantity", () => {
    const q = quoteSubmission(quoteInput({ comics: [draftComic({ quantity: 3, image: true })] }));
    expect(q.comics[0]?.lines).toEqual([
      { label: "Modern", amount: 8100 },
      { label: "Image", amount: 1500 },
    ]);
    expect(q.count).toBe(3);
    expect(q.insured).toBe(30000);
  });

  it("charges the premium tier 4 % of a $5,000 book, and its add-ons at the premium price", () => {
    const lines = linesOf(
      quoteInput({ comics: [draftComic({ tierId: "PM", insured: 500000, image: true })] }),
    );
    expect(lines).toEqual([
      { label: "Premium", amount: 20000 },
      { label: "Image", amount: 1000 },
    ]);
  });

  it("adds the press fast fee to the press fee for fast pressing (§9)", () => {
    const nw = findTier(DEFAULT_CATALOG, "US", "NW")!.tier;
    expect(linesOf(quoteInput({ comics: [draftComic({ press: 1 })] }))[1]).toEqual({
      label: "Pressing",
      amount: nw.pressValue,
    });
    expect(linesOf(quoteInput({ comics: [draftComic({ press: 2 })] }))[1]).toEqual({
      label: "Fast Pressing",
      amount: (nw.pressValue ?? 0) + (nw.pressExpressValue ?? 0),
    });
  });

  it("replaces the press fee with press screening when both are chosen (§4)", () => {
    const lines = linesOf(quoteInput({ comics: [draftComic({ press: 1, pressScreen: true })] }));
    expect(lines.map((l) => l.label)).toEqual(["Modern", "Press Screening"]);
  });

  it("prices fast-pass levels from the tier (Express) and the fast pass add-on (Fast Pass)", () => {
    expect(linesOf(quoteInput({ comics: [draftComic({ fastPassValue: 1 })] }))[1]).toEqual({
      label: "Fast Pass",
      amount: 4000,
    });
    expect(linesOf(quoteInput({ comics: [draftComic({ fastPassValue: 2 })] }))[1]).toEqual({
      label: "Express",
      amount: 6000,
    });
  });

  it("drops image and international fees on a book with grade screening above 1 (§4)", () => {
    const screened = linesOf(
      quoteInput({ comics: [draftComic({ gradeScreen: 9, image: true, international: true })] }),
    );
    expect(screened).toEqual([{ label: "Modern", amount: 2700 }]);
    const unscreened = linesOf(
      quoteInput({ comics: [draftComic({ gradeScreen: 0, image: true, international: true })] }),
    );
    expect(unscreened).toHaveLength(3);
  });

  it("charges the partial-grade price instead of the grading fee", () => {
    const lines = linesOf(quoteInput({ comics: [draftComic({ partialGrade: true })] }));
    expect(lines).toEqual([{ label: "Modern Raw Grade", amount: 1500 }]);
  });
});

describe("onsite level (§9)", () => {
  const onsite = { level: "onsite" };
  it.each([
    ["OT", "artwork"],
    ["SO", "slab"],
    ["WS", "witnessed"],
  ])("an onsite %s (%s) line costs a flat 25", (tierId) => {
    const q = quoteSubmission(quoteInput({ member: onsite, comics: [draftComic({ tierId })] }));
    expect(q.comics[0]?.lines[0]?.amount).toBe(2500);
  });

  it("prices an onsite grading tier normally", () => {
    const q = quoteSubmission(quoteInput({ member: onsite }));
    expect(q.comics[0]?.lines[0]?.amount).toBe(2700);
  });

  it("has zero-cost shipping: the onsite rate is $5 base with no extras", () => {
    const q = quoteSubmission(
      quoteInput({ member: onsite, comics: [draftComic({ quantity: 7 })], rateId: "FEDEX2" }),
    );
    expect(q.sh).toBe(500);
    expect(q.handling).toBe(0);
    expect(q.insurance).toBe(0);
  });

  it("takes no image or international add-on on onsite orders", () => {
    const q = quoteSubmission(
      quoteInput({ member: onsite, comics: [draftComic({ image: true, international: true })] }),
    );
    expect(q.comics[0]?.lines).toHaveLength(1);
  });
});

describe("signature add-ons (§9)", () => {
  const sigs = (...types: Array<"ASP" | "VSP" | "VSPP">) => types.map((type) => ({ type }));

  it("counts ASP once per comic", () => {
    const lines = linesOf(quoteInput({ comics: [draftComic({ signatures: sigs("ASP", "ASP", "ASP") })] }));
    expect(lines[1]).toEqual({ label: "Authentic Signature", amount: 2000 });
  });

  it("prices ASP at zero for onsite artwork", () => {
    const q = quoteSubmission(
      quoteInput({
        member: { level: "onsite" },
        comics: [draftComic({ tierId: "OT", signatures: sigs("ASP") })],
      }),
    );
    expect(q.comics[0]?.lines).toEqual([{ label: "Original Art Sketch Cover", amount: 2500 }]);
  });

  it.each([
    ["US", 1, 2000],
    ["US", 3, 6000],
    ["US", 4, 8000],
    ["US", 9, 8000],
    ["CA", 4, 10000],
    ["CA", 6, 10000],
  ] as const)("VSP5 pack in %s with %i signatures costs %i", (country, n, cents) => {
    expect(vspPackAmount(n, country, 2700)).toBe(cents);
    const q = quoteSubmission(
      quoteInput({
        country,
        comics: [draftComic({ signatures: Array.from({ length: n }, () => ({ type: "VSP" as const })) })],
      }),
    );
    expect(q.comics[0]?.parts.vsp).toBe(cents);
  });

  it("charges CA its own per-signature VSP price below four", () => {
    expect(vspPackAmount(2, "CA", 2700)).toBe(5400);
  });

  it("adds signature add-on days, except on reholder tiers", () => {
    const plain = quoteSubmission(quoteInput()).comics[0]!.days;
    const signed = quoteSubmission(quoteInput({ comics: [draftComic({ signatures: sigs("VSP", "VSP") })] }))
      .comics[0]!.days;
    expect(signed - plain).toBe(5);
    const reholder = quoteSubmission(
      quoteInput({ comics: [draftComic({ tierId: "CR", signatures: sigs("VSP") })] }),
    );
    expect(reholder.comics[0]?.days).toBe(10);
  });
});

describe("turnaround days", () => {
  it("adds 7 days for press screening (§9)", () => {
    const q = quoteSubmission(quoteInput({ comics: [draftComic({ pressScreen: true })] }));
    expect(q.comics[0]?.days).toBe(30 + 7);
  });

  it("shortens the days to the fast-pass level's days", () => {
    const q = quoteSubmission(quoteInput({ comics: [draftComic({ fastPassValue: 4 })] }));
    expect(q.comics[0]?.days).toBe(2);
  });
});

describe("grading press screen (§9: shown at 5 or more items)", () => {
  it.each([
    [4, false, 0],
    [5, true, 4500],
  ])("%i items: offered %s, charged %i when chosen", (quantity, isOffered, cents) => {
    const q = quoteSubmission(quoteInput({ comics: [draftComic({ quantity })], isGradingPressScreen: true }));
    expect(q.isGradingPressScreenOffered).toBe(isOffered);
    expect(q.gradingPressScreen).toBe(cents);
  });
});

describe("dealer discounts (§9)", () => {
  const dealerOrder = (over: Parameters<typeof quoteInput>[0] = {}) =>
    quoteInput({
      member: { level: "Dealer" },
      comics: [draftComic({ quantity: 10, press: 1, signatures: [{ type: "VSP" }] })],
      ...over,
    });
  // 10 × $27 grading, 10 × $20 pressing, 10 × $20 VSP.

  it("applies the defaults 15 % grading, 10 % pressing, 50 % VSP from version 12", () => {
    const q = quoteSubmission(dealerOrder({ version: 12 }));
    expect([q.gradingDiscount, q.pressingDiscount, q.VSPDiscount]).toEqual([4050, 2000, 10000]);
    expect(q.discount).toBe(16050);
    expect([q.discountRate, q.pressingDiscountRate, q.vspDiscountRate]).toEqual([15, 10, 50]);
  });

  it("gives no dealer discount before version 12", () => {
    expect(quoteSubmission(dealerOrder({ version: 11 })).discount).toBe(0);
  });

  it("uses the member's own rates when set", () => {
    const q = quoteSubmission(
      dealerOrder({ member: { level: "Dealer", discount: 20, pressingDiscount: 5, vspDiscount: 25 } }),
    );
    expect([q.gradingDiscount, q.pressingDiscount, q.VSPDiscount]).toEqual([5400, 1000, 5000]);
  });

  it("uses the older rule (grading percent on the whole order) for orders received before 20 May 2025", () => {
    const q = quoteSubmission(dealerOrder({ orderDate: "2025-05-01", receivedDate: "2025-05-19" }));
    expect(q.total).toBe(67000);
    expect([q.gradingDiscount, q.pressingDiscount, q.VSPDiscount]).toEqual([10050, 0, 0]);
    const after = quoteSubmission(dealerOrder({ orderDate: "2025-05-01", receivedDate: "2025-05-20" }));
    expect(after.pressingDiscount).toBe(2000);
  });

  it("gives other levels no discount", () => {
    expect(quoteSubmission(dealerOrder({ member: { level: "Standard" } })).discount).toBe(0);
  });

  it("Dealer requires discount above 0", () => {
    expect(isDealerDiscountValid("Dealer", 0)).toBe(false);
    expect(isDealerDiscountValid("Dealer", 15)).toBe(true);
    expect(isDealerDiscountValid("Standard", 0)).toBe(true);
  });
});

describe("shipping, handling and insurance in the quote", () => {
  const five = draftComic({ quantity: 5 });
  it("bills handling apart from shipping after 16 April 2025", () => {
    const q = quoteSubmission(quoteInput({ comics: [five], rateId: "USPS", orderDate: "2025-04-20" }));
    // rate version 5: base 15 × 1.25, additional 2 × 1.25 each further book; handling 5.
    expect(q.rateVersion).toBe(5);
    expect(q.sh).toBe(1875 + 4 * 250);
    expect(q.handling).toBe(500);
  });

  it("folds handling into S&H for an order dated before 16 April 2025 and not yet received", () => {
    const q = quoteSubmission(quoteInput({ comics: [five], rateId: "USPS", orderDate: "2025-04-15" }));
    expect(q.sh).toBe(1875 + 4 * 250 + 500);
    expect(q.handling).toBe(0);
  });

  it("uses the received date once received", () => {
    const q = quoteSubmission(
      quoteInput({ comics: [five], rateId: "USPS", orderDate: "2025-04-15", receivedDate: "2025-04-16" }),
    );
    expect(q.handling).toBe(500);
  });

  it("charges the rate's insurance when asked, never on pickup", () => {
    expect(quoteSubmission(quoteInput({ rateId: "USPS", isInsurance: true })).insurance).toBe(1875);
    expect(quoteSubmission(quoteInput({ rateId: "PICKUP", isInsurance: true })).insurance).toBe(0);
  });

  it("charges no shipping before a rate is chosen", () => {
    const q = quoteSubmission(quoteInput());
    expect([q.sh, q.handling, q.rate]).toEqual([0, 0, undefined]);
  });
});

describe("tax and currency (§9: tax only for CA; CA$ for Canada, else $)", () => {
  it("taxes CA orders at 13 % HST and shows CA$", () => {
    const q = quoteSubmission(quoteInput({ country: "CA" }));
    expect(q.total).toBe(3600);
    expect(q.taxes).toBe(468);
    expect(q.amountDue).toBe(4068);
    expect(q.currencySymbol).toBe("CA$");
  });

  it("does not tax US orders", () => {
    const q = quoteSubmission(quoteInput());
    expect(q.taxes).toBe(0);
    expect(q.currencySymbol).toBe("$");
  });
});

describe("grand total (§9, workflow §9)", () => {
  it("is total − discount − rewards − promo + drop-off + shipping + handling + insurance", () => {
    const q = quoteSubmission(
      quoteInput({
        member: { level: "Dealer" },
        comics: [draftComic({ quantity: 10 })],
        rateId: "USPS",
        isInsurance: true,
        dropOffValue: 300,
        promoCode: "DT10",
        promo: { id: "DT10", title: "Ten", promoType: "DollarTotal", promoValue: 1000 },
        rewards: { applied: 700, available: 5000, original: 0 },
      }),
    );
    expect(q.total).toBe(27000);
    expect(q.discount).toBe(4050);
    expect(q.promoDiscount).toBe(1000);
    expect(q.rewards).toBe(700);
    expect(q.grandTotal).toBe(27000 - 4050 - 700 - 1000 + 300 + q.sh + q.handling + q.insurance);
    expect(q.sh).toBeGreaterThan(0);
    expect(q.insurance).toBe(1875);
  });
});
