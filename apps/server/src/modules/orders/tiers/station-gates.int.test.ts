// Station gates through the HTTP API (issue 29): every comic scanned, each station still refuses to
// complete until its own step is done, naming the comics left; the tier screen says the same first.
import type { TTierDetail } from "@gbo/contracts/orders";
import type { TierStatus } from "@gbo/domain/workflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeedTierSpec, seedOrder } from "../../../seed/orders-factory";
import type { Caller } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import { stationSteps } from "../../../test/station-steps";
import { NO_SERVICES, tierTestKit } from "../../../test/tier-kit";

let ctx: TestContext;
const { stationWorker, summary } = tierTestKit(() => ctx);
const versionOf = async (orderId: string) => (await summary(orderId)).order.version;
const { gradeAll, setPictures, verifyLabels } = stationSteps(() => ctx, versionOf);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A tier of two comics at `status`, both already scanned (the minimum is met). */
async function scannedTier(status: TierStatus, extra: Partial<SeedTierSpec> = {}) {
  const { orderId, comics } = await seedOrder(ctx.db, {
    status: "InProcess",
    tiers: [{ code: "SO", status, count: 2, processed: 2, services: NO_SERVICES, ...extra }],
  });
  return { orderId, ids: comics.map((comic) => comic.uniqueId) };
}

async function complete(caller: Caller, orderId: string) {
  return caller.send("POST", "/api/orders/tier", {
    orderId,
    tierId: "SO",
    version: await versionOf(orderId),
  });
}

async function detail(caller: Caller, orderId: string) {
  return (await caller.get<TTierDetail>(`/api/orders/${orderId}/tiers/SO`)).body;
}

describe("each station's completion checks its own step", () => {
  it("PreGrade refuses ungraded comics, then completes once they are graded", async () => {
    const { orderId, ids } = await scannedTier("PreGrade");
    const worker = await stationWorker("PreGrade");
    const screen = await detail(worker, orderId);
    expect(screen.canComplete).toBe(false);
    expect(screen.gate.counter).toBe("Graded 0 of 2");
    expect(screen.gate.comics.map((c) => c.state)).toEqual(["Pending", "Pending"]);
    const refused = await complete(worker, orderId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `Cannot complete Pre-grade: ${ids[0]} has no grade; ${ids[1]} has no grade.`,
    );
    expect(screen.gate.message).toBe(refused.body.message);
    await gradeAll(worker, orderId, "SO");
    expect((await detail(worker, orderId)).gate.counter).toBe("Graded 2 of 2");
    const done = await complete(worker, orderId);
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.tierStatus).toBe("Finalize");
  });

  it("Finalize wants the grade saved at Finalize, not the pre-grade", async () => {
    const { orderId, ids } = await scannedTier("Finalize", { comics: [{ grade: 9.4 }, { grade: 9.6 }] });
    const worker = await stationWorker("Finalize");
    const refused = await complete(worker, orderId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `Cannot complete Finalize: ${ids[0]} has no grade saved at Finalize; ${ids[1]} has no grade saved at Finalize.`,
    );
    await gradeAll(worker, orderId, "SO", 9.4);
    const done = await complete(worker, orderId);
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.tierStatus).toBe("Labels");
  });

  it("Signature refuses undecided VSP/VSPP signatures, then completes once each is approved or disapproved", async () => {
    const { orderId, ids } = await scannedTier("Signature", {
      services: { ...NO_SERVICES, hasSignature: true },
      signatures: [[{ name: "Stan Lee", type: "VSP" }], [{ name: "Jack Kirby", type: "VSPP" }]],
    });
    const worker = await stationWorker("Signature");
    expect((await detail(worker, orderId)).gate.counter).toBe("Signatures decided 0 of 2");
    const refused = await complete(worker, orderId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `Cannot complete Signature: ${ids[0]} has 1 VSP/VSPP signature not approved or disapproved; ` +
        `${ids[1]} has 1 VSP/VSPP signature not approved or disapproved.`,
    );
    const approved = await worker.send("POST", `/api/orders/${orderId}/comic/001/vsp/approve`, {
      version: await versionOf(orderId),
    });
    expect(approved.status, approved.body.message).toBe(200);
    const disapproved = await worker.send("POST", `/api/orders/${orderId}/comic/002/vsp/disapprove`, {
      version: await versionOf(orderId),
      comment: "Signature does not match the witness sheet",
    });
    expect(disapproved.status, disapproved.body.message).toBe(200);
    const screen = await detail(worker, orderId);
    expect(screen.gate.counter).toBe("Signatures decided 2 of 2");
    expect(screen.canComplete).toBe(true);
    const done = await complete(worker, orderId);
    expect(done.status, done.body.message).toBe(200);
  });

  it("ImagingSP and Imaging refuse comics without their pictures, then complete with them", async () => {
    for (const [status, kind, lacks] of [
      ["ImagingSP", "special", "has no special pictures"],
      ["Imaging", "cover", "has no cover picture"],
    ] as const) {
      const { orderId, ids } = await scannedTier(status, {
        services: { ...NO_SERVICES, hasSpecialImaging: true, hasImaging: true },
      });
      const worker = await stationWorker(status);
      const refused = await complete(worker, orderId);
      expect(refused.status, status).toBe(400);
      expect(refused.body.message).toContain(`${ids[0]} ${lacks}; ${ids[1]} ${lacks}.`);
      await setPictures(orderId, "SO", kind);
      expect((await detail(worker, orderId)).gate.comics.every((c) => c.isDone)).toBe(true);
      const done = await complete(worker, orderId);
      expect(done.status, `${status}: ${done.body.message}`).toBe(200);
    }
  });

  it("Labels refuses until the labels are verified", async () => {
    const { orderId } = await scannedTier("Labels");
    const worker = await stationWorker("Labels");
    const refused = await complete(worker, orderId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Cannot complete Labels: labels are not verified.");
    await verifyLabels(worker, orderId, "SO");
    const done = await complete(worker, orderId);
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.tierStatus).toBe("HeatSeal");
  });

  it("Pressing refuses a comic neither scanned, failed nor reported missing; a failed one counts", async () => {
    const { orderId, ids } = await scannedTier("Pressing", {
      services: { ...NO_SERVICES, hasPressing: true },
      press: 1,
      processed: 1,
    });
    const worker = await stationWorker("Pressing");
    const refused = await complete(worker, orderId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Cannot complete Pressing: ${ids[1]} is not scanned.`);
    const failed = await worker.send("POST", `/api/orders/${orderId}/pressingfail/SO`, {
      version: await versionOf(orderId),
      comicIds: ["002"],
    });
    expect(failed.status, failed.body.message).toBe(200);
    expect((await detail(worker, orderId)).gate.comics.map((c) => c.state)).toEqual(["Scanned", "Failed"]);
    const done = await complete(worker, orderId);
    expect(done.status, done.body.message).toBe(200);
    const after = await summary(orderId);
    expect(after.comics.map((c) => [c.pressed, c.pressFailed])).toEqual([
      [true, false],
      [false, true],
    ]);
  });
});
