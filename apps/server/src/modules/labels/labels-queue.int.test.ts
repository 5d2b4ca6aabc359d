// The worker label queue through the HTTP API (administration §4, §5, §7, §8; issue 17), on the demo
// label orders: scan rules and messages, buckets and pages, generate and download, clear, remove, and a
// generated PDF read back: its pages counted and a label's barcode decoded to the certification number.
import type { TLabelPdf, TLabelQueue, TLabelQueueChange } from "@gbo/contracts/labels";
import {
  tierAlreadyQueued as alreadyQueued,
  LABEL_QUEUE_STALE,
  tierNotAtLabels as notAtLabels,
  tierOfOtherType as wrongQueue,
} from "@gbo/domain/labels";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics, tiers } from "../../db/schema/index";
import { labelPrints } from "../../db/schema/labels";
import { DEMO_LABEL_ORDERS, seedDemoLabels } from "../../seed/labels-demo";
import { seedOrder } from "../../seed/orders-factory";
import { createTestContext, type TestContext } from "../../test/index";
import { PDF_NOT_FOUND_MESSAGE } from "./label-print";
import { FIRST_SHEET_LABEL, pdfToPngs, type RawCaller, rawCallerWith, readCode128 } from "./labels-test-kit";

const { grades, raw, many, magazine, manga, intTests } = DEMO_LABEL_ORDERS;
const FINALIZE_ORDER = "26-LBLQ001";
let ctx: TestContext;
let worker: RawCaller;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoLabels(ctx.db);
  await seedOrder(ctx.db, {
    id: FINALIZE_ORDER,
    status: "InProcess",
    tiers: [{ code: "SO", status: "Finalize", count: 1 }],
  });
  worker = await rawCallerWith(ctx, "labels");
});
afterAll(() => ctx.close());

const queueOf = async (caller: RawCaller, type = "Comic") => {
  const response = await caller.call("GET", `/api/orders/labels/queue/${type}`);
  expect(response.status).toBe(200);
  return response.json<TLabelQueue>();
};
const scanIn = (caller: RawCaller, scan: string, collectibleType = "Comic") =>
  caller.call("POST", "/api/orders/labels/queue", { collectibleType, scan });
const scanOut = (caller: RawCaller, scan: string, collectibleType = "Comic") =>
  caller.call("PUT", "/api/orders/labels/queue", { collectibleType, scan });
const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe("demo label seed", () => {
  it("puts every demo tier at Labels with graded comics, once", async () => {
    await seedDemoLabels(ctx.db); // idempotent: a second run adds nothing
    for (const orderId of Object.values(DEMO_LABEL_ORDERS)) {
      const rows = await ctx.db.select().from(tiers).where(eq(tiers.orderId, orderId));
      expect(
        rows.map((t) => t.status),
        orderId,
      ).toEqual(["Labels"]);
    }
    const rows = await ctx.db.select().from(comics).where(eq(comics.orderId, grades)).orderBy(comics.id);
    expect(rows.map((c) => c.grade)).toEqual([10, 9.9, 9.8, 9.4]);
    expect(rows.map((c) => c.category)).toEqual(["Certified", "Verified", "Certified", "Certified"]);
    expect(rows[3]?.restoration).toBeTruthy();
    expect(rows[2]?.title.length).toBeGreaterThan(30);
    const prints = await ctx.db.select().from(labelPrints);
    expect(prints).toHaveLength(5);
    expect(prints.find((p) => p.uniqueId === `${grades}-001`)?.label).toMatchObject({ grade: "9.9" });
  });
});

