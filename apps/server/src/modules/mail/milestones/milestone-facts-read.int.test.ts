// The facts each milestone e-mail is written from (issue 33), read for an order walked through the API the
// way the lab works it: the box counted short, the invoice, one comic graded and one rejected, a payment at
// the counter, shipping with a UPS number and a corrected number. Each milestone's facts are read right after
// the move that queued it, from its own outbox row, and say what the screens say.
import { randomUUID } from "node:crypto";
import type { TPreReceive, TPreReceiveComic } from "@gbo/contracts/invoicing";
import type { TOrderSummary, TTierDetail } from "@gbo/contracts/orders";
import { toCents } from "@gbo/domain/money";
import type { TierStatus } from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema/index";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import { stationSteps } from "../../../test/station-steps";
import { seedSubmitter, submitBody, submitComic } from "../../../test/submit-kit";
import { tierTestKit } from "../../../test/tier-kit";
import { MilestoneFactsError, readMilestoneInput } from "./milestone-facts-read";

let ctx: TestContext;
const { stationWorker, summary, scanAll } = tierTestKit(() => ctx);
const versionOf = async (orderId: string) => (await summary(orderId)).order.version;
const { doStep } = stationSteps(() => ctx, versionOf);

beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(() => ctx.close());

async function expectOk(answer: Promise<{ status: number; body: { message?: string } }>) {
  const { status, body } = await answer;
  expect(status, body.message).toBe(200);
  return body;
}

/** The order's queued row of a milestone (the latest, for a correction after the first). */
async function rowOf(orderId: string, milestone: string) {
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.milestone, milestone)))
    .orderBy(mailOutbox.createdAt);
  const row = rows.at(-1);
  if (!row) throw new Error(`no ${milestone} row for ${orderId}`);
  return row;
}

const factsOf = async (orderId: string, milestone: string) =>
  (await readMilestoneInput(ctx.db, await rowOf(orderId, milestone))).facts;

/** Grades the tier's first comic 9.8 and rejects the others (the grade view's saves). */
async function gradeOneRejectRest(caller: Caller, orderId: string, tierId: string) {
  const detail = (await caller.get<TTierDetail>(`/api/orders/${orderId}/tiers/${tierId}`)).body;
  let version = await versionOf(orderId);
  for (const [index, comic] of detail.comics.entries()) {
    const body =
      index === 0 ? { version, grade: 9.8 } : { version, grade: null, reject: true, rejectFees: "5" };
    const saved = await caller.send("PUT", `/api/orders/${orderId}/comic/${comic.id}/grade`, body);
    expect(saved.status, saved.body.message).toBe(200);
    version = saved.body.version;
  }
}

async function walkTiers(orderId: string) {
  for (;;) {
    const tier = (await summary(orderId)).tiers.find((t) => t.status !== "Shipping");
    if (!tier) return;
    const status = tier.status as TierStatus;
    const worker = await stationWorker(status);
    if (status === "PreGrade" || status === "Finalize") await gradeOneRejectRest(worker, orderId, tier.id);
    else await doStep(worker, status, orderId, tier.id);
    const version = await scanAll(worker, orderId, tier.id);
    await expectOk(worker.send("POST", "/api/orders/tier", { orderId, tierId: tier.id, version }));
  }
}

