import { describe, expect, it } from "vitest";
import { quoteSubmission } from "../pricing";
import { draftComic, quoteInput } from "../pricing/test-fixtures";
import type { ComicDraft, QuoteInput } from "../pricing/types";
import { cheapestUnits, evaluatePromo, FIVE_PACK_SIZE, PROMO_MIN_TOTAL_AFTER, type PromoCode } from "./index";

const promo = (over: Partial<PromoCode>): PromoCode => ({
  id: "PROMO1",
  title: "Promo",
  promoType: "DollarTotal",
  promoValue: 1000,
  ...over,
});

function withPromo(p: PromoCode | undefined, over: Partial<QuoteInput> = {}, code = p?.id ?? "NOPE") {
  return quoteSubmission(quoteInput({ promoCode: code, ...(p ? { promo: p } : {}), ...over }));
}

const books = (n: number, over: Partial<ComicDraft> = {}) =>
  Array.from({ length: n }, (_, i) => draftComic({ id: String(i + 1).padStart(3, "0"), ...over }));

describe("promo messages (§5)", () => {
  it("'Please add at least one comic!'", () => {
    const q = withPromo(promo({}), { comics: [] });
    expect(q.promoMessage).toBe("Please add at least one comic!");
    expect(q.promoCode).toBe("No Promocode");
  });

  it("'Promo Code is invalid.' for an unknown code", () => {
    const q = withPromo(undefined, {}, "NOPE");
    expect(q.promoMessage).toBe("Promo Code is invalid.");
    expect(q.promoDiscount).toBe(0);
  });

  it("'{id} promo code cannot be used!' outside its dates", () => {
    const q = withPromo(promo({ startDate: "2025-07-01" }), { orderDate: "2025-06-02" });
    expect(q.promoMessage).toBe("PROMO1 promo code cannot be used!");
  });

  it("'Promo-code is not applicable for Dealers/Artist member!' for reholder promos", () => {
    const p = promo({ promoType: "ComicReholder", promoValue: 500 });
    const comics = [draftComic({ tierId: "CR", reholder: true })];
    for (const level of ["Dealer", "ClubMember", "Artist"]) {
      expect(withPromo(p, { comics, member: { level } }).promoMessage).toBe(
        "Promo-code is not applicable for Dealers/Artist member!",
      );
    }
    expect(withPromo(p, { comics }).promoDiscount).toBe(500);
  });

  it("clears a promo worth nothing to 'No Promocode'", () => {
    const q = withPromo(promo({ promoType: "PercentAddOn", addOn: "image", promoValue: 50 }));
    expect(q.promoCode).toBe("No Promocode");
    expect(q.promoDiscount).toBe(0);
  });
});

describe("promo types (administration §9) and caps by their base", () => {
  const order = {
    comics: [
      draftComic({ id: "001", quantity: 2, image: true, signatures: [{ type: "VSP" }, { type: "ASP" }] }),
      draftComic({ id: "002", tierId: "NW", press: 1 }),
    ],
  };
  // grading 3 × 27 = 81; image 2 × 5 = 10; VSP 2 × 20 = 40; ASP 2 × 20 = 40; pressing 20 → total 191.
  it.each<[string, Partial<PromoCode>, number]>([
    ["dollar on total", { promoType: "DollarTotal", promoValue: 1500 }, 1500],
    ["dollar on total, capped by the total", { promoType: "DollarTotal", promoValue: 50000 }, 19100],
    ["percent on total", { promoType: "PercentTotal", promoValue: 10 }, 1910],
    ["dollar on grading fees, capped", { promoType: "DollarGrading", promoValue: 10000 }, 8100],
    ["percent on grading fees", { promoType: "PercentGrading", promoValue: 50 }, 4050],
    ["dollar per book with the add-on", { promoType: "DollarAddOn", addOn: "image", promoValue: 300 }, 600],
    [
      "dollar on an add-on, capped by it",
      { promoType: "DollarAddOn", addOn: "image", promoValue: 900 },
      1000,
    ],
    ["percent on an add-on", { promoType: "PercentAddOn", addOn: "VSP", promoValue: 25 }, 1000],
    ["each signature", { promoType: "DollarSignature", promoValue: 500 }, 2000],
    ["each signature, capped by signature fees", { promoType: "DollarSignature", promoValue: 5000 }, 8000],
    ["per book", { promoType: "PerBook", promoValue: 500 }, 1500],
    ["per book, capped by grading fees", { promoType: "PerBook", promoValue: 5000 }, 8100],
    [
      "grading service: standard",
      { promoType: "DollarGradingService", isStandard: true, promoValue: 1000 },
      3000,
    ],
    [
      "grading service: pressing",
      { promoType: "PercentGradingService", isPressing: true, promoValue: 50 },
      1000,
    ],
    [
      "grading service: express (none on order)",
      { promoType: "PercentGradingService", isExpress: true, promoValue: 50 },
      0,
    ],
  ])("%s", (_name, over, cents) => {
    expect(withPromo(promo(over), order).promoDiscount).toBe(cents);
  });

  it("welcome promo needs the member's postcard promo", () => {
    const p = promo({ promoType: "Welcome", promoValue: 1000 });
    expect(withPromo(p).promoMessage).toBe("PROMO1 promo code cannot be used!");
    expect(withPromo(p, { member: { level: "Standard", isWelcomePromo: true } }).promoDiscount).toBe(1000);
  });

  it("magazine reholder promo applies to magazine reholders only", () => {
    const p = promo({ promoType: "MagazineReholder", promoValue: 500 });
    const comics = [
      draftComic({ tierId: "ZR", collectibleType: "Magazine", reholder: true }),
      draftComic({ id: "002", tierId: "CR", reholder: true }),
    ];
    expect(withPromo(p, { comics }).promoDiscount).toBe(500);
  });

  it("free shipping takes the shipping charge, and needs a shipping rate first", () => {
    const p = promo({ promoType: "Free_Shipping", promoValue: 0 });
    expect(withPromo(p).promoMessage).toBe("PROMO1 promo code cannot be used!");
    const q = withPromo(p, { rateId: "USPS" });
    expect(q.promoDiscount).toBe(q.sh);
    expect(q.promoDiscount).toBeGreaterThan(0);
  });
});

