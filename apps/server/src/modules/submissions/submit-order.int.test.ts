// POST /api/orders/submit (issue 14 point 3): claims, the server's re-pricing ('Please verify
// submitted data'), every §5 rule with its message, the 100-comic limit, the stored rows, rewards and
// idempotency.
import { randomUUID } from "node:crypto";
import type { TSubmitOrder } from "@gbo/contracts/submissions";
import { TITLE_NOT_FOUND } from "@gbo/domain/comic";
import {
  allowedInsuredBetween,
  INVOICE_CANADA_ADDRESS_ONLY,
  ORIGINAL_ART_REQUIRES_SIGNATURE,
  PROMO_CODE_INVALID,
  QUANTITY_ABOVE_ZERO,
  RAW_GRADE_INVALID_FOR_REHOLDER,
  TOO_MANY_COMICS,
  VERIFY_SUBMITTED_DATA,
} from "@gbo/domain/messages";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics, customers, orderLog, orders, promoCodes, signatures, tiers } from "../../db/schema/index";
import { seedOrder } from "../../seed/orders-factory";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";
import { type Submitter, seedSubmitter, submitBody, submitComic } from "../../test/submit-kit";
import { KEY_REUSED_MESSAGE } from "../orders/index";
import { CHECK_CASH_US_ONLY_MESSAGE, catalogVersionChanged } from "./submit-order";

let ctx: TestContext;
let invoicer: Caller;
let receiver: Caller;
let grader: Caller;
let who: Submitter;

type Answer = { id: string; grandTotal: number; taxes: number; amountDue: number; count: number };
type Failure = { message: string; modelState?: Record<string, string[]> };

const submit = (caller: Caller, body: unknown) =>
  caller.send<Answer & Failure>("POST", "/api/orders/submit", body);
