// Receiving (issue 14 point 4; workflow §4, §7): the check's read, save (counts and note kept),
// complete (Submitted → Invoicing, logged, received today), discard (cancelled as never received,
// rewards back), only from Submitted, stale versions 409, claims of the /receiving menu; the packing
// slip PDF with its Code 128 barcode.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TReceiving, TReceivingResult } from "@gbo/contracts/submissions";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, orderLog, orders } from "../../db/schema/index";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../test/index";
import { type Submitter, seedSubmitter, submitBody, submitComic } from "../../test/submit-kit";
import { STALE_VERSION_MESSAGE, WRONG_STATUS_MESSAGE } from "../orders/index";
import { ORDER_DISCARDED_MESSAGE, RECEIVING_COMPLETED_MESSAGE, RECEIVING_SAVED_MESSAGE } from "./receiving";

let ctx: TestContext;
let receiver: Caller;
let comicsWorker: Caller;
let grader: Caller;
let who: Submitter;
/** The PDF is read raw (the callers parse JSON), with a receiving worker's token. */
let pdfReader: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  receiver = await callerWith(ctx, "receiving");
  comicsWorker = await callerWith(ctx, "comics");
  grader = await callerWith(ctx, "grade");
  who = await seedSubmitter(ctx.db, { rewards: 700 });
  const worker = await seedWorker(ctx.db, { userName: "slipreader", claims: "receiving" });
  pdfReader = (await signIn(ctx.app, worker.userName, worker.password)).authHeader;
});
afterAll(() => ctx.close());

/** A fresh Submitted order made through the submit call: NW ×3 (two rows) and SO ×1. */
async function submitted(rewards = 0): Promise<string> {
  const { body } = await submitBody(ctx.db, who, {
    rewards,
    comics: [
      submitComic({ id: "a", quantity: 2, insured: 5000 }),
      submitComic({ id: "b", insured: 7000, title: "Batman", issue: "423" }),
      submitComic({ id: "c", tierId: "SO", isSlab: true, insured: 20000, title: "Saga", issue: "1" }),
    ],
  });
  const response = await receiver.send<{ id: string }>("POST", "/api/orders/submit", body);
  expect(response.status).toBe(200);
  return response.body.id;
}

const read = async (caller: Caller, id: string) =>
  caller.get<TReceiving & { message?: string }>(`/api/orders/${id}/receiving`);
const save = (caller: Caller, id: string, body: object) =>
  caller.send<TReceivingResult & { modelState?: Record<string, string[]> }>(
    "POST",
    `/api/orders/${id}/receiving`,
    body,
  );
const discard = (caller: Caller, id: string, body: object) =>
  caller.send<TReceivingResult>("POST", `/api/orders/${id}/discard`, body);

describe("who may receive", () => {
  it("the /receiving menu claims (receiving, comics, invoicing); a grader gets 403", async () => {
    const id = await submitted();
    expect((await read(grader, id)).status).toBe(403);
    expect((await save(grader, id, { version: 1, counts: {} })).status).toBe(403);
    expect((await discard(grader, id, { version: 1 })).status).toBe(403);
    const pdf = await ctx.app.inject({ method: "GET", url: `/api/orders/${id}/packing-slip.pdf` });
    expect(pdf.statusCode).toBe(401);
    expect((await read(comicsWorker, id)).status).toBe(200);
  });
});

