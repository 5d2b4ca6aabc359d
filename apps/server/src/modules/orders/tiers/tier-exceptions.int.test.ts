// Tier exceptions through the HTTP API: reject (back to a station it went through, then QC), skip
// special imaging with a comment, and the PreGrade/Finalize toggle.
import type { TTierDetail } from "@gbo/contracts/orders";
import { REJECT_TARGET_INVALID, SKIP_IMAGING_COMMENT_REQUIRED } from "@gbo/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOrder } from "../../../seed/orders-factory";
import { callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import { stationSteps } from "../../../test/station-steps";
import { ALL_SERVICES, NO_SERVICES, tierTestKit } from "../../../test/tier-kit";

let ctx: TestContext;
const { stationWorker, summary, scanAll } = tierTestKit(() => ctx);
const { gradeAll } = stationSteps(
  () => ctx,
  async (orderId) => (await summary(orderId)).order.version,
);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("reject, skip and toggle", () => {
  it("sends a tier back only to a station it went through, then on to QC", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "QC", count: 1, services: { ...NO_SERVICES, hasPressing: true } }],
    });
    const qc = await stationWorker("QC");
    let version = (await summary(orderId)).order.version;
    const detail = (await qc.get<TTierDetail>(`/api/orders/${orderId}/tiers/SO`)).body;
    expect(detail.rejectTargets).not.toContain("Signature");
    expect(detail.rejectTargets).toContain("Pressing");
    const bad = await qc.send("POST", "/api/orders/reject/tier", {
      orderId,
      tierId: "SO",
      toStatus: "Signature",
      version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(REJECT_TARGET_INVALID);
    const back = await qc.send("POST", "/api/orders/reject/tier", {
      orderId,
      tierId: "SO",
      toStatus: "Pressing",
      version,
      reason: "dent",
    });
    expect(back.status).toBe(200);
    expect(back.body.tierStatus).toBe("Pressing");
    const pressing = await stationWorker("Pressing");
    version = await scanAll(pressing, orderId, "SO");
    const done = await pressing.send("POST", "/api/orders/tier", { orderId, tierId: "SO", version });
    expect(done.body.tierStatus).toBe("QC");
    expect(done.body.message).toBe("Tier added to Quality control queue");
  });

  it("after a reject made before QC, sends the reworked tier to QC (workflow §4), marked as rejected", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Finalize", count: 1, services: NO_SERVICES }],
    });
    const finalize = await stationWorker("Finalize");
    const version = (await summary(orderId)).order.version;
    const back = await finalize.send("POST", "/api/orders/reject/tier", {
      orderId,
      tierId: "SO",
      toStatus: "PreGrade",
      version,
      reason: "regrade the spine",
    });
    expect(back.body.tierStatus).toBe("PreGrade");
    const pregrade = await stationWorker("PreGrade");
    await gradeAll(pregrade, orderId, "SO");
    const scanned = await scanAll(pregrade, orderId, "SO");
    const done = await pregrade.send("POST", "/api/orders/tier", { orderId, tierId: "SO", version: scanned });
    // Not Finalize again, not Labels: the quality screen sees the rework first.
    expect(done.body.tierStatus).toBe("QC");
    expect(done.body.message).toBe("Tier added to Quality control queue");
    const atQc = (await summary(orderId)).tiers.find((tier: { id: string }) => tier.id === "SO");
    expect(atQc?.isRejected).toBe(true);
  });

  it("skips special imaging to Signature only with a comment", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "WS", status: "ImagingSP", count: 1, services: ALL_SERVICES }],
    });
    const imaging = await stationWorker("ImagingSP");
    const version = (await summary(orderId)).order.version;
    const empty = await imaging.send("POST", `/api/orders/${orderId}/skip/imagesp`, {
      tierId: "WS",
      comment: "",
      version,
    });
    expect(empty.body.message).toBe(SKIP_IMAGING_COMMENT_REQUIRED);
    const skipped = await imaging.send("POST", `/api/orders/${orderId}/skip/imagesp`, {
      tierId: "WS",
      comment: "Camera down",
      version,
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body.tierStatus).toBe("Signature");
  });

  it("toggles PreGrade and Finalize", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "PreGrade", count: 1 }],
    });
    const grade = await callerWith(ctx, "grade");
    let version = (await summary(orderId)).order.version;
    const toFinal = await grade.send("PUT", `/api/orders/${orderId}/tier/SO/toggle-grade`, { version });
    expect(toFinal.body.tierStatus).toBe("Finalize");
    version = toFinal.body.version;
    const back = await grade.send("PUT", `/api/orders/${orderId}/tier/SO/toggle-grade`, { version });
    expect(back.body.tierStatus).toBe("PreGrade");
  });
});
