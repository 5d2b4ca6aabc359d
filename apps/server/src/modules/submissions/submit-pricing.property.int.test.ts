// "Exactness" (issue 14): random valid submissions — tiers from the catalog the server uses, quantities,
// insured values, add-ons, fast pass, signatures, levels, countries, rates, rewards and promo codes
// from the table — priced by the browser's function (the domain's quoteSubmission on getCatalog) are
// accepted by the server, and the stored order carries exactly those cents. A promo the domain refuses
// is refused by the server with the domain's message, and nothing is stored. Received, each order opens
// in invoicing at the submitted total (issue 30).
import { randomUUID } from "node:crypto";
import { invoiceQuoteInputOf, loadedChoices, type TInvoice } from "@gbo/contracts/invoicing";
import type { TSubmitComic } from "@gbo/contracts/submissions";
import type { Catalog, FastPassValue, Tier } from "@gbo/domain/catalog";
import { allowedSignatureTypes } from "@gbo/domain/comic";
import { utcDay } from "@gbo/domain/dates";
import { checkInvoice, quoteInvoice } from "@gbo/domain/invoice";
import { INVOICE_MANDATORY_FIELDS, NO_PROMOCODE } from "@gbo/domain/messages";
import { applyTierChoice, resolveTier } from "@gbo/domain/pricing";
import { rateTableFor } from "@gbo/domain/shipping";
import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics, orders, promoCodes } from "../../db/schema/index";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";
import { type Submitter, seedSubmitter, submitBody, submitComic } from "../../test/submit-kit";
import { getCatalog } from "../catalog/index";
import { findPromoCode } from "../promo/index";
import { toComicDraft } from "./submit-rules";

let ctx: TestContext;
let invoicer: Caller;
/** The catalog of each level (getCatalog picks a level's tier rows), as the browser's submit data. */
const catalogs = new Map<string, Catalog>();
let catalog: Catalog;
const submitters = new Map<string, Submitter>();

const PROMOS = [
  { code: "P10TOTAL", title: "10% off", promoType: "PercentTotal" as const, promoValue: 10 },
  { code: "D5GRADE", title: "$5 off grading", promoType: "DollarGrading" as const, promoValue: 500 },
  { code: "X3Y1", title: "3 get 1", promoType: "XGetY" as const, promoValue: 0, xBooks: 3, yBooks: 1 },
  {
    code: "IMGHALF",
    title: "Half image",
    promoType: "PercentAddOn" as const,
    promoValue: 50,
    addOn: "image",
  },
  {
    code: "STDSVC",
    title: "Standard service",
    promoType: "PercentGradingService" as const,
    promoValue: 20,
    isStandard: true,
  },
  { code: "SHIPFREE", title: "Free shipping", promoType: "Free_Shipping" as const, promoValue: 0 },
  { code: "PERBOOK", title: "Per book", promoType: "PerBook" as const, promoValue: 300 },
];

const LEVELS = ["Basic", "Premium", "Dealer", "onsite"] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  invoicer = await callerWith(ctx, "invoicing");
  for (const level of LEVELS) catalogs.set(level, await getCatalog(ctx.db, undefined, level));
  await ctx.db.insert(promoCodes).values(PROMOS);
  for (const country of ["US", "CA"] as const) {
    for (const level of ["Basic", "Premium", "Dealer"]) {
      submitters.set(
        `${country}:${level}`,
        await seedSubmitter(ctx.db, { country, level, rewards: 100_000_000 }),
      );
    }
  }
});
afterAll(() => ctx.close());

/** Tiers a comic form offers: submission tiers (not invoicing rows), no reholders (they need a graded
 * book on file; the int tests cover them), of the submission's collectible and manga type (Tankobon). */
function offeredTiers(country: "US" | "CA", type: TSubmitComic["collectibleType"]): Tier[] {
  return catalog.countries[country].tiers.filter(
    (t) =>
      !t.isInvoicing &&
      t.category !== "reholder" &&
      t.collectibleType === type &&
      (type !== "Manga" || !t.mangaType || t.mangaType === "Tankobon"),
  );
}

type RawComic = {
  tierPick: number;
  insuredPick: number;
  yearPick: number;
  quantity: number;
  press: 0 | 1 | 3;
  pressScreen: boolean;
  fastPassValue: FastPassValue;
  gradeScreen: number;
  partialGrade: boolean;
  image: boolean;
  international: boolean;
  signatures: { type: "ASP" | "VSP" | "VSPP"; name: string }[];
};

