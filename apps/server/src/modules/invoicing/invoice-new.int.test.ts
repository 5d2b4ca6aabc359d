// POST /api/orders/submit with kind 'invoice' (issue 15; submissions-pricing §2 "/invoicing/new", §7
// "Submit invoice"): a walk-in invoice is stored in Invoicing, priced by the server; a total the server
// does not find is refused; a repeated key answers the same order; the 'invoicing' claim.
import { randomUUID } from "node:crypto";
import type { TInvoice, TInvoiceSubmit } from "@gbo/contracts/invoicing";
import type { TSubmitOrderResult } from "@gbo/contracts/submissions";
import { utcDay } from "@gbo/domain/dates";
import { emptyRow, quoteInvoice } from "@gbo/domain/invoice";
import { VERIFY_SUBMITTED_DATA } from "@gbo/domain/messages";
import { rateTableFor } from "@gbo/domain/shipping";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLog, orders } from "../../db/schema/index";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";
import { type Submitter, seedSubmitter } from "../../test/submit-kit";
import { getCatalog } from "../catalog/index";
import { invoiceQuoteInput, requireCustomer } from "./invoice-context";

let ctx: TestContext;
let invoicer: Caller;
let grader: Caller;
let who: Submitter;

beforeAll(async () => {
  ctx = await createTestContext();
  invoicer = await callerWith(ctx, "invoicing");
  grader = await callerWith(ctx, "grade");
  who = await seedSubmitter(ctx.db);
});
afterAll(() => ctx.close());

type Answer = TSubmitOrderResult & { message?: string; modelState?: Record<string, string[]> };

/** What the /invoicing/new screen sends: one MD row (2 comics, $400 insured, 1 press), priced by the
 * domain as the browser prices it. */
async function invoiceBody(
  over: Partial<TInvoiceSubmit> = {},
  as: { customer: Submitter; country: "US" | "CA" } = { customer: who, country: "US" },
): Promise<TInvoiceSubmit> {
  const today = utcDay(new Date());
  const { customer, country } = as;
  const catalog = await getCatalog(ctx.db, undefined, customer.level);
  const rateId = country === "US" ? "USPS" : (rateTableFor(catalog, country, today).rates[0]?.id ?? "");
  const draft: Omit<TInvoiceSubmit, "expected"> = {
    kind: "invoice",
    userId: customer.customerId,
    version: catalog.version,
    countryCode: country,
    collectibleType: "Comic",
    level: customer.level,
    tiers: [{ ...emptyRow("MD", "Modern"), count: 2, insured: 40000, press: 1, pressCount: 2 }],
    addons: {
      aspComicsCount: 0,
      vspPrimaryComicsCount: 0,
      vspSecondryComicsCount: 0,
      vsppPrimaryComicsCount: 0,
      vsppSecondryComicsCount: 0,
    },
    origin: { id: "walkin", title: "Walk-in" },
    repCode: null,
    promoCode: null,
    receivedDate: today,
    addressId: customer.addressId,
    rateId,
    payMethodId: customer.payMethodId,
    isInsurance: false,
    rewards: 0,
    idempotencyKey: randomUUID(),
    ...over,
  };
  const quote = quoteInvoice(
    invoiceQuoteInput({
      catalog,
      order: { countryCode: country, level: customer.level, rewards: 0, dropOffValue: 0 },
      customer: await requireCustomer(ctx.db, customer.customerId),
      rows: draft.tiers,
      addOnCounts: draft.addons,
      orderDate: today,
      receivedDate: draft.receivedDate,
      rateId: draft.rateId,
      isInsurance: draft.isInsurance,
      promoCode: null,
      promo: undefined,
      rewards: 0,
      today,
    }),
  );
  return { ...draft, expected: { grandTotal: quote.grandTotal, taxes: quote.taxes }, ...over };
}

const submit = (caller: Caller, body: object) => caller.send<Answer>("POST", "/api/orders/submit", body);

describe("POST /api/orders/submit with an invoice", () => {
  it("stores the walk-in invoice in Invoicing, priced by the server, received today, logged", async () => {
    const body = await invoiceBody();
    const made = await submit(invoicer, body);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ version: 1, count: 2, grandTotal: body.expected.grandTotal });
    expect(made.body.grandTotal).toBeGreaterThan(0);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, made.body.id));
    expect(row).toMatchObject({ status: "Invoicing", origin: "Walk-in", payMethodId: who.payMethodId });
    expect(utcDay(row?.receivedDate ?? new Date(0))).toBe(body.receivedDate);
    const log = await ctx.db.select().from(orderLog).where(eq(orderLog.orderId, made.body.id));
    expect(log.map((l) => l.toStatus)).toEqual(["Invoicing"]);
    const invoice = await invoicer.get<TInvoice>(`/api/orders/${made.body.id}/invoice`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.tiers.map((t) => [t.id, t.count, t.insured, t.pressCount])).toEqual([
      ["MD", 2, 40000, 2],
    ]);
    expect(invoice.body.summary).toMatchObject({
      payMethodId: who.payMethodId,
      grandTotal: body.expected.grandTotal,
      rateId: "USPS",
    });
  });

  it("a Canadian walk-in: stored as a CA order, taxed, its total the domain's", async () => {
    const canadian = await seedSubmitter(ctx.db, { country: "CA" });
    const body = await invoiceBody({}, { customer: canadian, country: "CA" });
    expect(body.expected.taxes).toBeGreaterThan(0);
    const made = await submit(invoicer, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ grandTotal: body.expected.grandTotal, taxes: body.expected.taxes });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, made.body.id));
    expect(row).toMatchObject({ countryCode: "CA", status: "Invoicing", addressId: canadian.addressId });
    // A US address is refused for a CA order.
    const wrong = await submit(invoicer, { ...body, addressId: who.addressId, idempotencyKey: randomUUID() });
    expect(wrong.status).toBe(400);
  });

  it("a total the server does not find: 'Please verify submitted data', nothing stored", async () => {
    const body = await invoiceBody();
    const before = (await ctx.db.select().from(orders)).length;
    const refused = await submit(invoicer, { ...body, expected: { ...body.expected, grandTotal: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(VERIFY_SUBMITTED_DATA);
    expect((await ctx.db.select().from(orders)).length).toBe(before);
  });

  it("an invoice-row rule answers its text (insured over the tier's maximum)", async () => {
    const body = await invoiceBody({
      tiers: [{ ...emptyRow("MD", "Modern"), count: 1, insured: 99_999_900 }],
    });
    const refused = await submit(invoicer, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Insurance value exceeds tier maximum insured value");
  });

  it("a repeated key answers the first answer, even after the order moved on (issue 27 point 6)", async () => {
    const body = await invoiceBody();
    const first = await submit(invoicer, body);
    const again = await submit(invoicer, body);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    // A charge or an edit moves the invoice on: the repeat still answers what the submit answered.
    await ctx.db.update(orders).set({ version: 2, balance: 0 }).where(eq(orders.id, first.body.id));
    const made = (await ctx.db.select({ id: orders.id }).from(orders)).length;
    const later = await submit(invoicer, body);
    expect([later.status, later.body]).toEqual([200, first.body]);
    expect((await ctx.db.select({ id: orders.id }).from(orders)).length).toBe(made);
  });

  it("403 without the invoicing claim (receiving may submit a draft, not an invoice)", async () => {
    expect((await submit(grader, await invoiceBody())).status).toBe(403);
    const receiver = await callerWith(ctx, "receiving");
    expect((await submit(receiver, await invoiceBody())).status).toBe(403);
  });
});
