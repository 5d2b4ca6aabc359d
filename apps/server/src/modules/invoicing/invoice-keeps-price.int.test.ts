// Issue 30 points 1–3: an order keeps its price from the submission form to the invoice. Every demo
// submission received into invoicing, and new orders made through POST /api/orders/submit (fast-pass
// levels, press on some comics of a tier, press screening, signatures, image and international, the
// grading press screen), open in invoicing — the read the screen makes, priced as the screen prices it —
// at the submitted total to the cent, on rows that save as they are. The server refuses what the
// screens refuse: a book whose tier does not take its year, and option counts a tier does not price.
import { randomUUID } from "node:crypto";
import {
  invoiceQuoteInputOf,
  loadedChoices,
  type TInvoice,
  type TInvoiceResult,
  type TInvoiceSave,
} from "@gbo/contracts/invoicing";
import type { TReceiving } from "@gbo/contracts/submissions";
import { utcDay } from "@gbo/domain/dates";
import { ORIGINAL_ART_TIERS_ONLY, quoteInvoice, SLAB_ONLY_TIERS_ONLY } from "@gbo/domain/invoice";
import { SIGNATURE_TYPES_REFUSED } from "@gbo/domain/messages";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index";
import { seedDemoOrders } from "../../seed/orders-demo";
import { seedDemoSubmissions } from "../../seed/submissions-demo";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";
import { type Submitter, seedSubmitter, submitBody, submitComic } from "../../test/submit-kit";
import { getCatalog } from "../catalog/index";

let ctx: TestContext;
let staff: Caller;
let who: Submitter;
let whoCa: Submitter;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await callerWith(ctx, "admin");
  await seedDemoOrders(ctx.db);
  await seedDemoSubmissions(ctx.db);
  who = await seedSubmitter(ctx.db, { rewards: 5000 });
  whoCa = await seedSubmitter(ctx.db, { country: "CA" });
}, 120_000);
afterAll(() => ctx.close());

type Answer = { message: string; modelState?: Record<string, string[]> };

/** Receiving completed as declared (the receiving screen's call): the order moves to Invoicing. */
async function receive(orderId: string): Promise<void> {
  const declared = await staff.get<TReceiving>(`/api/orders/${orderId}/receiving`);
  expect(declared.status).toBe(200);
  const counts = Object.fromEntries(declared.body.tiers.map((t) => [t.id, t.count]));
  const done = await staff.send("POST", `/api/orders/${orderId}/receiving`, {
    version: declared.body.version,
    counts,
    complete: true,
  });
  expect(done.status, done.body.message).toBe(200);
}

/** The invoice as the screen opens it: the GET answer priced on the screen's input, before any edit. */
async function openInvoice(orderId: string) {
  const got = await staff.get<TInvoice>(`/api/orders/${orderId}/invoice`);
  expect(got.status).toBe(200);
  const invoice = got.body;
  const catalog = await getCatalog(ctx.db, undefined, invoice.summary.level);
  const today = utcDay(new Date());
  const quote = quoteInvoice(invoiceQuoteInputOf(invoice, catalog, loadedChoices(invoice), today));
  return { invoice, quote };
}

/** Saving the invoice unchanged (Save on the screen): the rows are valid and the server finds the same. */
async function saveUnchanged(invoice: TInvoice, quote: { grandTotal: number; taxes: number }) {
  const s = invoice.summary;
  const body: TInvoiceSave = {
    version: s.version,
    tiers: invoice.tiers,
    addons: invoice.addons,
    origin: s.origin,
    repCode: s.repCode,
    promoCode: s.promoCode,
    receivedDate: s.receivedDate ?? utcDay(new Date()),
    addressId: s.addressId,
    rateId: s.rateId,
    payMethodId: s.payMethodId,
    isInsurance: s.isInsurance,
    rewards: s.rewards,
    expected: { grandTotal: quote.grandTotal, taxes: quote.taxes },
  };
  return staff.send<TInvoiceResult & Answer>("PUT", `/api/orders/${s.id}/invoice`, body);
}

