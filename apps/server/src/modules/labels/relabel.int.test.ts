// Relabel and the single-label calls through the HTTP API (workflow §7; administration §7 /api/test):
// one comic, a tier, bulk; old labels from label_prints; recorded as relabel prints and logged on the
// order; the barcode picture and a label-size PDF read back with zxing.
import type { TLabelPdf } from "@gbo/contracts/labels";
import { noEarlierLabel } from "@gbo/domain/labels";
import { CARD_NUMBER_IN_TEXT } from "@gbo/domain/text";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLog } from "../../db/schema/index";
import { labelPrints } from "../../db/schema/labels";
import { DEMO_LABEL_ORDERS, seedDemoLabels } from "../../seed/labels-demo";
import { createTestContext, type TestContext } from "../../test/index";
import { pdfToPngs, type RawCaller, rawCallerWith, readCode128 } from "./labels-test-kit";
import { relabelDescription } from "./relabel";

const { grades, raw, intTests, magazine, many } = DEMO_LABEL_ORDERS;
let ctx: TestContext;
let worker: RawCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoLabels(ctx.db);
  worker = await rawCallerWith(ctx, "labels");
});
afterAll(() => ctx.close());

const printsOf = (uniqueId: string) =>
  ctx.db
    .select()
    .from(labelPrints)
    .where(eq(labelPrints.uniqueId, uniqueId))
    .orderBy(desc(labelPrints.printedAt), desc(labelPrints.id));
const logOf = (orderId: string) =>
  ctx.db
    .select()
    .from(orderLog)
    .where(and(eq(orderLog.orderId, orderId), eq(orderLog.type, "Labels")));
const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe("relabel one comic, a tier, many", () => {
  it("relabels one comic on a label-size page, records it and logs the reason", async () => {
    const response = await worker.call("POST", `/api/orders/${intTests}/relabel/001`, { reason: "Smudged" });
    expect(response.status).toBe(200);
    const pdf = response.json<TLabelPdf>();
    expect(pdf).toMatchObject({ totalPages: 1, labels: 1 });
    const [print] = await printsOf(`${intTests}-001`);
    expect(print).toMatchObject({ pdfName: pdf.pdfName, isRelabel: true, printedBy: worker.workerName });
    expect((await logOf(intTests)).map((l) => [l.description, l.tierId, l.comicId])).toEqual([
      [relabelDescription([`${intTests}-001`], false, "Smudged"), "SO", "001"],
    ]);
    // The label-size page holds the whole label: its barcode reads back.
    const download = await worker.call("GET", `/api/orders/labels?name=${pdf.pdfName}`);
    const [page] = await pdfToPngs(download.body);
    expect(await readCode128(page as Buffer)).toEqual([`${intTests}-001`]);
  }, 60_000);

  it("refuses a card number typed into the reason, printing nothing", async () => {
    const before = (await printsOf(`${intTests}-002`)).length;
    const card = await worker.call("POST", `/api/orders/${intTests}/relabel/002`, {
      reason: "paid with 4111 1111 1111 1111",
    });
    expect([card.status, messageOf(card)]).toEqual([400, CARD_NUMBER_IN_TEXT]);
    expect((await printsOf(`${intTests}-002`)).length).toBe(before);
  });

  it("relabels a whole tier with /true, on sheets", async () => {
    const response = await worker.call("POST", `/api/orders/${grades}/relabel/SO/true`, {});
    expect(response.status).toBe(200);
    expect(response.json<TLabelPdf>()).toMatchObject({ labels: 4, totalPages: 4 });
    const log = await logOf(grades);
    expect(log.map((l) => l.description)).toEqual([
      relabelDescription(
        [1, 2, 3, 4].map((n) => `${grades}-00${n}`),
        false,
      ),
    ]);
  });

  it("prints the old label's text with oldLabels, and refuses a comic never printed", async () => {
    // 26-LABL010-002 was printed in the demo's earlier PDF; its last print is the demo's.
    const old = await worker.call("POST", `/api/orders/${raw}/relabel/002`, { oldLabels: true });
    expect(old.status).toBe(200);
    const [latest, earlier] = await printsOf(`${raw}-002`);
    expect(latest?.label).toEqual(earlier?.label);
    const [magazineComic] = await printsOf(`${magazine}-001`);
    expect(magazineComic).toBeUndefined();
    const never = await worker.call("POST", `/api/orders/${magazine}/relabel/001`, { oldLabels: true });
    expect([never.status, messageOf(never)]).toEqual([404, noEarlierLabel(`${magazine}-001`)]);
    expect(await printsOf(`${magazine}-001`)).toEqual([]);
  });

  it("old labels print the grade as it was: 26-LABL009-001 was first labelled 9.9", async () => {
    expect(
      (await worker.call("POST", `/api/orders/${grades}/relabel/001`, { oldLabels: false })).status,
    ).toBe(200);
    // The relabel above printed 10.0; with oldLabels the last print (10.0) is what prints again.
    const [current] = await printsOf(`${grades}-001`);
    expect(current?.label).toMatchObject({ grade: "10.0" });
    const prints = await printsOf(`${grades}-001`);
    expect(prints.at(-1)?.label).toMatchObject({ grade: "9.9" });
  });

  it("bulk relabels comics or tiers into one PDF, logging each order", async () => {
    const comicsBulk = await worker.call("POST", "/api/orders/bulk/relabel/false/false", {
      ids: [`${raw}-001`, `${raw}-003`, `${raw}-001`],
    });
    expect(comicsBulk.status).toBe(200);
    expect(comicsBulk.json<TLabelPdf>().labels).toBe(2);
    const tiersBulk = await worker.call("POST", "/api/orders/bulk/relabel/true/false", {
      ids: [`${magazine}-ZS`, `${intTests}-SO`],
    });
    expect(tiersBulk.status).toBe(200);
    expect(tiersBulk.json<TLabelPdf>()).toMatchObject({ labels: 5 });
    expect((await logOf(magazine)).map((l) => l.description)).toEqual([
      relabelDescription([`${magazine}-001`, `${magazine}-002`, `${magazine}-003`], false),
    ]);
    const unknown = await worker.call("POST", "/api/orders/bulk/relabel/false/false", {
      ids: [`${raw}-001`, "26-ZZZZZZZ-001"],
    });
    expect([unknown.status, messageOf(unknown)]).toEqual([404, "Comic not found."]);
    const notTier = await worker.call("POST", "/api/orders/bulk/relabel/true/false", { ids: [`${raw}-001`] });
    expect([notTier.status, messageOf(notTier)]).toEqual([404, "Not a valid Tier Id"]);
  });
});

