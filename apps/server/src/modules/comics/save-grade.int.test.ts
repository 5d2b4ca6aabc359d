// PUT /api/orders/{id}/comic/{comicId}/grade through the HTTP API: a save read back, each refusal with
// its text and nothing changed, reject and raw grade clearing, stale versions and claims.
import type { TComic, TOrderLog } from "@gbo/contracts/orders";
import { GRADE_NOT_ON_SCALE, LOOKS_BETTER_NOT_ALLOWED } from "@gbo/domain/grading";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics, signatures } from "../../db/schema/index";
import { seedOrder } from "../../seed/orders-factory";
import { type Caller, callerWith } from "../../test/callers";
import { createTestContext, type TestContext } from "../../test/index";
import { tierTestKit } from "../../test/tier-kit";

let ctx: TestContext;
let grader: Caller;
const { summary } = tierTestKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
  grader = await callerWith(ctx, "grade");
});
afterAll(() => ctx.close());

const graded = {
  grade: 9.8,
  pageQuality: "White",
  restoration: null,
  signees: [{ line1: "Stan Lee", line2: "Writer" }],
  artists: ["Jack Kirby"],
  keyComments: ["1st appearance"],
  backLabels: ["Back label"],
};

/** A PreGrade NW tier (a raw-grade tier) with two comics insured at 100 dollars. */
async function gradingOrder(status: "PreGrade" | "Finalize" | "Labels" = "PreGrade", count = 2) {
  const { orderId } = await seedOrder(ctx.db, {
    status: "InProcess",
    tiers: [{ code: "NW", status, count }],
  });
  await ctx.db.update(comics).set({ insured: 10_000 }).where(eq(comics.orderId, orderId));
  return { orderId, version: (await summary(orderId)).order.version };
}

const url = (orderId: string, comicId = "001") => `/api/orders/${orderId}/comic/${comicId}/grade`;
const comicOf = async (orderId: string, comicId = "001") =>
  (await grader.get<TComic>(`/api/orders/${orderId}/comic/${comicId}`)).body;