describe("label queue scans", () => {
  it("refuses bad scans with the spec's messages and changes nothing", async () => {
    const cases: [string, number, string][] = [
      ["26-LABL0", 400, "Not a valid Scan"],
      [grades, 400, "Not a valid Tier Id"],
      [`${grades}-001`, 400, "Not a valid Tier Id"],
      [`${grades}-SL`, 404, "Not a valid Tier Id"],
      [`${FINALIZE_ORDER}-SO`, 400, notAtLabels(`${FINALIZE_ORDER}-SO`, "Finalize")],
      [`${magazine}-ZS`, 400, wrongQueue(`${magazine}-ZS`, "Magazine")],
    ];
    for (const [scan, status, message] of cases) {
      const response = await scanIn(worker, scan);
      expect(response.status, scan).toBe(status);
      expect(messageOf(response), scan).toBe(message);
    }
    expect((await queueOf(worker)).tiers).toEqual([]);
  });

  it("scans tiers in: buckets in the spec's order with their labels and pages, tiers newest first", async () => {
    const added = await scanIn(worker, `${grades}-so`);
    expect(added.status).toBe(200);
    const change = added.json<TLabelQueueChange>();
    expect(change.message).toBe("Tier added to Labels queue: 4 of 4 comics printable");
    expect(change.queue.tiers).toEqual([
      expect.objectContaining({ orderId: grades, tierId: "SO", comics: 4 }),
    ]);
    const again = await scanIn(worker, `${grades}-SO`);
    expect([again.status, messageOf(again)]).toEqual([400, alreadyQueued(`${grades}-SO`)]);
    expect((await scanIn(worker, `${raw}-SO`)).status).toBe(200);
    expect((await scanIn(worker, `${many}-SO`)).status).toBe(200);

    const queue = await queueOf(worker);
    expect(queue.tiers.map((t) => t.orderId)).toEqual([many, raw, grades]);
    expect(queue.buckets.map((b) => [b.bucket, b.comics.length, b.pages])).toEqual([
      ["10", 1, 1],
      ["99", 1, 1],
      ["98", 11, 2],
      ["gg", 6, 1],
    ]);
    const first = queue.buckets[0]?.comics[0];
    expect(first?.uniqueId).toBe(`${grades}-001`);
    expect(first?.label).toMatchObject({ grade: "10.0", colour: "universal", pageQuality: "White Pages" });
    const long = queue.buckets[2]?.comics.find((c) => c.uniqueId === `${grades}-003`);
    expect(long?.label.titleLines).toEqual(["The Amazing Spider-Man Annual", "Special Edition"]);
    const signed = queue.buckets[1]?.comics[0]?.label;
    expect(signed).toMatchObject({ colour: "signature", signees: ["Stan Lee (Writer)"] });
    const rawGrade = queue.buckets[3]?.comics.find((c) => c.uniqueId === `${raw}-001`)?.label;
    expect(rawGrade).toMatchObject({ grade: "Raw", colour: "qualified" });
    expect(queue.totalPages).toBe(0);
    expect(queue.pdfName).toBeNull();
  });

  it("lists manga by label code, the code outside the list as unbucketed", async () => {
    // A book stored with a code from before the list was enforced (the demo's manga all had JP).
    await ctx.db
      .update(comics)
      .set({ mangaLabelCode: "JP" })
      .where(and(eq(comics.orderId, manga), eq(comics.id, "004")));
    const wrong = await scanIn(worker, `${manga}-MO`, "Comic");
    expect(messageOf(wrong)).toBe(wrongQueue(`${manga}-MO`, "Manga"));
    const added = await scanIn(worker, `${manga}-MO`, "Manga");
    expect(messageOf(added)).toBe(
      "Tier added to Labels queue: 3 of 4 comics printable (1 manga needs a label code: CB, HR, LP, RB, SL or PF)",
    );
    const queue = await queueOf(worker, "Manga");
    expect(queue.buckets.map((b) => b.bucket)).toEqual(["CB", "HR", "LP"]);
    expect(queue.unbucketed.map((c) => c.uniqueId)).toEqual([`${manga}-004`]);
    // The unbucketed book has no label stock: it is left out of the PDF, each code on its own sheet.
    const generated = await worker.call("POST", "/api/orders/workerlabels/download/Manga");
    expect(generated.json<TLabelPdf>()).toMatchObject({ labels: 3, totalPages: 3 });
  });
});

