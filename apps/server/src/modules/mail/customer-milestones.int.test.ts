// Issue 33's walk: one order from submission to shipping through the API, every customer e-mail delivered
// to a real SMTP relay (the test relay), each exactly once — a tier rejected and graded again, a payment
// request retried, shipping tried twice, a corrected tracking number (a correction, once) and a restart of
// the server on the same database add nothing more. Runs on PGlite and on PostgreSQL (scripts/test-all.sh).
import { randomUUID } from "node:crypto";
import type { TPreReceive, TPreReceiveComic } from "@gbo/contracts/invoicing";
import type { TOrderSummary, TTierDetail } from "@gbo/contracts/orders";
import type { TierStatus } from "@gbo/domain/workflow";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, mailOutbox } from "../../db/schema/index";
import { readMail, startTestSmtp, type TestSmtp } from "../../integrations/mail/test-smtp";
import { callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";
import { stationSteps } from "../../test/station-steps";
import { seedSubmitter, submitBody, submitComic } from "../../test/submit-kit";
import { tierTestKit } from "../../test/tier-kit";

let smtp: TestSmtp;
let ctx: TestContext;
const { stationWorker, summary, scanAll } = tierTestKit(() => ctx);
const versionOf = async (orderId: string) => (await summary(orderId)).order.version;
const { doStep } = stationSteps(() => ctx, versionOf);

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` messages reached `address`, then a moment more so a duplicate would show too. */
async function mailsTo(address: string, count: number) {
  const until = Date.now() + 30_000;
  while (smtp.to(address).length < count && Date.now() < until) await pause(100);
  await pause(1_500);
  return smtp.to(address).map(readMail);
}

async function expectOk(answer: Promise<{ status: number; body: { message?: string } }>) {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Every tier of the order walked through its stations to Shipping; `onLabels` runs once per tier there. */
async function walkTiers(orderId: string, onLabels: (tierId: string) => Promise<boolean>) {
  for (;;) {
    const tiers = (await summary(orderId)).tiers.filter((tier) => tier.status !== "Shipping");
    const tier = tiers[0];
    if (!tier) return;
    const status = tier.status as TierStatus;
    if (status === "Labels" && (await onLabels(tier.id))) continue;
    const worker = await stationWorker(status);
    await doStep(worker, status, orderId, tier.id);
    const version = await scanAll(worker, orderId, tier.id);
    await expectOk(worker.send("POST", "/api/orders/tier", { orderId, tierId: tier.id, version }));
  }
}

describe("a customer's milestone e-mails, one order from the box to the door", () => {
  it("sends each milestone once, with its facts, whatever repeats", async () => {
    const who = await seedSubmitter(ctx.db);
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, who.customerId));
    const address = customer?.email ?? "";
    expect(address).toContain("@");
    const receiver = await callerWith(ctx, "receiving");
    const invoicer = await callerWith(ctx, "invoicing");
    const comicsWorker = await callerWith(ctx, "comics");
    const billing = await callerWith(ctx, "billing");
    const admin = await callerWith(ctx, "admin");

    // Submitted: two comics of one tier.
    const { body } = await submitBody(ctx.db, who, {
      comics: [
        submitComic({ id: "a", insured: 5000, title: "Amazing Spider-Man", issue: "300" }),
        submitComic({ id: "b", insured: 7000, title: "Batman", issue: "423" }),
      ],
    });
    const made = await invoicer.send<{ id: string }>("POST", "/api/orders/submit", body);
    expect(made.status).toBe(200);
    const orderId = made.body.id;

    // Received: the box counted and checked in.
    await expectOk(
      receiver.send("POST", `/api/orders/${orderId}/receiving`, {
        version: 1,
        counts: { NW: 2 },
        complete: true,
      }),
    );
    // Invoice ready: the invoice completed.
    await expectOk(
      invoicer.send("POST", `/api/orders/${orderId}/invoice/complete`, {
        version: await versionOf(orderId),
        payMethodId: "check",
      }),
    );
    // The comics entered and routed to the stations.
    const page = (await comicsWorker.get<TPreReceive>(`/api/orders/${orderId}/prereceive`)).body;
    const listed: TPreReceiveComic[] = page.comics.map(({ uniqueId: _u, status: _s, ...comic }) => comic);
    const missing = page.tiers.reduce((sum, tier) => sum + tier.remainingComics, 0);
    if (missing > 0) {
      const first = listed[0];
      if (!first) throw new Error("no comic to copy");
      const added = Array.from({ length: missing }, () => ({ ...first, id: null, quantity: 1 }));
      await expectOk(
        comicsWorker.send("POST", `/api/orders/prereceive/comics/${orderId}/submit`, {
          version: page.version,
          comics: [...listed, ...added],
        }),
      );
    }
    await expectOk(
      comicsWorker.send("POST", `/api/orders/prereceive/${orderId}/complete`, {
        version: await versionOf(orderId),
      }),
    );

    // Grades ready once the tier leaves grading; rejected back from Labels and graded again: no second one.
    let isRejected = false;
    await walkTiers(orderId, async (tierId) => {
      if (isRejected) return false;
      isRejected = true;
      const labels = await stationWorker("Labels");
      await expectOk(
        labels.send("POST", "/api/orders/reject/tier", {
          orderId,
          tierId,
          toStatus: "PreGrade",
          reason: "Grade looks high",
          version: await versionOf(orderId),
        }),
      );
      return true;
    });
    expect((await summary(orderId)).order.status).toBe("Billing");

    // Payment received (the summary's balance is in dollars): the balance paid at the counter; the same request retried records nothing more.
    const balance = (await summary(orderId)).order.balance;
    const payment = {
      orderId,
      transType: "CASH",
      amount: balance,
      idempotencyKey: randomUUID(),
      version: await versionOf(orderId),
    };
    expect(balance).toBeGreaterThan(0);
    await expectOk(billing.send("POST", "/api/orders/transaction", payment));
    await expectOk(billing.send("POST", "/api/orders/transaction", payment));
    await expectOk(
      billing.send("POST", `/api/orders/${orderId}/billing`, { version: await versionOf(orderId) }),
    );

    // Shipped: every comic scanned at Shipping, then shipped; shipping again is refused.
    const shipping = await stationWorker("Shipping");
    const tierIds = (await summary(orderId)).tiers.map((tier) => tier.id);
    for (const comic of (await summary(orderId)).comics) {
      await expectOk(
        shipping.send("POST", `/api/orders/${orderId}/scan/comic`, {
          code: comic.uniqueId,
          version: await versionOf(orderId),
        }),
      );
    }
    const ship = { trackingNumber: "1Z999AA10123456784" };
    await expectOk(
      shipping.send("POST", `/api/orders/${orderId}/shipping`, {
        ...ship,
        version: await versionOf(orderId),
      }),
    );
    const again = await admin.send("POST", `/api/orders/${orderId}/shipping`, {
      ...ship,
      version: await versionOf(orderId),
    });
    expect(again.status).toBe(400);

    // A corrected tracking number: one correction; saving the same number again says nothing more.
    const corrected = { trackingNumber: "1Z999AA10123456785" };
    await expectOk(
      admin.send("PUT", `/api/orders/${orderId}/tracking`, {
        ...corrected,
        version: await versionOf(orderId),
      }),
    );
    await expectOk(
      admin.send("PUT", `/api/orders/${orderId}/tracking`, {
        ...corrected,
        version: await versionOf(orderId),
      }),
    );

    const mails = await mailsTo(address, 6);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toHaveLength(6);
    const find = (label: string) => {
      const found = mails.filter((mail) => mail.subject.includes(label));
      expect(found, `${label} in ${subjects.join(" | ")}`).toHaveLength(1);
      return found[0]!;
    };
    for (const mail of mails) expect(mail.subject).toContain(orderId);

    const received = find("Received");
    expect(received.text).toContain("NW");
    const invoice = find("Invoice");
    const paid = find("Payment received");
    const grades = find("Grades ready");
    expect(grades.text).toContain("Amazing Spider-Man");
    expect(grades.text).toContain("300");
    expect(grades.text).toContain("Batman");
    expect(grades.text).toContain("9.8");
    const detail = (await shipping.get<TTierDetail>(`/api/orders/${orderId}/tiers/${tierIds[0]}`)).body;
    // The certification number is the comic's unique id (printed on its label).
    expect(detail.comics).toHaveLength(2);
    for (const comic of detail.comics) expect(grades.text).toContain(comic.uniqueId);
    const first = find("Shipped");
    const correction = find("Correction");
    expect(first.text).toContain(ship.trackingNumber);
    expect(first.text).toContain(`https://www.ups.com/track?tracknum=${ship.trackingNumber}`);
    expect(correction?.text).toContain(corrected.trackingNumber);
    expect(correction?.text).toContain(ship.trackingNumber);
    // Each part carries the order's money as the summary states it.
    const after: TOrderSummary = await summary(orderId);
    expect(after.order.balance).toBe(0);
    expect(paid.text).toContain(balance.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ","));
    expect(invoice.html).toContain("<html");

    // One outbox row per key, every one sent.
    const rows = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
    expect(rows.map((row) => row.milestone).sort()).toEqual(
      ["grades", "invoice", "payment", "received", "shipped", "shipped"].sort(),
    );
    expect(rows.every((row) => row.status === "sent" && row.to === address)).toBe(true);

    // A restart on the same database (its renderer and sender start over): nothing more arrives.
    const restarted = await createTestContext({ database: ctx.database, config: { smtpUrl: smtp.url } });
    try {
      await pause(2_500);
      expect(smtp.to(address)).toHaveLength(6);
    } finally {
      await restarted.app.close();
    }
  }, 120_000);
});
