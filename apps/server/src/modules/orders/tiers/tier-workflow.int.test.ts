// The tier workflow through the HTTP API: every station move, the refusals with their messages,
// stale versions and concurrent completions. Reject, skip and toggle: tier-exceptions.int.test.ts.
import type { TOrderLog, TOrderSummary, TTierDetail } from "@gbo/contracts/orders";
import {
  COMIC_ALREADY_SCANNED,
  INVALID_COMIC_SCAN,
  NOT_A_VALID_SCAN,
  SCAN_AT_LEAST_ONE_COMIC,
  TIER_ADDED_TO_LABELS,
} from "@gbo/domain/messages";
import { statusLabel, type TierStatus } from "@gbo/domain/workflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOrder } from "../../../seed/orders-factory";
import { callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";
import { stationSteps } from "../../../test/station-steps";
import { ALL_SERVICES, NO_SERVICES, tierTestKit } from "../../../test/tier-kit";

let ctx: TestContext;
const { stationWorker, summary, scanAll } = tierTestKit(() => ctx);
const { doStep } = stationSteps(
  () => ctx,
  async (orderId) => (await summary(orderId)).order.version,
);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("completing tiers", () => {
  it("walks a tier with every service through every station in route order, then the order to Billing", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "WS", status: "ImagingSP", count: 2, services: ALL_SERVICES, press: 1 },
        { code: "SO", status: "Shipping", count: 1, services: NO_SERVICES },
      ],
    });
    const route: TierStatus[] = [
      "ImagingSP",
      "Signature",
      "Pressing",
      "PreGrade",
      "Finalize",
      "Labels",
      "HeatSeal",
      "Slab",
      "QC",
      "Imaging",
      "Shipping",
    ];
    for (const [index, status] of route.slice(0, -1).entries()) {
      const worker = await stationWorker(status);
      await doStep(worker, status, orderId, "WS");
      const version = await scanAll(worker, orderId, "WS");
      const done = await worker.send("POST", "/api/orders/tier", { orderId, tierId: "WS", version });
      const next = route[index + 1]!;
      expect(done.status, `${status}: ${done.body.message}`).toBe(200);
      expect(done.body.tierStatus).toBe(next);
      expect(done.body.message).toBe(
        next === "Labels" ? TIER_ADDED_TO_LABELS : `Tier added to ${statusLabel(next)} queue`,
      );
    }
    const after = await summary(orderId);
    expect(after.order.status).toBe("Billing");
    const log = (await (await stationWorker("Shipping")).get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    const moves = log
      .filter((entry) => entry.type === "Tier")
      .map((entry) => `${entry.fromStatus}>${entry.toStatus}`);
    expect(moves).toEqual(route.slice(0, -1).map((status, i) => `${status}>${route[i + 1]}`));
    expect(log.some((entry) => entry.type === "Status" && entry.toStatus === "Billing")).toBe(true);
    expect(log.every((entry) => entry.author.length > 0)).toBe(true);
  }, 60_000); // eleven stations, each scanned and completed over HTTP: ~13 s alone, more on a loaded CI machine

  it("skips the stations a tier has no service for", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "SO", status: "Finalize", count: 1, services: NO_SERVICES },
        { code: "SL", status: "PreGrade", count: 1, services: NO_SERVICES },
      ],
    });
    const qc = await stationWorker("QC");
    const slab = await stationWorker("Slab");
    const labels = await stationWorker("Labels");
    const heat = await stationWorker("HeatSeal");
    const finalize = await stationWorker("Finalize");
    await doStep(finalize, "Finalize", orderId, "SO");
    let version = await scanAll(finalize, orderId, "SO");
    version = (await finalize.send("POST", "/api/orders/tier/SO", { orderId, version })).body.version;
    for (const [worker, status] of [
      [labels, "Labels"],
      [heat, "HeatSeal"],
      [slab, "Slab"],
      [qc, "QC"],
    ] as const) {
      await doStep(worker, status, orderId, "SO");
      version = await scanAll(worker, orderId, "SO");
      const done = await worker.send("POST", "/api/orders/tier/SO", { orderId, version });
      expect(done.status, status).toBe(200);
    }
    // Without imaging the tier goes from QC straight to Shipping; the other tier keeps the order in process.
    const after = await summary(orderId);
    expect(after.tiers.find((t) => t.id === "SO")?.status).toBe("Shipping");
    expect(after.order.status).toBe("InProcess");
  });

  it("refuses to complete before every comic is processed, and refuses the wrong station's worker", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Labels", count: 2, processed: 1, services: NO_SERVICES }],
    });
    const version = (await summary(orderId)).order.version;
    const labels = await stationWorker("Labels");
    const early = await labels.send("POST", "/api/orders/tier", { orderId, tierId: "SO", version });
    expect(early.status).toBe(400);
    // The minimum and the station's own step, in one list (issue 29).
    expect(early.body.message).toMatch(
      /^Cannot complete Labels: labels are not verified; 26-\w+-002 is not scanned\.$/,
    );
    const slab = await stationWorker("Slab");
    const forbidden = await slab.send("POST", "/api/orders/tier", { orderId, tierId: "SO", version });
    expect(forbidden.status).toBe(403);
    expect((await summary(orderId)).order.version).toBe(version);
  });
});