describe("/api/test label calls", () => {
  it("streams one comic's label; flag true records and logs it; old labels need an earlier print", async () => {
    const before = (await printsOf(`${intTests}-002`)).length;
    const plain = await worker.call("GET", `/api/test/getlabel/${intTests}-002/relabel/false/false`);
    expect([plain.status, plain.type]).toEqual([200, "application/pdf"]);
    expect((await printsOf(`${intTests}-002`)).length).toBe(before);
    const [page] = await pdfToPngs(plain.body);
    expect(await readCode128(page as Buffer)).toEqual([`${intTests}-002`]);

    const never = await worker.call("GET", `/api/test/getlabel/${many}-005/relabel/false/true`);
    expect([never.status, messageOf(never)]).toEqual([404, noEarlierLabel(`${many}-005`)]);
    const recorded = await worker.call("GET", `/api/test/getlabel/${intTests}-002/relabel/true/false`);
    expect(recorded.status).toBe(200);
    expect(recorded.body.subarray(0, 5).toString()).toBe("%PDF-");
    const [print] = await printsOf(`${intTests}-002`);
    expect(print?.isRelabel).toBe(true);
    const old = await worker.call("GET", `/api/test/getlabel/${intTests}-002/relabel/false/true`);
    expect([old.status, old.type]).toEqual([200, "application/pdf"]);
  }, 60_000);

  it("draws a certification number's Code 128 as a PNG that reads back", async () => {
    const response = await worker.call("GET", `/api/test/getbarcode/${grades}-003`);
    expect([response.status, response.type]).toEqual([200, "image/png"]);
    expect(await readCode128(response.body)).toEqual([`${grades}-003`]);
  });

  it("streams a bulk PDF of comics or tiers without recording it", async () => {
    const before = (await ctx.db.select().from(labelPrints)).length;
    const response = await worker.call("POST", "/api/test/bulk/relabel/true/false", {
      ids: [`${grades}-SO`],
    });
    expect([response.status, response.type]).toEqual([200, "application/pdf"]);
    expect(await pdfToPngs(response.body)).toHaveLength(4);
    expect((await ctx.db.select().from(labelPrints)).length).toBe(before);
  }, 60_000);
});

describe("access and junk", () => {
  it("needs the labels claim", async () => {
    const grader = await rawCallerWith(ctx, "grade");
    const calls: ["GET" | "POST", string, unknown?][] = [
      ["POST", `/api/orders/${grades}/relabel/001`, {}],
      ["POST", `/api/orders/${grades}/relabel/SO/true`, {}],
      ["POST", "/api/orders/bulk/relabel/false/false", { ids: [`${grades}-001`] }],
      ["GET", `/api/test/getlabel/${grades}-001/relabel/false/false`],
      ["GET", `/api/test/getbarcode/${grades}-001`],
      ["POST", "/api/test/bulk/relabel/false/false", { ids: [`${grades}-001`] }],
    ];
    for (const [method, url, payload] of calls)
      expect((await grader.call(method, url, payload)).status, url).toBe(403);
  });

  it("answers junk ids with a 4xx, never a 500", async () => {
    const junk: ["GET" | "POST", string, unknown?][] = [
      ["POST", "/api/orders/nope/relabel/001", {}],
      ["POST", `/api/orders/${grades}/relabel/999`, {}],
      ["POST", `/api/orders/${grades}/relabel/%27--`, {}],
      ["POST", `/api/orders/${grades}/relabel/ZZ/true`, {}],
      ["POST", "/api/orders/bulk/relabel/maybe/false", { ids: ["x"] }],
      ["POST", "/api/orders/bulk/relabel/false/false", { ids: [] }],
      ["GET", "/api/test/getlabel/junk/relabel/false/false"],
      ["GET", `/api/test/getlabel/${grades}-001/relabel/yes/false`],
      ["GET", "/api/test/getbarcode/%E2%9C%93"],
      ["GET", "/api/test/getbarcode/..%2F..%2Fetc%2Fpasswd"],
      ["POST", "/api/test/bulk/relabel/false/true", { ids: ["26-"] }],
    ];
    for (const [method, url, payload] of junk) {
      const status = (await worker.call(method, url, payload)).status;
      expect(status, url).toBeGreaterThanOrEqual(400);
      expect(status, url).toBeLessThan(500);
    }
  });
});