const orderCount = async () => (await ctx.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

beforeAll(async () => {
  ctx = await createTestContext();
  invoicer = await callerWith(ctx, "invoicing");
  receiver = await callerWith(ctx, "receiving");
  grader = await callerWith(ctx, "grade");
  who = await seedSubmitter(ctx.db);
});
afterAll(() => ctx.close());

describe("who may submit", () => {
  it("needs invoicing or receiving: a grader gets 403, no token 401", async () => {
    const { body } = await submitBody(ctx.db, who);
    expect((await submit(grader, body)).status).toBe(403);
    const anonymous = await ctx.app.inject({ method: "POST", url: "/api/orders/submit", payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await submit(receiver, body)).status).toBe(200);
    const again = await submitBody(ctx.db, who);
    expect((await submit(invoicer, again.body)).status).toBe(200);
  });
});

describe("a submission the server prices the same", () => {
  it("stores order, tiers (by fast-pass tier id), comics and signatures with the quote's totals", async () => {
    const { body, quote } = await submitBody(ctx.db, who, {
      isInsurance: true,
      comics: [
        submitComic({ id: "a", quantity: 2, press: 1, image: true }),
        submitComic({ id: "b", fastPassValue: 1, signatures: [{ type: "ASP", name: "Stan Lee" }] }),
        submitComic({ id: "c", tierId: "NP", insured: 60000, year: 1990, title: "X-Men", issue: "1" }),
      ],
    });
    const response = await submit(invoicer, body);
    expect(response.status).toBe(200);
    const answer = response.body;
    expect(answer.id).toMatch(/^\d{2}-[0-9A-Z]{7}$/);
    expect(answer.id.slice(0, 2)).toBe(String(new Date().getUTCFullYear() % 100).padStart(2, "0"));
    expect(answer).toMatchObject({
      grandTotal: quote.grandTotal,
      taxes: quote.taxes,
      amountDue: quote.amountDue,
      count: 4,
    });

    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, answer.id));
    expect(order).toMatchObject({
      status: "Submitted",
      customerId: who.customerId,
      addressId: who.addressId,
      count: 4,
      total: quote.total,
      baseTotal: quote.baseTotal,
      discount: quote.discount,
      sh: quote.sh,
      handling: quote.handling,
      insurance: quote.insurance,
      grandTotal: quote.grandTotal,
      taxes: quote.taxes,
      balance: quote.amountDue,
      rate: "USPS Priority Mail",
      origin: "Mail",
      isFastPass: true,
    });
    expect(quote.sh).toBeGreaterThan(0);

    const tierRows = await ctx.db
      .select()
      .from(tiers)
      .where(eq(tiers.orderId, answer.id))
      .orderBy(asc(tiers.position));
    expect(tierRows.map((t) => [t.id, t.count, t.fastPass, t.press])).toEqual([
      ["NW", 2, 0, 1],
      ["NWF", 1, 1, 0],
      ["NP", 1, 0, 0],
    ]);
    expect(tierRows[0]?.services).toMatchObject({ hasPressing: true, hasImaging: true });
    expect(tierRows[0]?.status).toBe("Pressing");

    const comicRows = await ctx.db
      .select()
      .from(comics)
      .where(eq(comics.orderId, answer.id))
      .orderBy(asc(comics.id));
    expect(comicRows.map((c) => [c.id, c.uniqueId, c.tierId, c.status, c.quantity])).toEqual([
      ["001", `${answer.id}-001`, "NW", "Submitted", 2],
      ["002", `${answer.id}-002`, "NWF", "Submitted", 1],
      ["003", `${answer.id}-003`, "NP", "Submitted", 1],
    ]);
    expect(comicRows.map((c) => c.total)).toEqual(quote.comics.map((c) => c.total));
    const signed = await ctx.db.select().from(signatures).where(eq(signatures.orderId, answer.id));
    expect(signed.map((s) => [s.comicId, s.type, s.name])).toEqual([["002", "ASP", "Stan Lee"]]);
    const log = await ctx.db.select().from(orderLog).where(eq(orderLog.orderId, answer.id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ toStatus: "Submitted", author: `Test ${invoicer.userName}` });
  });

  it("refuses totals it does not find with 'Please verify submitted data' and stores nothing", async () => {
    const { body } = await submitBody(ctx.db, who);
    const before = await orderCount();
    const wrong = await submit(invoicer, {
      ...body,
      expected: { ...body.expected, grandTotal: body.expected.grandTotal + 1 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(VERIFY_SUBMITTED_DATA);
    expect(wrong.body.modelState?.["model.expected.grandTotal"]?.[0]).toContain(
      String(body.expected.grandTotal),
    );
    const taxes = await submit(invoicer, { ...body, expected: { ...body.expected, taxes: 5 } });
    expect(taxes.body.message).toBe(VERIFY_SUBMITTED_DATA);
    expect(await orderCount()).toBe(before);
  });

  it("refuses a draft priced on another catalog version (409, reload)", async () => {
    const { body } = await submitBody(ctx.db, who);
    const stale = await submit(invoicer, { ...body, version: body.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(catalogVersionChanged(body.version, body.version - 1));
  });

  it("taxes a CA order and refuses a US address for it", async () => {
    const canadian = await seedSubmitter(ctx.db, { country: "CA" });
    const { body, quote } = await submitBody(ctx.db, canadian, { countryCode: "CA", rateId: undefined });
    expect(quote.taxes).toBeGreaterThan(0);
    const response = await submit(invoicer, body);
    expect(response.status).toBe(200);
    expect(response.body.taxes).toBe(quote.taxes);

    const wrongAddress = await submitBody(ctx.db, canadian, {
      countryCode: "CA",
      rateId: undefined,
      addressId: who.addressId,
    });
    // Another customer's address is no address of this one.
    expect((await submit(invoicer, wrongAddress.body)).status).toBe(400);
    const usAddress = await ctx.db.select().from(customers).where(eq(customers.id, who.customerId));
    expect(usAddress).toHaveLength(1);
    const cashInCanada = await submitBody(ctx.db, canadian, {
      countryCode: "CA",
      rateId: undefined,
      payMethodId: "cash",
    });
    const cash = await submit(invoicer, cashInCanada.body);
    expect(cash.body.message).toBe(CHECK_CASH_US_ONLY_MESSAGE);
  });

  it("refuses a CA order to a US address with the spec's message", async () => {
    const { body } = await submitBody(ctx.db, who, { countryCode: "CA", rateId: undefined });
    const response = await submit(invoicer, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INVOICE_CANADA_ADDRESS_ONLY);
  });
});

describe("the comic rules of §5, on the server", () => {
  const refused = async (over: Partial<TSubmitOrder>) => {
    const before = await orderCount();
    const { body } = await submitBody(ctx.db, who, over);
    const response = await submit(invoicer, body);
    expect(response.status).toBe(400);
    expect(await orderCount()).toBe(before);
    return response.body;
  };

  it("at most 100 comics: 101 rows or quantities above 100", async () => {
    const many = Array.from({ length: 101 }, (_, i) => submitComic({ id: `c${i}` }));
    const rows = await refused({ comics: many });
    expect(rows.modelState?.["model.comics"]).toContain(TOO_MANY_COMICS);
    const quantities = await refused({
      comics: [submitComic({ id: "a", quantity: 60 }), submitComic({ id: "b", quantity: 41 })],
    });
    expect(quantities.message).toBe(TOO_MANY_COMICS);
    expect(quantities.modelState?.["model.comics.1.quantity"]).toEqual([TOO_MANY_COMICS]);
  });

  it("100 comics are accepted", async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => submitComic({ id: `c${i}` }));
    const { body } = await submitBody(ctx.db, who, { comics: hundred });
    const response = await submit(invoicer, body);
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(100);
  });

  it("quantity above 0, insured within the tier's range", async () => {
    const zero = await submit(invoicer, {
      ...(await submitBody(ctx.db, who)).body,
      comics: [submitComic({ quantity: 0 })],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.modelState?.["model.comics.0.quantity"]).toEqual([QUANTITY_ABOVE_ZERO]);
    const range = await refused({ comics: [submitComic({ insured: 50000 })] });
    expect(range.message).toBe(allowedInsuredBetween("$0", "$400"));
    expect(range.modelState).toEqual({ "model.comics.0.insured": [range.message] });
  });

  it("tier rules: an artwork tier sets artwork and turns pressing off; original art needs a signature", async () => {
    const flags = await refused({ comics: [submitComic({ tierId: "OT", insured: 5000 })] });
    expect(flags.modelState?.["model.comics.0.artwork"]).toBeDefined();
    const pressed = await refused({
      comics: [submitComic({ tierId: "OT", insured: 5000, artwork: true, press: 1 })],
    });
    expect(pressed.modelState?.["model.comics.0.press"]).toBeDefined();
    const unsigned = await refused({ comics: [submitComic({ tierId: "OT", insured: 5000, artwork: true })] });
    expect(unsigned.message).toBe(ORIGINAL_ART_REQUIRES_SIGNATURE);
    const { body } = await submitBody(ctx.db, who, {
      comics: [
        submitComic({
          tierId: "OT",
          insured: 5000,
          artwork: true,
          signatures: [{ type: "ASP", name: "Jim Lee" }],
        }),
      ],
    });
    expect((await submit(invoicer, body)).status).toBe(200);
  });

  it("the title must match the lookup unless custom; stored as catalogued", async () => {
    const unknown = await refused({ comics: [submitComic({ title: "My Own Zine Nobody Catalogued" })] });
    expect(unknown.message).toBe(TITLE_NOT_FOUND);
    expect(unknown.modelState).toEqual({ "model.comics.0.title": [TITLE_NOT_FOUND] });
    const { body } = await submitBody(ctx.db, who, {
      comics: [
        submitComic({ id: "a", title: "  amazing SPIDER-man " }),
        submitComic({ id: "b", title: "My Own Zine Nobody Catalogued", customTitle: true }),
      ],
    });
    const response = await submit(invoicer, body);
    expect(response.status).toBe(200);
    const stored = await ctx.db
      .select({ title: comics.title, customTitle: comics.customTitle })
      .from(comics)
      .where(eq(comics.orderId, response.body.id))
      .orderBy(asc(comics.id));
    expect(stored).toEqual([
      { title: "Amazing Spider-Man", customTitle: false },
      { title: "My Own Zine Nobody Catalogued", customTitle: true },
    ]);
  });

  it("an unknown or invoicing-only tier is refused", async () => {
    // The browser could not even price it: the body is a valid one with the tier swapped.
    const { body } = await submitBody(ctx.db, who);
    const unknown = await submit(invoicer, { ...body, comics: [submitComic({ tierId: "QQ" })] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.modelState?.["model.comics.0.tierId"]).toBeDefined();
    const invoicing = await refused({ comics: [submitComic({ tierId: "MD" })] });
    expect(invoicing.modelState?.["model.comics.0.tierId"]).toBeDefined();
  });

  it("a reholder must be a graded comic, never a raw grade", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Completed",
      tiers: [
        {
          code: "NW",
          count: 2,
          comics: [
            { category: "Raw Grade", grade: 9.2 },
            { category: "Certified", grade: 9.8 },
          ],
        },
      ],
    });
    const reholder = (reholderId: string) =>
      submitComic({ tierId: "CR", reholder: true, reholderId, insured: 20000 });
    const raw = await refused({ comics: [reholder(`${orderId}-001`)] });
    expect(raw.message).toBe(RAW_GRADE_INVALID_FOR_REHOLDER);
    const { body } = await submitBody(ctx.db, who, { comics: [reholder(`${orderId}-002`)] });
    const ok = await submit(invoicer, body);
    expect(ok.status).toBe(200);
    const [stored] = await ctx.db.select().from(comics).where(eq(comics.orderId, ok.body.id));
    expect(stored).toMatchObject({ reholder: true, reholderId: `${orderId}-002`, tierId: "CR" });
  });
});

describe("promo codes and rewards", () => {
  beforeAll(async () => {
    await ctx.db
      .insert(promoCodes)
      .values({ code: "TENOFF", title: "Ten off", promoType: "DollarTotal", promoValue: 1000 });
  });

  it("applies a promo code from the table (any case) and refuses an unknown one", async () => {
    const comicsOfTotal = [submitComic({ quantity: 3, press: 1 })];
    const { body, quote } = await submitBody(ctx.db, who, { promoCode: "tenoff", comics: comicsOfTotal });
    expect(quote.promoDiscount).toBe(1000);
    const response = await submit(invoicer, body);
    expect(response.status).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, response.body.id));
    expect(order).toMatchObject({ promoCode: "TENOFF", promoDiscount: 1000 });

    const unknown = await submitBody(ctx.db, who, { promoCode: "NOPE" });
    const refused = await submit(invoicer, unknown.body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PROMO_CODE_INVALID);
  });

  it("spends the applied rewards from the customer, capped as §5 says", async () => {
    const rich = await seedSubmitter(ctx.db, { rewards: 1500 });
    const { body, quote } = await submitBody(ctx.db, rich, { rewards: 1000 });
    expect(quote.rewards).toBe(1000);
    expect((await submit(invoicer, body)).status).toBe(200);
    const [after] = await ctx.db.select().from(customers).where(eq(customers.id, rich.customerId));
    expect(after).toMatchObject({ rewardsAvailable: 500, rewardsApplied: 1000 });
    // Asking for more than is left: the quote caps it at what is available.
    const more = await submitBody(ctx.db, rich, { rewards: 5000 });
    expect(more.quote.rewards).toBe(500);
    expect((await submit(invoicer, more.body)).status).toBe(200);
    const [spent] = await ctx.db.select().from(customers).where(eq(customers.id, rich.customerId));
    expect(spent).toMatchObject({ rewardsAvailable: 0, rewardsApplied: 1500 });
  });
});