describe("scanning comics into a tier", () => {
  it("answers the spec's messages and warns on a second scan without changing anything", async () => {
    const { orderId, comics } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Slab", count: 2, services: NO_SERVICES }],
    });
    const other = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Slab", count: 1 }],
    });
    const slab = await stationWorker("Slab");
    let version = (await summary(orderId)).order.version;
    const short = await slab.send("POST", `/api/orders/${orderId}/scan/comic`, {
      tierId: "SO",
      code: "00",
      version,
    });
    expect(short.body.message).toBe(NOT_A_VALID_SCAN);
    const foreign = await slab.send("POST", `/api/orders/${orderId}/scan/comic`, {
      tierId: "SO",
      code: other.comics[0]!.uniqueId,
      version,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(INVALID_COMIC_SCAN);
    const first = await slab.send("POST", `/api/orders/${orderId}/scan/comic`, {
      tierId: "SO",
      code: comics[0]!.uniqueId,
      version,
    });
    expect(first.status).toBe(200);
    version = first.body.version;
    const again = await slab.send("POST", `/api/orders/${orderId}/scan/comic`, {
      tierId: "SO",
      code: comics[0]!.uniqueId,
      version,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: COMIC_ALREADY_SCANNED, isWarning: true, version });
    const detail = (await slab.get<TTierDetail>(`/api/orders/${orderId}/tiers/SO`)).body;
    expect(detail.tier.processed).toBe(1);
    expect(detail.canComplete).toBe(false);
  });
});

describe("pressing", () => {
  it("allows the missing-comic exception with at least one scanned and a reason", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        {
          code: "SO",
          status: "Pressing",
          count: 2,
          services: { ...NO_SERVICES, hasPressing: true },
          press: 1,
        },
      ],
    });
    const pressing = await stationWorker("Pressing");
    let version = (await summary(orderId)).order.version;
    const none = await pressing.send("POST", "/api/orders/tier", {
      orderId,
      tierId: "SO",
      version,
      missingReason: "lost",
    });
    expect(none.body.message).toBe(SCAN_AT_LEAST_ONE_COMIC);
    const detail = (await pressing.get<TTierDetail>(`/api/orders/${orderId}/tiers/SO`)).body;
    version = (
      await pressing.send("POST", `/api/orders/${orderId}/scan/comic`, {
        tierId: "SO",
        code: detail.comics[0]!.id,
        version,
      })
    ).body.version;
    const noReason = await pressing.send("POST", "/api/orders/tier", {
      orderId,
      tierId: "SO",
      version,
      missingReason: " ",
    });
    expect(noReason.status).toBe(400);
    // No reason, no exception: the gate names the comic not scanned.
    expect(noReason.body.message).toMatch(/^Cannot complete Pressing: 26-\w+-002 is not scanned\.$/);
    const done = await pressing.send("POST", "/api/orders/tier", {
      orderId,
      tierId: "SO",
      version,
      missingReason: "Comic 002 not in the box",
    });
    expect(done.status).toBe(200);
    expect(done.body.tierStatus).toBe("PreGrade");
    const after = (await pressing.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
    expect(after.tiers[0]?.missingReason).toBe("Comic 002 not in the box");
    expect(after.comics.map((c) => c.pressed)).toEqual([true, false]);
  });

  it("records pressing failures on the scanned comics", async () => {
    const { orderId, comics } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        {
          code: "SO",
          status: "Pressing",
          count: 2,
          processed: 1,
          services: { ...NO_SERVICES, hasPressing: true },
        },
      ],
    });
    const pressing = await stationWorker("Pressing");
    const version = (await summary(orderId)).order.version;
    const failed = await pressing.send("POST", `/api/orders/${orderId}/pressingfail/SO`, { version });
    expect(failed.status).toBe(200);
    const log = (await pressing.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(log.filter((e) => e.type === "PressingFailed").map((e) => e.comicId)).toEqual([comics[0]!.id]);
    expect((await summary(orderId)).comics.map((c) => c.pressFailed)).toEqual([true, false]);
  });
});

describe("versions", () => {
  it("answers 409 to a stale version and changes nothing", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Labels", count: 1, processed: 1, services: NO_SERVICES }],
    });
    const labels = await stationWorker("Labels");
    const version = (await summary(orderId)).order.version;
    const comment = await labels.send("POST", "/api/orders/comment", {
      orderId,
      description: "first",
      version,
    });
    expect(comment.status).toBe(200);
    const logBefore = (await labels.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    const stale = await labels.send("POST", "/api/orders/tier", { orderId, tierId: "SO", version });
    expect(stale.status).toBe(409);
    const after = await summary(orderId);
    expect(after.tiers[0]?.status).toBe("Labels");
    expect(after.order.version).toBe(comment.body.version);
    expect((await labels.get<TOrderLog>(`/api/orders/${orderId}/log`)).body).toEqual(logBefore);
  });

  it("lets exactly one of two concurrent completions of a tier through; the log shows one move", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "HeatSeal", count: 1, processed: 1, services: NO_SERVICES }],
    });
    const heat = await stationWorker("HeatSeal");
    const version = (await summary(orderId)).order.version;
    const results = await Promise.all([
      heat.send("POST", "/api/orders/tier", { orderId, tierId: "SO", version }),
      heat.send("POST", "/api/orders/tier", { orderId, tierId: "SO", version }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const log = (await heat.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(log.filter((entry) => entry.type === "Tier")).toHaveLength(1);
    expect((await summary(orderId)).tiers[0]?.status).toBe("Slab");
  });
});

describe("external users", () => {
  it("are denied tiers whose status they hold no claim for", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "SO", status: "Pressing", count: 1 },
        { code: "SL", status: "Labels", count: 1 },
      ],
    });
    const external = await callerWith(ctx, "external,labels");
    expect((await external.get(`/api/orders/${orderId}/tiers/SO`)).status).toBe(403);
    expect((await external.get(`/api/orders/${orderId}/tiers/SL`)).status).toBe(200);
    const seen = (await external.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
    expect(seen.tiers.map((t) => t.id)).toEqual(["SL"]);
  });
});