describe("the facts of each milestone e-mail", () => {
  it("reads what the order's screens say, milestone by milestone", async () => {
    const who = await seedSubmitter(ctx.db);
    const receiver = await callerWith(ctx, "receiving");
    const invoicer = await callerWith(ctx, "invoicing");
    const comicsWorker = await callerWith(ctx, "comics");
    const billing = await callerWith(ctx, "billing");
    const admin = await callerWith(ctx, "admin");

    const { body } = await submitBody(ctx.db, who, {
      comics: [
        submitComic({ id: "a", quantity: 3, insured: 5000, title: "Amazing Spider-Man", issue: "300" }),
      ],
    });
    const made = await invoicer.send<{ id: string }>("POST", "/api/orders/submit", body);
    expect(made.status, made.body.message).toBe(200);
    const orderId = made.body.id;

    // Received: three declared, two in the box, and receiving's note.
    await expectOk(
      receiver.send("POST", `/api/orders/${orderId}/receiving`, {
        version: 1,
        counts: { NW: 2 },
        note: "One copy of #300 was not in the box",
        complete: true,
      }),
    );
    const received = await readMilestoneInput(ctx.db, await rowOf(orderId, "received"));
    expect(received.order).toMatchObject({ id: orderId, currency: "USD", count: 3 });
    expect(received.order.customer.email).toContain("@");
    expect(received.lab.name.length).toBeGreaterThan(0);
    expect(received.facts).toMatchObject({
      milestone: "received",
      missingNote: "One copy of #300 was not in the box",
    });
    if (received.facts.milestone !== "received") throw new Error("not received");
    expect(received.facts.tiers).toHaveLength(1);
    expect(received.facts.tiers[0]).toMatchObject({ expected: 3, counted: 2 });
    expect(received.facts.tiers[0]?.name).toContain("NW");

    // Invoice: its totals are the order summary's statement, to the cent; its lines add up to the subtotal.
    await expectOk(
      invoicer.send("POST", `/api/orders/${orderId}/invoice/complete`, {
        version: await versionOf(orderId),
        payMethodId: "check",
      }),
    );
    const invoice = await factsOf(orderId, "invoice");
    const afterInvoice: TOrderSummary = await summary(orderId);
    if (invoice.milestone !== "invoice") throw new Error("not invoice");
    expect(invoice.totalCents).toBe(toCents(afterInvoice.statement.total));
    expect(invoice.balanceCents).toBe(toCents(afterInvoice.statement.balance));
    expect(invoice.paidCents).toBe(toCents(afterInvoice.statement.paid));
    expect(invoice.totalCents).toBeGreaterThan(0);
    const subtotal = invoice.totalParts.find((part) => part.label === "Subtotal");
    expect(subtotal?.cents).toBe(toCents(afterInvoice.order.total));
    expect(invoice.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(subtotal?.cents);
    expect(invoice.lines[0]).toMatchObject({ quantity: 3 });
    expect(invoice.totalParts.reduce((sum, part) => sum + part.cents, 0)).toBe(invoice.totalCents);

    // The comics entered and routed; one graded 9.8, the others rejected.
    const page = (await comicsWorker.get<TPreReceive>(`/api/orders/${orderId}/prereceive`)).body;
    const listed: TPreReceiveComic[] = page.comics.map(({ uniqueId: _u, status: _s, ...comic }) => comic);
    // One comic a book (the submission's row of three becomes three comics, #300 to #302).
    const first = listed[0];
    if (!first) throw new Error("no comic to copy");
    const books = Array.from({ length: 3 }, (_, i) => ({
      ...first,
      id: i === 0 ? first.id : null,
      quantity: 1,
      issue: String(300 + i),
    }));
    await expectOk(
      comicsWorker.send("POST", `/api/orders/prereceive/comics/${orderId}/submit`, {
        version: page.version,
        comics: books,
      }),
    );
    await expectOk(
      comicsWorker.send("POST", `/api/orders/prereceive/${orderId}/complete`, {
        version: await versionOf(orderId),
      }),
    );
    await walkTiers(orderId);
    const grades = await factsOf(orderId, "grades");
    if (grades.milestone !== "grades") throw new Error("not grades");
    const comics = (await summary(orderId)).comics;
    expect(grades.comics).toHaveLength(comics.length);
    const [graded, ...rejected] = grades.comics;
    expect(graded).toMatchObject({
      title: "Amazing Spider-Man",
      issue: "300",
      result: "graded",
      grade: "9.8",
      rejectReason: null,
      certNumber: comics[0]?.uniqueId,
    });
    expect(graded?.certNumber).toMatch(new RegExp(`^${orderId}-\\d{3}$`));
    expect(rejected.length).toBeGreaterThan(0);
    for (const comic of rejected) {
      expect(comic).toMatchObject({ result: "rejected", grade: null, certNumber: null });
      expect(comic.rejectReason).toMatch(/could not grade|grade screen/);
    }

    // Payment at the counter: the receipt, with the entry this e-mail is for.
    const balance = (await summary(orderId)).order.balance;
    await expectOk(
      billing.send("POST", "/api/orders/transaction", {
        orderId,
        transType: "CASH",
        amount: balance,
        idempotencyKey: randomUUID(),
        version: await versionOf(orderId),
      }),
    );
    const payment = await factsOf(orderId, "payment");
    if (payment.milestone !== "payment") throw new Error("not payment");
    const entry = payment.receipt.entries.find((e) => e.id === payment.transactionId);
    expect(entry).toMatchObject({ status: "Paid", cents: toCents(balance) });
    expect(payment.receipt.statement.balance).toBe(0);

    // Shipped on a UPS number: the carrier, the link to UPS's own page, the packing list.
    await expectOk(
      billing.send("POST", `/api/orders/${orderId}/billing`, { version: await versionOf(orderId) }),
    );
    const shipping = await stationWorker("Shipping");
    // Every comic scanned into the box at the order's Shipping station.
    for (const comic of (await summary(orderId)).comics) {
      await expectOk(
        shipping.send("POST", `/api/orders/${orderId}/scan/comic`, {
          code: comic.uniqueId,
          version: await versionOf(orderId),
        }),
      );
    }
    const trackingNumber = "1Z999AA10123456784";
    await expectOk(
      shipping.send("POST", `/api/orders/${orderId}/shipping`, {
        trackingNumber,
        version: await versionOf(orderId),
      }),
    );
    const shipped = await factsOf(orderId, "shipped");
    expect(shipped).toMatchObject({
      milestone: "shipped",
      carrier: "UPS",
      trackingNumber,
      trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}`,
      missingNote: null,
      correction: null,
    });
    if (shipped.milestone !== "shipped") throw new Error("not shipped");
    expect(shipped.packingList).toHaveLength(comics.length);
    expect(shipped.packingList[0]).toMatchObject({
      title: "Amazing Spider-Man",
      certNumber: comics[0]?.uniqueId,
    });

    // A corrected number: the correction's facts give the new number and the one it replaces.
    const corrected = "1Z999AA10123456785";
    await expectOk(
      admin.send("PUT", `/api/orders/${orderId}/tracking`, {
        trackingNumber: corrected,
        version: await versionOf(orderId),
      }),
    );
    const correction = await factsOf(orderId, "shipped");
    expect(correction).toMatchObject({ trackingNumber: corrected, correction: { from: trackingNumber } });

    // Ready for pickup reads the same packing list (every comic goes back).
    const pickup = await readMilestoneInput(ctx.db, {
      orderId,
      milestone: "pickup",
      detail: {},
      createdAt: new Date(),
    });
    expect(pickup.facts).toMatchObject({ milestone: "pickup" });
    if (pickup.facts.milestone !== "pickup") throw new Error("not pickup");
    expect(pickup.facts.packingList.map((c) => c.certNumber)).toEqual(
      comics.map((c, i) => (i === 0 ? c.uniqueId : null)),
    );
  }, 180_000);

  it("refuses facts that cannot be read, with a reason staff can act on", async () => {
    const gone = { orderId: "26-NOORDER", milestone: "received", detail: {}, createdAt: new Date() };
    await expect(readMilestoneInput(ctx.db, gone)).rejects.toThrow(MilestoneFactsError);
    await expect(readMilestoneInput(ctx.db, gone)).rejects.toThrow("Order 26-NOORDER no longer exists");
    const odd = { ...gone, milestone: "birthday" };
    await expect(readMilestoneInput(ctx.db, odd)).rejects.toThrow('Unknown milestone "birthday"');
  });
});