describe("one order per click", () => {
  it("a repeat after the order moved on answers the first answer, as it was (issue 27 point 6)", async () => {
    const { body } = await submitBody(ctx.db, who);
    const first = await submit(invoicer, body);
    expect(first.status).toBe(200);
    // Invoicing edits the order meanwhile: its version and totals are no longer the submit's.
    await ctx.db
      .update(orders)
      .set({ version: 3, grandTotal: first.body.grandTotal + 1000 })
      .where(eq(orders.id, first.body.id));
    const before = await orderCount();
    const repeat = await submit(invoicer, body);
    expect([repeat.status, repeat.body]).toEqual([200, first.body]);
    expect(await orderCount()).toBe(before);
  });

  it("a repeat with the same key answers the first order; another payload with it is refused", async () => {
    const { body } = await submitBody(ctx.db, who);
    const before = await orderCount();
    const [first, second] = await Promise.all([submit(invoicer, body), submit(invoicer, body)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    const third = await submit(invoicer, body);
    expect(third.body.id).toBe(first.body.id);
    expect(await orderCount()).toBe(before + 1);

    const reused = await submit(invoicer, { ...body, comics: [submitComic({ quantity: 2 })] });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(KEY_REUSED_MESSAGE);
    // Another worker's same key is another key.
    const other = await submit(receiver, { ...body, idempotencyKey: body.idempotencyKey });
    expect(other.body.id).not.toBe(first.body.id);
    expect((await submit(invoicer, { ...body, idempotencyKey: randomUUID() })).body.id).not.toBe(
      first.body.id,
    );
  });
});