describe("submit X books and get Y books free (§5)", () => {
  const xy = (x: number, y: number) => promo({ promoType: "XGetY", xBooks: x, yBooks: y, promoValue: 0 });
  const mixed = [
    draftComic({ id: "001", tierId: "NW", quantity: 2 }), // $27 each
    draftComic({ id: "002", tierId: "VI", year: 1960 }), // $42
    draftComic({ id: "003", tierId: "NP", insured: 50000 }), // $95
  ];

  it("frees the y cheapest books", () => {
    expect(withPromo(xy(2, 1), { comics: mixed }).promoDiscount).toBe(2700);
    expect(withPromo(xy(2, 2), { comics: mixed }).promoDiscount).toBe(5400);
  });

  it.each([
    [3, 2, "count below x plus y"],
    [1, 2, "y greater than x"],
    [0, 0, "zero books"],
  ])("x %i, y %i is refused (%s)", (x, y) => {
    expect(withPromo(xy(x, y), { comics: mixed }).promoMessage).toBe("PROMO1 promo code cannot be used!");
  });

  it("lists the cheapest units across quantities", () => {
    const q = quoteSubmission(quoteInput({ comics: mixed }));
    expect(cheapestUnits(q.comics, 3)).toEqual([2700, 2700, 4200]);
  });
});

describe("Tankobon 5 pack (§5, §9 '5-pack needs 5 books')", () => {
  const p = promo({ promoType: "Tankobon5Pack", promoValue: 8000, collectibleType: "Manga" });
  const manga = (n: number, over: Partial<ComicDraft> = {}) =>
    books(n, { tierId: "MT", collectibleType: "Manga", mangaType: "Tankobon", ...over });

  it(`needs ${FIVE_PACK_SIZE} books`, () => {
    expect(withPromo(p, { comics: manga(4) }).promoMessage).toBe("PROMO1 promo code cannot be used!");
    // 5 × $22 = $110 for a pack price of $80.
    expect(withPromo(p, { comics: manga(5) }).promoDiscount).toBe(3000);
  });

  it("prices each full pack of five; the rest pay the tier price", () => {
    expect(withPromo(p, { comics: manga(12) }).promoDiscount).toBe(6000);
  });

  it("needs Tankobon manga and a non-Dealer level", () => {
    expect(withPromo(p, { comics: manga(5, { mangaType: "Zasshi", tierId: "MZ" }) }).promoDiscount).toBe(0);
    expect(withPromo(p, { comics: manga(5), member: { level: "Dealer" } }).promoMessage).toBe(
      "PROMO1 promo code cannot be used!",
    );
  });

  it("brings its own insurance rule: 1.4 per 100 of insured over 300", () => {
    const q = withPromo(p, { comics: manga(5, { insured: 10000 }), rateId: "USPS" });
    expect(q.insured).toBe(50000);
    expect(q.insurance).toBe(700);
  });
});

describe("a discount that leaves the total below 20 is voided (§5, §9)", () => {
  // Our reading: the void applies where an existing (dealer) discount exists, as §5 says; §9 states
  // the same rule in short. Without an existing discount a promo is only capped by its base.
  const dealer = { member: { level: "Dealer" } };

  it(`voids a promo leaving a dealer's total under ${PROMO_MIN_TOTAL_AFTER / 100}`, () => {
    // 1 × $27 with 15 % off = $22.95; $5 promo would leave $17.95.
    const q = withPromo(promo({ promoValue: 500 }), dealer);
    expect(q.discount).toBe(405);
    expect(q.promoDiscount).toBe(0);
    expect(q.promoCode).toBe("No Promocode");
  });

  it("keeps a promo that leaves exactly 20", () => {
    expect(withPromo(promo({ promoValue: 295 }), dealer).promoDiscount).toBe(295);
  });

  it("keeps a promo without an existing discount even below 20", () => {
    expect(withPromo(promo({ promoValue: 2000 })).promoDiscount).toBe(2000);
  });
});

describe("evaluatePromo without a code", () => {
  it("is 'No Promocode' with no message", () => {
    const q = quoteSubmission(quoteInput());
    const r = evaluatePromo("", undefined, {
      comics: q.comics,
      total: q.total,
      existingDiscount: 0,
      level: "Standard",
      today: "2025-06-02",
    });
    expect(r).toEqual({ promoCode: "No Promocode", discount: 0, isFivePack: false });
  });

  it("says nothing about comics on an empty order when no code was typed", () => {
    const q = quoteSubmission(quoteInput({ comics: [] }));
    expect(q.promoMessage).toBeUndefined();
    expect(q.grandTotal).toBe(0);
  });
});