async function submittedTotal(orderId: string): Promise<number> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  return order.grandTotal + order.taxes;
}

describe("the demo's submissions open in invoicing at their submitted price", () => {
  it("every demo submission received (and those still Submitted, once received) shows its submitted total", async () => {
    const submitted = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, "Submitted"));
    for (const { id } of submitted) await receive(id);
    const invoicing = await ctx.db
      .select({ id: orders.id, grandTotal: orders.grandTotal, taxes: orders.taxes })
      .from(orders)
      .where(inArray(orders.status, ["Invoicing"]));
    expect(invoicing.length).toBeGreaterThanOrEqual(18);
    for (const order of invoicing) {
      const { invoice, quote } = await openInvoice(order.id);
      expect([order.id, quote.amountDue]).toEqual([order.id, order.grandTotal + order.taxes]);
      const saved = await saveUnchanged(invoice, quote);
      expect(saved.status, `${order.id}: ${saved.body.message}`).toBe(200);
      expect(saved.body.amountDue).toBe(order.grandTotal + order.taxes);
    }
  }, 120_000);
});

describe("a new submission opens in invoicing at its submitted price", () => {
  const vintage = { year: 1966, title: "Fantastic Four", issue: "48", publisher: "Marvel" };

  it("Fantastic Four #48 in VP with Express ($95 + $60) and NW with one pressed comic of three", async () => {
    const { body, quote } = await submitBody(ctx.db, who, {
      isInsurance: true,
      comics: [
        submitComic({ id: "ff", tierId: "VP", insured: 60000, fastPassValue: 2, ...vintage }),
        submitComic({ id: "a", tierId: "NW", insured: 5000 }),
        submitComic({ id: "b", tierId: "NW", insured: 8000, press: 1, issue: "301" }),
        submitComic({ id: "c", tierId: "NW", insured: 6000, issue: "302" }),
      ],
    });
    const made = await staff.send<{ id: string }>("POST", "/api/orders/submit", body);
    expect(made.status, made.body.message).toBe(200);
    await receive(made.body.id);
    const { invoice, quote: opened } = await openInvoice(made.body.id);
    expect(invoice.tiers.map((t) => [t.id, t.count, t.fastPass, t.press, t.pressCount])).toEqual([
      ["VPE", 1, 2, 0, 0],
      ["NW", 2, 0, 0, 0],
      ["NW2", 1, 0, 1, 1],
    ]);
    expect(opened.rows[0]).toMatchObject({ id: "VPE", grading: 9500, fastPass: 6000, tierTotal: 15500 });
    expect(opened.amountDue).toBe(quote.amountDue);
    expect(await submittedTotal(made.body.id)).toBe(quote.amountDue);
    const saved = await saveUnchanged(invoice, opened);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.amountDue).toBe(quote.amountDue);
  });

  it("every fast-pass level, press speeds and screening, raw grade, signatures, image, international, the grading press screen (US and CA)", async () => {
    for (const [submitter, countryCode, rateId] of [
      [who, "US", "USPS"],
      [whoCa, "CA", "CAPOST"],
    ] as const) {
      const { body, quote } = await submitBody(ctx.db, submitter, {
        countryCode,
        rateId,
        isGradingPressScreen: true,
        comics: [
          submitComic({ id: "1", fastPassValue: 1, press: 2, image: true }),
          submitComic({ id: "2", fastPassValue: 5, press: 3, pressScreen: true, international: true }),
          submitComic({ id: "3", quantity: 2, signatures: [{ type: "VSP", name: "Stan Lee" }] }),
          submitComic({ id: "4", partialGrade: true, signatures: [{ type: "ASP", name: "A" }] }),
          submitComic({ id: "9", gradeScreen: 9, signatures: [{ type: "VSPP", name: "B" }] }),
          submitComic({ id: "5", tierId: "NP", insured: 50000, fastPassValue: 3, pressScreen: true }),
          submitComic({ id: "6", tierId: "PM", insured: 150000, press: 1, fastPassValue: 4 }),
          submitComic({ id: "7", tierId: "PM", insured: 500000, press: 1, fastPassValue: 6 }),
          submitComic({
            id: "8",
            tierId: "VI",
            insured: 20000,
            ...vintage,
            signatures: [{ type: "VSPP", name: "J" }],
          }),
        ],
        idempotencyKey: randomUUID(),
      });
      const made = await staff.send<{ id: string }>("POST", "/api/orders/submit", body);
      expect(made.status, made.body.message).toBe(200);
      expect(quote.gradingPressScreen).toBeGreaterThan(0);
      await receive(made.body.id);
      const { invoice, quote: opened } = await openInvoice(made.body.id);
      expect(invoice.tiers.map((t) => t.fastPass).sort()).toEqual([0, 0, 0, 1, 3, 4, 5, 6]);
      expect(opened.amountDue, countryCode).toBe(quote.amountDue);
      const saved = await saveUnchanged(invoice, opened);
      expect(saved.status, saved.body.message).toBe(200);
      expect(saved.body.amountDue).toBe(quote.amountDue);
    }
  });
});