describe("generate, download and clear", () => {
  it("will not clear before generating: 'There are no labels to clear.'", async () => {
    const { version } = await queueOf(worker);
    const response = await worker.call("POST", "/api/orders/labels/queue/clear/Comic", { version });
    expect([response.status, messageOf(response)]).toEqual([400, "There are no labels to clear."]);
  });

  it("generates one PDF, each bucket on its own sheets, and records every label", async () => {
    const before = await ctx.db.select().from(labelPrints);
    const generated = await worker.call("POST", "/api/orders/workerlabels/download/Comic");
    expect(generated.status).toBe(200);
    const pdf = generated.json<TLabelPdf>();
    expect(pdf).toMatchObject({ totalPages: 5, labels: 19 });
    const queue = await queueOf(worker);
    expect([queue.pdfName, queue.totalPages]).toEqual([pdf.pdfName, 5]);
    expect(queue.generatedAt).not.toBeNull();
    const prints = await ctx.db.select().from(labelPrints).where(eq(labelPrints.pdfName, pdf.pdfName));
    expect(prints).toHaveLength(19);
    expect(prints.every((p) => !p.isRelabel && p.printedBy === worker.workerName)).toBe(true);
    expect((await ctx.db.select().from(labelPrints)).length).toBe(before.length + 19);

    const download = await worker.call("GET", `/api/orders/labels?name=${pdf.pdfName}`);
    expect(download.status).toBe(200);
    expect(download.type).toBe("application/pdf");
    expect(download.body.subarray(0, 5).toString()).toBe("%PDF-");
    // The first sheet is bucket 10: its one label's barcode reads back as the certification number.
    const [label] = await pdfToPngs(download.body.subarray(0), FIRST_SHEET_LABEL);
    expect(label).toBeDefined();
    expect(await readCode128(label as Buffer)).toEqual([`${grades}-001`]);
  }, 60_000);

  it("prints a queue of two buckets on two sheets", async () => {
    const other = await rawCallerWith(ctx, "labels");
    expect((await scanIn(other, `${intTests}-SO`)).status).toBe(200);
    expect((await queueOf(other)).buckets.map((b) => b.bucket)).toEqual(["98", "gg"]);
    const pdf = (await other.call("POST", "/api/orders/workerlabels/download/Comic")).json<TLabelPdf>();
    expect(pdf).toMatchObject({ totalPages: 2, labels: 2 });
    const download = await other.call("GET", `/api/orders/labels?name=${pdf.pdfName}`);
    const pages = await pdfToPngs(download.body);
    expect(pages).toHaveLength(2);
    const [second] = await pdfToPngs(download.body, FIRST_SHEET_LABEL).then((p) => p.slice(1));
    expect(await readCode128(second as Buffer)).toEqual([`${intTests}-002`]);
  }, 60_000);

  it("answers 404 for a name never generated and 400 for a malformed one", async () => {
    const unknown = await worker.call("GET", "/api/orders/labels?name=labels-none.pdf");
    expect([unknown.status, messageOf(unknown)]).toEqual([404, PDF_NOT_FOUND_MESSAGE]);
    expect((await worker.call("GET", "/api/orders/labels?name=..%2Fx.pdf")).status).toBe(400);
    expect((await worker.call("GET", "/api/orders/labels")).status).toBe(400);
  });

  it("clears with the version read ('Queue cleared sucessfully'); a stale version is 409", async () => {
    const { version } = await queueOf(worker);
    const stale = await worker.call("POST", "/api/orders/labels/queue/clear/Comic", { version: version - 1 });
    expect([stale.status, messageOf(stale)]).toEqual([409, LABEL_QUEUE_STALE]);
    const cleared = await worker.call("POST", "/api/orders/labels/queue/clear/Comic", { version });
    expect(cleared.status).toBe(200);
    const change = cleared.json<TLabelQueueChange>();
    expect(change.message).toBe("Queue cleared sucessfully");
    expect(change.queue).toMatchObject({ tiers: [], buckets: [], totalPages: 0, pdfName: null });
    const empty = await worker.call("POST", "/api/orders/workerlabels/download/Comic");
    expect([empty.status, messageOf(empty)]).toEqual([400, "No Raw Labels to print"]);
  });
});

