// POST /api/orders/{id}/redo and /redo/{tier} through the HTTP API: the station's work starts over
// (unscanned, processed lowered, grading shown again), logged; claims, stale versions, the reason.
import type { TComic, TOrderLog, TOrderSummary } from "@gbo/contracts/orders";
import { REDO_REASON_REQUIRED } from "@gbo/domain/workflow";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics } from "../../../db/schema/index";
import { seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";

let ctx: TestContext;
let grader: Caller;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  grader = await callerWith(ctx, "grade");
  admin = await callerWith(ctx, "admin");
});
afterAll(() => ctx.close());

const summary = async (orderId: string) => (await admin.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
const comicOf = async (orderId: string, comicId: string) =>
  (await admin.get<TComic>(`/api/orders/${orderId}/comic/${comicId}`)).body;

/** A Finalize SO tier of 3 comics, 2 scanned and graded there (grading hidden for them). */
async function finalizeOrder() {
  const { orderId } = await seedOrder(ctx.db, {
    status: "InProcess",
    tiers: [
      { code: "SO", status: "Finalize", count: 3, processed: 2 },
      { code: "SL", status: "Labels", count: 1 },
    ],
  });
  await ctx.db
    .update(comics)
    .set({ updatedStatus: "Finalize", grade: 9.8, category: "Certified" })
    .where(and(eq(comics.orderId, orderId), eq(comics.tierId, "SO")));
  return { orderId, version: (await summary(orderId)).order.version };
}

describe("redo comics", () => {
  it("starts the station over for those comics, lowers processed and logs each comic", async () => {
    const { orderId, version } = await finalizeOrder();
    const done = await grader.send("POST", `/api/orders/${orderId}/redo`, {
      version,
      comicIds: ["001", `${orderId}-003`],
      reason: "Corner crease missed",
    });
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe("Redo 001, 003 at Finalize: Corner crease missed");
    expect(done.body.version).toBe(version + 1);
    const after = await summary(orderId);
    expect(after.tiers.find((t) => t.id === "SO")?.processed).toBe(1);
    expect(await comicOf(orderId, "001")).toMatchObject({ scanned: false, updatedStatus: null, grade: 9.8 });
    // 002 was not named: still scanned and still graded at Finalize.
    expect(await comicOf(orderId, "002")).toMatchObject({ scanned: true, updatedStatus: "Finalize" });
    const log = (await admin.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    const redos = log.filter((e) => e.type === "Redo");
    expect(redos.map((e) => [e.comicId, e.tierId, e.description]).sort()).toEqual([
      ["001", "SO", "Redo 001 at Finalize: Corner crease missed"],
      ["003", "SO", "Redo 003 at Finalize: Corner crease missed"],
    ]);
  });

  it("lets the Finalize grader grade the comic again", async () => {
    const { orderId, version } = await finalizeOrder();
    const url = `/api/orders/${orderId}/comic/001/grade`;
    expect((await grader.send("PUT", url, { version, grade: 9.6 })).status).toBe(400);
    const redone = await grader.send("POST", `/api/orders/${orderId}/redo`, {
      version,
      comicIds: ["001"],
      reason: "Regrade",
    });
    const graded = await grader.send("PUT", url, { version: redone.body.version, grade: 9.6 });
    expect(graded.status, graded.body.message).toBe(200);
    expect((await comicOf(orderId, "001")).grade).toBe(9.6);
  });

  it("needs a reason, and changes nothing without one", async () => {
    const { orderId, version } = await finalizeOrder();
    const before = await summary(orderId);
    for (const reason of [undefined, "", "   "]) {
      const refused = await grader.send<{ modelState: Record<string, string[]> }>(
        "POST",
        `/api/orders/${orderId}/redo`,
        { version, comicIds: ["001"], reason },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(REDO_REASON_REQUIRED);
      expect(refused.body.modelState).toEqual({ "model.reason": [REDO_REASON_REQUIRED] });
    }
    expect(await summary(orderId)).toEqual(before);
  });

  it("refuses a worker without the station's claim (403), a stale version (409), an unknown comic (404)", async () => {
    const { orderId, version } = await finalizeOrder();
    const before = await summary(orderId);
    const body = { version, comicIds: ["001"], reason: "Why" };
    const labels = await callerWith(ctx, "labels");
    expect((await labels.send("POST", `/api/orders/${orderId}/redo`, body)).status).toBe(403);
    const invoicing = await callerWith(ctx, "invoicing");
    expect((await invoicing.send("POST", `/api/orders/${orderId}/redo`, body)).status).toBe(403);
    // A grader may redo the Finalize comic but not the Labels one in the same call: nothing changes.
    const mixed = await grader.send("POST", `/api/orders/${orderId}/redo`, {
      ...body,
      comicIds: ["001", "004"],
    });
    expect(mixed.status).toBe(403);
    const stale = await grader.send("POST", `/api/orders/${orderId}/redo`, { ...body, version: version - 1 });
    expect(stale.status).toBe(409);
    const missing = await grader.send("POST", `/api/orders/${orderId}/redo`, { ...body, comicIds: ["099"] });
    expect(missing.status).toBe(404);
    const empty = await grader.send("POST", `/api/orders/${orderId}/redo`, { ...body, comicIds: [] });
    expect(empty.status).toBe(400);
    expect(await summary(orderId)).toEqual(before);
  });
});

describe("redo a tier", () => {
  it("unscans every comic, sets processed to 0 and logs the tier", async () => {
    const { orderId, version } = await finalizeOrder();
    const finalize = await callerWith(ctx, "finalize");
    const done = await finalize.send("POST", `/api/orders/${orderId}/redo/so`, {
      version,
      reason: "Wrong grader",
    });
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe("Redo tier SO at Finalize: Wrong grader (3 comics)");
    expect(done.body).toMatchObject({ tierId: "SO", tierStatus: "Finalize" });
    const after = await summary(orderId);
    const tier = after.tiers.find((t) => t.id === "SO");
    expect(tier).toMatchObject({ processed: 0, status: "Finalize" });
    expect(after.comics.filter((c) => c.tierId === "SO").every((c) => !c.scanned)).toBe(true);
    expect((await comicOf(orderId, "002")).updatedStatus).toBeNull();
    const log = (await admin.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(log.find((e) => e.type === "Redo")).toMatchObject({
      tierId: "SO",
      comicId: null,
      description: "Redo tier SO at Finalize: Wrong grader",
    });
  });

  it("refuses without a reason, without the claim, with a stale version; nothing changed", async () => {
    const { orderId, version } = await finalizeOrder();
    const before = await summary(orderId);
    const url = `/api/orders/${orderId}/redo/SO`;
    const noReason = await grader.send("POST", url, { version, reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(REDO_REASON_REQUIRED);
    const pressing = await callerWith(ctx, "pressing");
    expect((await pressing.send("POST", url, { version, reason: "x" })).status).toBe(403);
    expect((await grader.send("POST", url, { version: version + 5, reason: "x" })).status).toBe(409);
    expect(
      (await grader.send("POST", `/api/orders/${orderId}/redo/ZZ`, { version, reason: "x" })).status,
    ).toBe(404);
    expect(await summary(orderId)).toEqual(before);
  });

  it("refuses an order that is not in process", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Billing", tiers: [{ code: "SO", count: 1 }] });
    const { version } = (await summary(orderId)).order;
    const refused = await admin.send("POST", `/api/orders/${orderId}/redo/SO`, { version, reason: "x" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("This order is not at a step where this can be done.");
  });
});
