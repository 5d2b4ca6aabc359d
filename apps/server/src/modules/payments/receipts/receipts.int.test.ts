// Receipts through the HTTP API: the order's PDF and one payment's (real PDFs, read back with poppler's
// pdftotext as a person would read them), the print job for the local printer service, and refusals:
// unknown order, another order's payment, a fee, bad input, no token; external users' tiers.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TReceiptPrint } from "@gbo/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactions } from "../../../db/schema/index";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../../test/index";
import { DECLINED, moneyCalls, moneyOrder, moneyRows, VISA } from "../../../test/money-kit";

const run = promisify(execFile);

let ctx: TestContext;
let billing: Caller;
/** A shipping worker: any signed-in worker may open an order's receipt, like its summary. */
let deskAuth: { authorization: string };
let workDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  billing = await callerWith(ctx, "billing");
  deskAuth = await authOf("receiptdesk", "shipping");
  workDir = await mkdtemp(path.join(tmpdir(), "receipts-"));
});
afterAll(async () => {
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

async function authOf(userName: string, claims: string) {
  const worker = await seedWorker(ctx.db, { userName, claims });
  return (await signIn(ctx.app, worker.userName, worker.password)).authHeader;
}

const getPdf = (url: string, headers: Record<string, string> = deskAuth) =>
  ctx.app.inject({ method: "GET", url, headers });

/** The PDF's text as poppler reads it (the same tool the e2e suite renders pages with). */
async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(workDir, `r${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  return stdout;
}

/** A paid-by-card-at-submission order with a cash payment, a gateway charge and its void, a fee. */
async function seedPaidOrder(country: "US" | "CA" = "US") {
  const { customer } = await seedCustomer(ctx.db, {
    country,
    name: "Dana Receipt",
    email: "dana.receipt@example.com",
    level: "Premium",
  });
  const seeded = await seedOrder(ctx.db, {
    status: "Billing",
    countryCode: country,
    customerId: customer.id,
    balance: 4500,
    tiers: [
      { code: "SO", count: 2, rate: 4500 },
      { code: "NW", count: 1, rate: 3500 },
    ],
  });
  const base = {
    orderId: seeded.orderId,
    customerId: customer.id,
    orderCurrency: country === "CA" ? "CAD" : "USD",
    country,
    author: "Test",
  } as const;
  const [cash, charge, fee] = await ctx.db
    .insert(transactions)
    .values([
      { ...base, transType: "CASH", amount: 2000, success: true, description: "Front desk" },
      {
        ...base,
        transType: "CHARGE",
        amount: 1500,
        success: true,
        description: "Visa ending 4242",
        authId: "A1B2C3",
        refId: "REF-77",
      },
      { ...base, transType: "FEE", amount: 500, isFee: true, success: true, description: "Late fee" },
    ])
    .returning();
  if (!cash || !charge || !fee) throw new Error("transactions not inserted");
  // As the money path records them: a void is a new negative row naming the charge; a decline moved nothing.
  const [voided, declined] = await ctx.db
    .insert(transactions)
    .values([
      { ...base, transType: "CHARGE", amount: -1500, isVoid: true, success: true, parentId: charge.id },
      {
        ...base,
        transType: "CHARGE",
        amount: 900,
        success: false,
        description: "Visa ending 0002: Declined",
      },
    ])
    .returning();
  if (!voided || !declined) throw new Error("transactions not inserted");
  return { orderId: seeded.orderId, cash, charge, fee, voided, declined };
}

describe("receipt PDF", () => {
  it("is a real PDF of the order: customer, tiers, the statement's totals, every payment and void", async () => {
    const { orderId } = await seedPaidOrder();
    const summary = (
      await billing.get<{ statement: { total: number; paid: number; balance: number } }>(
        `/api/orders/${orderId}`,
      )
    ).body;
    const response = await getPdf(`/api/orders/${orderId}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`inline; filename="receipt-${orderId}.pdf"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Receipt");
    expect(text).toContain(orderId);
    expect(text).toContain("Dana Receipt");
    expect(text).toContain("dana.receipt@example.com");
    expect(text).toMatch(/SO — Slab Only\s+2 items/);
    expect(text).toMatch(/NW — Modern\s+1 item\b/);
    // The summary's own figures: the statement is the one the order screen shows.
    const money = (amount: number) => `$${amount.toFixed(2)}`;
    expect(text).toMatch(new RegExp(`Total\\s+\\${money(summary.statement.total)}`));
    expect(text).toMatch(new RegExp(`Paid\\s+\\${money(summary.statement.paid)}`));
    expect(text).toMatch(new RegExp(`Balance due\\s+\\${money(summary.statement.balance)}`));
    expect(text).toMatch(/Subtotal\s+\$125\.00/);
    expect(text).toMatch(/Fee — Late fee\s+\$5\.00/);
    expect(text).toMatch(/Cash — Front desk \(Paid\)\s+\$20\.00/);
    expect(text).toMatch(/Card or bank charge — Visa ending 4242 \(Paid\)\s+\$15\.00/);
    expect(text).toContain("auth A1B2C3 · ref REF-77");
    expect(text).toMatch(/Card or bank charge \(Void\)\s+-\$15\.00/);
    expect(text).not.toContain("Declined");
  });

  it("shows CA$ for a Canadian order", async () => {
    const { orderId } = await seedPaidOrder("CA");
    const text = await pdfText((await getPdf(`/api/orders/${orderId}/receipt.pdf`)).rawPayload);
    expect(text).toMatch(/Cash — Front desk \(Paid\)\s+CA\$20\.00/);
    expect(text).toMatch(/Subtotal\s+CA\$125\.00/);
  });

  it("prints one payment's receipt with the void that concerns it", async () => {
    const { orderId, charge, cash } = await seedPaidOrder();
    const response = await getPdf(`/api/orders/${orderId}/receipt.pdf?transactionId=${charge.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="receipt-${orderId}-payment-${charge.id}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Payment receipt");
    expect(text).toContain(orderId);
    expect(text).toMatch(/Visa ending 4242 \(Paid\)\s+\$15\.00/);
    expect(text).toMatch(/Related entries[\s\S]*\(Void\)\s+-\$15\.00/);
    expect(text).not.toContain("Front desk");

    const cashReceipt = await pdfText(
      (await getPdf(`/api/orders/${orderId}/receipt.pdf?transactionId=${cash.id}`)).rawPayload,
    );
    expect(cashReceipt).toMatch(/Cash — Front desk \(Paid\)\s+\$20\.00/);
    expect(cashReceipt).not.toContain("Related entries");
  });

  it("prints times on the lab's clock: a payment at 23:30 UTC reads 19:30 EDT for America/New_York", async () => {
    const { orderId, cash } = await seedPaidOrder();
    await ctx.db
      .update(transactions)
      .set({ createdAt: new Date("2026-03-09T23:30:00Z") })
      .where(eq(transactions.id, cash.id));
    const manager = await callerWith(ctx, "manage");
    const { version } = (await manager.get<{ version: number }>("/api/settings/timezone")).body;
    const saved = await manager.send("POST", "/api/settings/timezone", {
      timeZone: "America/New_York",
      version,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const text = await pdfText(
      (await getPdf(`/api/orders/${orderId}/receipt.pdf?transactionId=${cash.id}`)).rawPayload,
    );
    expect(text).toContain("03-09-26 19:30 EDT");
    expect(text).not.toContain("23:30");
    expect(text).toContain("times are America/New_York time");
  });

  it("refuses an unknown order, another order's payment, a fee, bad input and a missing token", async () => {
    const first = await seedPaidOrder();
    const second = await seedPaidOrder();
    const unknown = await getPdf("/api/orders/26-ZZZZZZZ/receipt.pdf");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Order not found.");

    const otherOrders = await getPdf(
      `/api/orders/${first.orderId}/receipt.pdf?transactionId=${second.cash.id}`,
    );
    expect(otherOrders.statusCode).toBe(404);
    expect(otherOrders.json().message).toBe("Payment not found on this order.");
    for (const notPayment of [first.fee, first.declined]) {
      const refused = await getPdf(`/api/orders/${first.orderId}/receipt.pdf?transactionId=${notPayment.id}`);
      expect(refused.statusCode).toBe(404);
    }
    const missing = await getPdf(`/api/orders/${first.orderId}/receipt.pdf?transactionId=999999999`);
    expect(missing.statusCode).toBe(404);

    for (const query of ["transactionId=abc", "transactionId=-3"]) {
      const bad = await getPdf(`/api/orders/${first.orderId}/receipt.pdf?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    expect((await getPdf(`/api/orders/${first.orderId}/receipt.pdf`, {})).statusCode).toBe(401);
    expect((await getPdf(`/api/orders/${first.orderId}/receipt`, {})).statusCode).toBe(401);
  });

  it("shows a charge, its void and a decline made through the money path as the statement counts them", async () => {
    const money = await callerWith(ctx, "billing,refund");
    const { orderId, methods } = await moneyOrder(ctx, { balanceCents: 5000, cards: [VISA, DECLINED] });
    const [visa, declining] = methods;
    if (!visa || !declining) throw new Error("cards not stored");
    const calls = moneyCalls(money);
    const charged = await calls.charge(orderId, 1, [{ payMethodId: visa.id, amount: 30 }]);
    expect(charged.status, charged.body.message).toBe(200);
    const declined = await calls.charge(orderId, charged.body.version, [
      { payMethodId: declining.id, amount: 10 },
    ]);
    expect(declined.body.outcomes[0]?.success).toBe(false);
    const chargeId = charged.body.outcomes[0]?.transactionId as number;
    const voided = await calls.void(orderId, declined.body.version ?? charged.body.version, chargeId);
    expect(voided.status, voided.body.message).toBe(200);

    const text = await pdfText((await getPdf(`/api/orders/${orderId}/receipt.pdf`)).rawPayload);
    expect(text).toMatch(/Visa ending 4242 \(Paid\)\s+\$30\.00/);
    expect(text).toMatch(/\(Void\)\s+-\$30\.00/);
    // The decline is on record (a failed row) but moved no money: not on the receipt.
    expect((await moneyRows(ctx, orderId)).some((row) => !row.success)).toBe(true);
    expect(text).not.toContain("ending 0002");
    expect(text).toMatch(/Paid\s+\$0\.00/);
    expect(text).toMatch(/Balance due\s+\$50\.00/);
    const own = await pdfText(
      (await getPdf(`/api/orders/${orderId}/receipt.pdf?transactionId=${chargeId}`)).rawPayload,
    );
    expect(own).toMatch(/Related entries[\s\S]*\(Void\)\s+-\$30\.00/);
  });

  it("runs onto a second page when the entries do not fit on one", async () => {
    const { orderId, cash } = await seedPaidOrder();
    const many = Array.from({ length: 60 }, (_, index) => ({
      orderId,
      customerId: cash.customerId,
      orderCurrency: "USD",
      country: "US" as const,
      transType: "CASH",
      amount: 100 + index,
      success: true,
      description: `Instalment ${index + 1}`,
    }));
    await ctx.db.insert(transactions).values(many);
    const bytes = (await getPdf(`/api/orders/${orderId}/receipt.pdf`)).rawPayload;
    const text = await pdfText(bytes);
    const pages = text.split("\f").filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.at(-1)).toMatch(/Instalment 60 \(Paid\)\s+\$1\.59/);
    expect(pages.at(-1)).toMatch(/Balance due\s+\$45\.00/);
  });
});

describe("receipt print job", () => {
  it("holds the spec's fields: name, email, orderId, tiers, timestamp, level, count", async () => {
    const { orderId } = await seedPaidOrder();
    const before = Date.now();
    const response = await billing.get<TReceiptPrint>(`/api/orders/${orderId}/receipt`);
    expect(response.status).toBe(200);
    const job = response.body;
    expect(job).toEqual({
      name: "Dana Receipt",
      email: "dana.receipt@example.com",
      orderId,
      tiers: [
        { id: "SO", name: "Slab Only", count: 2 },
        { id: "NW", name: "Modern", count: 1 },
      ],
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      level: expect.any(String),
      count: 3,
    });
    expect(Date.parse(job.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect((await billing.get("/api/orders/26-ZZZZZZZ/receipt")).status).toBe(404);
  });

  it("gives an external user only the tiers the order summary shows them", async () => {
    const seeded = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "SO", status: "Slab", count: 2 },
        { code: "NW", status: "Labels", count: 1 },
      ],
    });
    const external = await authOf("partner1", "external,slab");
    const read = async (url: string) => (await getPdf(url, external)).json();
    const summary = await read(`/api/orders/${seeded.orderId}`);
    const job: TReceiptPrint = await read(`/api/orders/${seeded.orderId}/receipt`);
    expect(job.tiers.map((t) => t.id)).toEqual(summary.tiers.map((t: { id: string }) => t.id));
    expect(job.tiers.map((t) => t.id)).toEqual(["SO"]);
    const pdf = await getPdf(`/api/orders/${seeded.orderId}/receipt.pdf`, external);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("SO — Slab Only");
    expect(text).not.toContain("NW — Modern");
  });
});