describe("saving a grade", () => {
  it("saves, derives the category, adds the note, logs the grade and reads back", async () => {
    const { orderId, version } = await gradingOrder();
    await ctx.db
      .insert(signatures)
      .values({ orderId, comicId: "001", name: "Stan Lee", type: "VSP", valid: true });
    const saved = await grader.send("PUT", url(orderId), { version, ...graded, note: "Spine tick" });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.version).toBe(version + 1);
    expect(saved.body.message).toBe(`${orderId}-001: Graded 9.8 (Verified)`);
    const comic = await comicOf(orderId);
    expect(comic).toMatchObject({
      grade: 9.8,
      category: "Verified",
      pageQuality: "White",
      artists: ["Jack Kirby"],
    });
    expect(comic.updatedStatus).toBe("PreGrade");
    expect(comic.notes.map((n) => n.description)).toContain("Spine tick");
    const log = (await grader.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(log.find((e) => e.type === "Grade")).toMatchObject({
      comicId: "001",
      tierId: "NW",
      description: "Graded 9.8 (Verified)",
    });
  });

  it("refuses each bad field with its text, all at once, and changes nothing", async () => {
    const { orderId, version } = await gradingOrder();
    const before = await comicOf(orderId);
    const refused = await grader.send<{ modelState: Record<string, string[]> }>("PUT", url(orderId), {
      version,
      ...graded,
      grade: 9.7,
      looksBetter: true,
      artwork: true,
      isSlab: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toMatchObject({
      "model.grade": [GRADE_NOT_ON_SCALE],
      "model.artwork": ["Choose only one of artwork, slab and witnessed signature."],
    });
    const fee = await grader.send<{ modelState: Record<string, string[]> }>("PUT", url(orderId), {
      version,
      reject: true,
      rejectFees: "",
      grade: null,
    });
    expect(fee.status).toBe(400);
    expect(fee.body.modelState).toEqual({ "model.rejectFees": ["Please enter reject fees"] });
    const digits = await grader.send("PUT", url(orderId), {
      version,
      reject: true,
      rejectFees: "100",
      grade: null,
    });
    expect(digits.body.message).toBe("Invalid entry. Only 2 digits allowed.");
    const looks = await grader.send("PUT", url(orderId), { version, grade: 9.8, looksBetter: true });
    expect(looks.body.message).toBe(LOOKS_BETTER_NOT_ALLOWED);
    expect(await comicOf(orderId)).toEqual(before);
    expect((await summary(orderId)).order.version).toBe(version);
  });

  it("refuses a grade below the grade screen unless the worker continues", async () => {
    const { orderId, version } = await gradingOrder();
    await ctx.db.update(comics).set({ gradeScreen: 9 }).where(eq(comics.orderId, orderId));
    const warned = await grader.send("PUT", url(orderId), { version, grade: 8.5 });
    expect(warned.status).toBe(400);
    expect(warned.body.message).toBe("Grade 8.5 is below the grade screen of 9.0");
    const kept = await grader.send("PUT", url(orderId), { version, grade: 8.5, confirmBelowScreen: true });
    expect(kept.status).toBe(200);
    expect((await comicOf(orderId)).grade).toBe(8.5);
  });

  it("reject clears the grading fields and keeps the fee", async () => {
    const { orderId, version } = await gradingOrder();
    const first = await grader.send("PUT", url(orderId), { version, ...graded });
    const rejected = await grader.send("PUT", url(orderId), {
      version: first.body.version,
      ...graded,
      reject: true,
      rejectFees: "5",
    });
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(await comicOf(orderId)).toMatchObject({
      reject: true,
      rejectFees: 500,
      grade: null,
      pageQuality: null,
      signees: [],
      artists: [],
      keyComments: [],
      backLabels: [],
      category: null,
    });
    const log = (await grader.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(log.map((e) => e.description)).toContain("Rejected, fee $5");
  });

  it("raw grade clears the grading fields but keeps category and signees", async () => {
    const { orderId, version } = await gradingOrder();
    const raw = await grader.send("PUT", url(orderId), { version, ...graded, partialGrade: true });
    expect(raw.status, raw.body.message).toBe(200);
    expect(await comicOf(orderId)).toMatchObject({
      partialGrade: true,
      grade: null,
      pageQuality: null,
      artists: [],
      keyComments: [],
      backLabels: [],
      category: "Raw Grade",
      signees: [{ line1: "Stan Lee", line2: "Writer" }],
    });
  });

  it("two saves with the same version: one 200, one 409, nothing overwritten", async () => {
    const { orderId, version } = await gradingOrder();
    const other = await callerWith(ctx, "pregrade");
    const answers = await Promise.all([
      grader.send("PUT", url(orderId), { version, grade: 9.8 }),
      other.send("PUT", url(orderId), { version, grade: 4.0 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await comicOf(orderId)).grade).toBe(winner === 0 ? 9.8 : 4.0);
  });

  it("needs the grading claim of the tier's station and a grading station", async () => {
    const { orderId, version } = await gradingOrder();
    const labels = await callerWith(ctx, "labels");
    expect((await labels.send("PUT", url(orderId), { version, grade: 9.8 })).status).toBe(403);
    const finalize = await callerWith(ctx, "finalize");
    expect((await finalize.send("PUT", url(orderId), { version, grade: 9.8 })).status).toBe(403);
    const atLabels = await gradingOrder("Labels");
    const admin = await callerWith(ctx, "admin");
    const wrong = await admin.send("PUT", url(atLabels.orderId), { version: atLabels.version, grade: 9.8 });
    expect(wrong.status).toBe(400);
    const missing = await grader.send("PUT", url(orderId, "099"), { version, grade: 9.8 });
    expect(missing.status).toBe(404);
  });

  it("hides grading on Finalize once the comic was graded there", async () => {
    const { orderId, version } = await gradingOrder("Finalize");
    const first = await grader.send("PUT", url(orderId), { version, grade: 9.8 });
    expect(first.status).toBe(200);
    const again = await grader.send("PUT", url(orderId), { version: first.body.version, grade: 9.6 });
    expect(again.status).toBe(400);
    const [row] = await ctx.db
      .select({ grade: comics.grade })
      .from(comics)
      .where(and(eq(comics.orderId, orderId), eq(comics.id, "001")));
    expect(row?.grade).toBe(9.8);
  });

  it.each(["PreGrade", "Finalize"] as const)(
    "at %s, grading every comic (grade, raw grade, reject) counts the tier processed without a scan",
    async (status) => {
      const { orderId, version } = await gradingOrder(status, 3);
      const tier = async () => (await summary(orderId)).tiers.find((t) => t.id === "NW");
      expect(await tier()).toMatchObject({ count: 3, processed: 0 });
      const first = await grader.send("PUT", url(orderId, "001"), { version, ...graded });
      expect(first.status, first.body.message).toBe(200);
      expect((await tier())?.processed).toBe(1);
      const raw = await grader.send("PUT", url(orderId, "002"), {
        version: first.body.version,
        ...graded,
        partialGrade: true,
      });
      expect(raw.status, raw.body.message).toBe(200);
      const rejected = await grader.send("PUT", url(orderId, "003"), {
        version: raw.body.version,
        grade: null,
        reject: true,
        rejectFees: "5",
      });
      expect(rejected.status, rejected.body.message).toBe(200);
      expect(await tier()).toMatchObject({ count: 3, processed: 3 });
      // A later scan of a graded comic is the usual "already scanned" warning and counts nothing twice.
      const scanned = await grader.send("POST", `/api/orders/${orderId}/scan/comic`, {
        tierId: "NW",
        code: `${orderId}-001`,
        version: rejected.body.version,
      });
      expect(scanned.body.isWarning).toBe(true);
      expect((await tier())?.processed).toBe(3);
    },
  );
});