describe("the receiving check", () => {
  it("shows the declared tiers with their insured values, then keeps counts and note", async () => {
    const id = await submitted();
    const first = await read(receiver, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      orderId: id,
      status: "Submitted",
      version: 1,
      counts: {},
      note: null,
      updatedAt: null,
      tiers: [
        { id: "NW", count: 3, insured: 17000 },
        { id: "SO", count: 1, insured: 20000 },
      ],
    });
    expect(first.body.customer.id).toBe(who.customerId);

    const saved = await save(receiver, id, { version: 1, counts: { NW: 2, so: 1 }, note: "One NW missing" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: RECEIVING_SAVED_MESSAGE, status: "Submitted", version: 2 });
    const again = await read(receiver, id);
    expect(again.body).toMatchObject({ counts: { NW: 2, SO: 1 }, note: "One NW missing", version: 2 });
    expect(again.body.updatedAt).not.toBeNull();

    const stale = await save(receiver, id, { version: 1, counts: { NW: 3 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_VERSION_MESSAGE);
    const unknownTier = await save(receiver, id, { version: 2, counts: { XX: 1 } });
    expect(unknownTier.status).toBe(400);
    expect(unknownTier.body.modelState).toHaveProperty(["model.counts.XX"]);
    expect((await read(receiver, id)).body.counts).toEqual({ NW: 2, SO: 1 });
  });

  it("complete moves the order to Invoicing, logged, received today; only from Submitted", async () => {
    const id = await submitted();
    const done = await save(receiver, id, { version: 1, counts: { NW: 3, SO: 1 }, complete: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: RECEIVING_COMPLETED_MESSAGE,
      status: "Invoicing",
      version: 2,
    });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe("Invoicing");
    expect(order?.receivedDate?.toISOString().slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const log = await ctx.db
      .select()
      .from(orderLog)
      .where(and(eq(orderLog.orderId, id), eq(orderLog.toStatus, "Invoicing")));
    expect(log.map((l) => [l.description, l.fromStatus])).toEqual([
      [RECEIVING_COMPLETED_MESSAGE, "Submitted"],
    ]);
    expect((await read(receiver, id)).body.counts).toEqual({ NW: 3, SO: 1 });

    const twice = await save(receiver, id, { version: 2, counts: {}, complete: true });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(WRONG_STATUS_MESSAGE);
    const discarded = await discard(receiver, id, { version: 2 });
    expect(discarded.status).toBe(400);
    expect(discarded.body.message).toBe(WRONG_STATUS_MESSAGE);
  });

  it("discard cancels the order as never received and gives the rewards back", async () => {
    const id = await submitted(300);
    const [before] = await ctx.db.select().from(customers).where(eq(customers.id, who.customerId));
    expect((await discard(receiver, id, { version: 5 })).status).toBe(409);
    const done = await discard(receiver, id, { version: 1 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: ORDER_DISCARDED_MESSAGE, status: "Cancelled" });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: "Cancelled", balance: 0 });
    const [after] = await ctx.db.select().from(customers).where(eq(customers.id, who.customerId));
    expect(after?.rewardsAvailable).toBe((before?.rewardsAvailable ?? 0) + 300);
    const completing = await save(receiver, id, { version: 2, counts: {}, complete: true });
    expect(completing.status).toBe(400);
  });

  it("an unknown order is 404", async () => {
    expect((await read(receiver, "26-ZZZZZZZ")).status).toBe(404);
    expect((await save(receiver, "26-ZZZZZZZ", { version: 1, counts: {} })).status).toBe(404);
  });
});

describe("the packing slip", () => {
  it("is a PDF with the lab, the order id in text and as a barcode image, tiers and comics", async () => {
    const id = await submitted();
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/orders/${id}/packing-slip.pdf`,
      headers: pdfReader,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const dir = mkdtempSync(path.join(tmpdir(), "slip-"));
    const file = path.join(dir, "slip.pdf");
    writeFileSync(file, response.rawPayload);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("Certified Collectibles Grading Lab");
    expect(text).toContain(id);
    expect(text).toMatch(/NW\s+.*\s+3\s+\$170\.00/);
    expect(text).toMatch(/SO\s+.*\s+1\s+\$200\.00/);
    expect(text).toMatch(/Total comics\s+4/);
    expect(text).toMatch(/002\s+Batman\s+423\s+1985/);
    const images = execFileSync("pdfimages", ["-list", file]).toString();
    // One image (with its alpha mask): the barcode, wide and short.
    const rows = images
      .trim()
      .split("\n")
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === "image");
    expect(rows).toHaveLength(1);
    const [, , , width, height] = (rows[0] ?? "").trim().split(/\s+/);
    expect(Number(width)).toBeGreaterThan(Number(height));
  });
});