describe("taking tiers out", () => {
  it("removes a queued tier ('Tier removed sucessfully'), refuses others with 'Invalid Request', drops the generation", async () => {
    expect((await scanIn(worker, `${grades}-SO`)).status).toBe(200);
    expect((await scanIn(worker, `${raw}-SO`)).status).toBe(200);
    expect((await worker.call("POST", "/api/orders/workerlabels/download/Comic")).status).toBe(200);
    expect((await queueOf(worker)).totalPages).toBeGreaterThan(0);
    for (const scan of ["junk", `${many}-SO`, `${grades}-001`, ""]) {
      const refused = await scanOut(worker, scan);
      expect([refused.status, messageOf(refused)], scan).toEqual([400, "Invalid Request"]);
    }
    const removed = await scanOut(worker, `${raw}-SO`);
    expect(removed.status).toBe(200);
    const change = removed.json<TLabelQueueChange>();
    expect(change.message).toBe("Tier removed sucessfully");
    expect(change.queue.tiers.map((t) => t.orderId)).toEqual([grades]);
    expect([change.queue.pdfName, change.queue.totalPages]).toEqual([null, 0]);
  });
});

describe("access and junk", () => {
  it("needs the labels claim for every call", async () => {
    const grader = await rawCallerWith(ctx, "grade");
    const calls: ["GET" | "POST" | "PUT", string, unknown?][] = [
      ["GET", "/api/orders/labels/queue/Comic"],
      ["POST", "/api/orders/labels/queue", { collectibleType: "Comic", scan: `${grades}-SO` }],
      ["PUT", "/api/orders/labels/queue", { collectibleType: "Comic", scan: `${grades}-SO` }],
      ["POST", "/api/orders/labels/queue/clear/Comic", { version: 1 }],
      ["POST", "/api/orders/workerlabels/download/Comic"],
      ["POST", `/api/orders/labels/download/${grades}-SO`],
      ["GET", "/api/orders/labels?name=labels-none.pdf"],
    ];
    for (const [method, url, payload] of calls)
      expect((await grader.call(method, url, payload)).status, `${method} ${url}`).toBe(403);
    const admin = await rawCallerWith(ctx, "admin");
    expect((await admin.call("GET", "/api/orders/labels/queue/Magazine")).status).toBe(200);
  });

  it("answers junk with a 4xx, never a 500", async () => {
    const junk: ["GET" | "POST" | "PUT", string, unknown?][] = [
      ["GET", "/api/orders/labels/queue/Comics"],
      ["POST", "/api/orders/labels/queue", { collectibleType: "Toy", scan: `${grades}-SO` }],
      ["POST", "/api/orders/labels/queue", { collectibleType: "Comic", scan: "x".repeat(41) }],
      ["POST", "/api/orders/labels/queue/clear/Comic", { version: "one" }],
      ["POST", "/api/orders/workerlabels/download/%00"],
      ["POST", "/api/orders/labels/download/%27%3B--"],
      ["POST", "/api/orders/labels/download/99-ZZZZZZZ-SO"],
    ];
    for (const [method, url, payload] of junk) {
      const status = (await worker.call(method, url, payload)).status;
      expect(status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(status, `${method} ${url}`).toBeLessThan(500);
    }
  });
});

describe("one tier's labels", () => {
  it("generates a tier's PDF by its scan and records it", async () => {
    const response = await worker.call("POST", `/api/orders/labels/download/${magazine}-ZS`);
    expect(response.status).toBe(200);
    const pdf = response.json<TLabelPdf>();
    expect(pdf).toMatchObject({ labels: 3, totalPages: 3 }); // buckets 10, 98, gg
    const bad = await worker.call("POST", "/api/orders/labels/download/26-LABL0");
    expect([bad.status, messageOf(bad)]).toEqual([400, "Not a valid Scan"]);
    const download = await worker.call("GET", `/api/orders/labels?name=${pdf.pdfName}`);
    expect((await pdfToPngs(download.body)).length).toBe(3);
  }, 60_000);
});