const rawComicArb: fc.Arbitrary<RawComic> = fc.record({
  tierPick: fc.nat(),
  insuredPick: fc.double({ min: 0, max: 1, noNaN: true }),
  yearPick: fc.nat({ max: 90 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  press: fc.constantFrom(0 as const, 1 as const, 3 as const),
  pressScreen: fc.boolean(),
  fastPassValue: fc.constantFrom<FastPassValue>(0, 0, 1, 2, 3, 4, 5, 6),
  gradeScreen: fc.constantFrom(0, 0, 9, 9.4),
  partialGrade: fc.boolean(),
  image: fc.boolean(),
  international: fc.boolean(),
  signatures: fc.array(
    fc.record({ type: fc.constantFrom("ASP" as const, "VSP" as const), name: fc.constant("Signer") }),
    { maxLength: 3 },
  ),
});

/** A raw pick made valid the way the comic form makes it: tier from the list, insured within the
 * tier's range, then the domain's tier rules (applyTierChoice) and original art's one signature. */
function validComic(
  raw: RawComic,
  index: number,
  level: string,
  country: "US" | "CA",
  type: TSubmitComic["collectibleType"],
): TSubmitComic {
  const tiers = offeredTiers(country, type);
  const tier = tiers[raw.tierPick % tiers.length] as Tier;
  const top = Math.min(tier.insured, 2_000_000);
  // Whole dollars, rounded up as the comic form rounds them (§9 "insured value rounded up").
  const insured = Math.min(
    top,
    Math.ceil((tier.minInsured + raw.insuredPick * (top - tier.minInsured)) / 100) * 100,
  );
  const year = Math.max(tier.minYear ?? 1940, Math.min(tier.maxYear ?? 2024, 1940 + raw.yearPick));
  const base = submitComic({
    id: `c${index}`,
    tierId: tier.id,
    quantity: raw.quantity,
    insured,
    year,
    collectibleType: type,
    ...(type === "Manga" ? { mangaType: "Tankobon" as const } : {}),
    press: raw.press,
    pressScreen: raw.pressScreen,
    fastPassValue: raw.fastPassValue,
    gradeScreen: raw.gradeScreen,
    partialGrade: raw.partialGrade,
    image: raw.image,
    international: raw.international,
    signatures: raw.signatures,
    customTitle: true,
  });
  const fastPass = catalog.countries[country].addOns.find((a) => a.id === "fastPass");
  const ruled = applyTierChoice(toComicDraft(base), tier, {
    level,
    screen: "submission",
    version: catalog.version,
    ...(fastPass ? { fastPassAddOnPrice: fastPass.value } : {}),
  });
  const signatures =
    tier.category === "artwork" && ruled.signatures.length === 0
      ? // Original art needs one signature, of a type the comic may carry (a screened one: VSPP).
        [{ type: allowedSignatureTypes(ruled)[0] ?? "ASP", name: "Artist" }]
      : ruled.signatures.map((s) => ({ type: s.type, name: s.name ?? "Signer" }));
  return {
    ...base,
    ...ruled,
    signatures,
    ...(ruled.year !== undefined ? { year: ruled.year } : {}),
  } as TSubmitComic;
}

const submissionArb = fc.record({
  country: fc.constantFrom("US" as const, "CA" as const),
  level: fc.constantFrom(...LEVELS),
  type: fc.constantFrom("Comic" as const, "Magazine" as const, "Manga" as const),
  comics: fc.array(rawComicArb, { minLength: 1, maxLength: 6 }),
  ratePick: fc.option(fc.nat(), { nil: undefined }),
  isInsurance: fc.boolean(),
  dropOffValue: fc.constantFrom(0, 0, 1500),
  rewards: fc.constantFrom(0, 0, 250, 5000),
  promo: fc.option(fc.constantFrom(...PROMOS.map((p) => p.code.toLowerCase())), { nil: undefined }),
  isGradingPressScreen: fc.boolean(),
});

describe("browser and server find the same cents", () => {
  it("accepts the domain's expected totals and stores exactly them", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(submissionArb, async (s) => {
        catalog = catalogs.get(s.level) as Catalog;
        const who = submitters.get(`${s.country}:${s.level === "onsite" ? "Basic" : s.level}`) as Submitter;
        const rates = rateTableFor(catalog, s.country, utcDay(new Date())).rates;
        const rateId = s.ratePick === undefined ? undefined : rates[s.ratePick % rates.length]?.id;
        const { body, quote } = await submitBody(ctx.db, who, {
          countryCode: s.country,
          collectibleType: s.type,
          ...(s.type === "Manga" ? { mangaType: "Tankobon" as const } : {}),
          level: s.level,
          rateId,
          payMethodId: s.country === "US" && s.level === "Basic" ? "check" : who.payMethodId,
          isInsurance: s.isInsurance,
          dropOffValue: s.dropOffValue,
          rewards: s.rewards,
          promoCode: s.promo,
          isGradingPressScreen: s.isGradingPressScreen,
          comics: s.comics.map((raw, i) => validComic(raw, i, s.level, s.country, s.type)),
          idempotencyKey: randomUUID(),
        });
        const response = await invoicer.send<{ id: string; grandTotal: number; taxes: number }>(
          "POST",
          "/api/orders/submit",
          body,
        );
        const promoRefused = Boolean(s.promo) && quote.promoMessage !== undefined;
        if (promoRefused) {
          expect(response.status).toBe(400);
          expect(response.body.message).toBe(quote.promoMessage);
          return;
        }
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        accepted += 1;
        expect(response.body).toMatchObject({ grandTotal: quote.grandTotal, taxes: quote.taxes });
        const [order] = await ctx.db.select().from(orders).where(eq(orders.id, response.body.id));
        expect(order).toMatchObject({
          count: quote.count,
          total: quote.total,
          baseTotal: quote.baseTotal,
          discount: quote.discount,
          rewards: quote.rewards,
          promoDiscount: quote.promoDiscount,
          promoCode: quote.promoCode === NO_PROMOCODE ? null : quote.promoCode,
          dropOffValue: quote.dropOffValue,
          sh: quote.sh,
          handling: quote.handling,
          insurance: quote.insurance,
          taxes: quote.taxes,
          grandTotal: quote.grandTotal,
          balance: quote.amountDue,
        });
        const stored = await ctx.db
          .select({ total: comics.total, baseTotal: comics.baseTotal, days: comics.days })
          .from(comics)
          .where(eq(comics.orderId, response.body.id))
          .orderBy(asc(comics.id));
        expect(stored).toEqual(
          quote.comics.map((c) => ({ total: c.total, baseTotal: c.baseTotal, days: c.days })),
        );
        // Issue 30: received, the order opens in invoicing — the screen's read, priced as the screen
        // prices it — at the submitted total, on rows every §5 rule passes.
        await ctx.db
          .update(orders)
          .set({ status: "Invoicing", receivedDate: new Date(`${utcDay(new Date())}T00:00:00Z`) })
          .where(eq(orders.id, response.body.id));
        const opened = await invoicer.get<TInvoice>(`/api/orders/${response.body.id}/invoice`);
        expect(opened.status).toBe(200);
        const invoice = opened.body;
        const priced = quoteInvoice(
          invoiceQuoteInputOf(
            invoice,
            catalog,
            loadedChoices(
              invoice,
              invoice.summary.promoCode ? await findPromoCode(ctx.db, invoice.summary.promoCode) : undefined,
            ),
            utcDay(new Date()),
          ),
        );
        expect(priced.amountDue, JSON.stringify(invoice.tiers)).toBe(quote.amountDue);
        const fastPassAddOn = catalog.countries[s.country].addOns.find((a) => a.id === "fastPass");
        // A book declared at $0 (the cheapest tiers take it) leaves its row's insured value for the
        // invoicer to fill (§5 mandatory fields). Every other invoice passes as it opens: the tier rules
        // sell a raw-graded or grade-screened book no image or signature the invoice would refuse (D34).
        const check = checkInvoice(
          invoice.tiers,
          invoice.addons,
          (id) => resolveTier(catalog, s.country, id),
          fastPassAddOn,
        );
        const isZeroDeclared = invoice.tiers.some((t) => t.insured === 0);
        const expected = isZeroDeclared ? [INVOICE_MANDATORY_FIELDS] : ["ok"];
        expect(expected).toContain(check.ok ? "ok" : check.message);
      }),
      { numRuns: 100 },
    );
    // The generator is not so restrictive that nearly everything is a refused promo.
    expect(accepted).toBeGreaterThan(20);
  }, 120_000);
});