describe("the server checks what the screens check", () => {
  it("POST /api/orders/submit refuses a 1960 book in NW (Modern, 1975 on) and a 1990 book in VI (Vintage, to 1974)", async () => {
    for (const [comic, message] of [
      [
        submitComic({ tierId: "NW", year: 1960 }),
        "Tier NW (Modern) takes books from 1975 on; this book is from 1960.",
      ],
      [
        submitComic({ tierId: "VI", year: 1990 }),
        "Tier VI (Vintage) takes books up to 1974; this book is from 1990.",
      ],
    ] as const) {
      const { body } = await submitBody(ctx.db, who, { comics: [comic] });
      const refused = await staff.send<Answer>("POST", "/api/orders/submit", body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
      expect(refused.body.modelState).toEqual({ "model.comics.0.year": [message] });
    }
  });

  it("POST /api/orders/submit refuses an image or signature the invoice could not take (raw grade, screening; D34)", async () => {
    for (const [comic, field, message] of [
      [
        submitComic({ partialGrade: true, image: true }),
        "image",
        "Image is forced on for one-day tiers and off for the onsite level, and is not offered with a raw grade or grade screening.",
      ],
      [
        submitComic({ gradeScreen: 9, signatures: [{ type: "ASP", name: "A" }] }),
        "signatures",
        SIGNATURE_TYPES_REFUSED,
      ],
    ] as const) {
      const { body } = await submitBody(ctx.db, who, { comics: [comic] });
      const refused = await staff.send<Answer>("POST", "/api/orders/submit", body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.message).toBe(message);
      expect(refused.body.modelState).toEqual({ [`model.comics.0.${field}`]: [message] });
    }
  });

  it("PUT of the invoice refuses original art and slab only counts on the submission codes (NW), storing nothing", async () => {
    const { body } = await submitBody(ctx.db, who, { comics: [submitComic({ quantity: 2 })] });
    const made = await staff.send<{ id: string }>("POST", "/api/orders/submit", body);
    await receive(made.body.id);
    const { invoice, quote } = await openInvoice(made.body.id);
    for (const [field, message] of [
      ["originalArtworkCount", ORIGINAL_ART_TIERS_ONLY],
      ["slabOnlyCount", SLAB_ONLY_TIERS_ONLY],
    ] as const) {
      const tiers = invoice.tiers.map((t) => ({ ...t, [field]: 1 }));
      const refused = await saveUnchanged({ ...invoice, tiers }, quote);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const { invoice: after } = await openInvoice(made.body.id);
    expect(after.tiers.map((t) => [t.originalArtworkCount, t.slabOnlyCount])).toEqual([[0, 0]]);
  });
});
