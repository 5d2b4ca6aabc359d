// Smaller order writes: comments, tracking numbers, labels verification, move to invoicing.
import type { TOrderLog, TOrderSummary } from "@gbo/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOrder } from "../../db/seed/orders-factory";
import { createTestContext, type TestContext } from "../../test/index";
import { callerWith } from "./orders-test-kit";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("order edits", () => {
  it("adds a comment to the order log with its author, bumping the version", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "QC" }],
    });
    const qc = await callerWith(ctx, "qc");
    const done = await qc.send("POST", "/api/orders/comment", {
      orderId,
      tierId: "SO",
      description: "Corner ding noted",
      version: 1,
    });
    expect(done.status).toBe(200);
    expect(done.body.version).toBe(2);
    const log = (await qc.get<TOrderLog>(`/api/orders/${orderId}/log`)).body;
    expect(log).toMatchObject([
      { type: "Comment", tierId: "SO", description: "Corner ding noted", author: `Test ${qc.userName}` },
    ]);
  });

  it("saves a tracking number for a worker of the order's station only", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Shipping" });
    const labels = await callerWith(ctx, "labels");
    expect(
      (await labels.send("PUT", `/api/orders/${orderId}/tracking`, { trackingNumber: "1Z1", version: 1 }))
        .status,
    ).toBe(403);
    const shipping = await callerWith(ctx, "shipping");
    // Read first: the summary kept between writes must not hide the new number.
    expect(
      (await shipping.get<TOrderSummary>(`/api/orders/${orderId}`)).body.order.trackingNumber,
    ).toBeNull();
    expect(
      (await shipping.send("PUT", `/api/orders/${orderId}/tracking`, { trackingNumber: "1Z1", version: 1 }))
        .status,
    ).toBe(200);
    expect((await shipping.get<TOrderSummary>(`/api/orders/${orderId}`)).body.order.trackingNumber).toBe(
      "1Z1",
    );
  });

  it("verifies labels only on a tier at Labels", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [
        { code: "SO", status: "Labels" },
        { code: "SL", status: "Slab" },
      ],
    });
    const labels = await callerWith(ctx, "labels,slab");
    const verified = await labels.send("PUT", "/api/orders/labelsVerification/SO", { orderId, version: 1 });
    expect(verified.status).toBe(200);
    const wrong = await labels.send("PUT", "/api/orders/labelsVerification/SL", {
      orderId,
      version: verified.body.version,
    });
    expect(wrong.status).toBe(400);
    const tiers = (await labels.get<TOrderSummary>(`/api/orders/${orderId}`)).body.tiers;
    expect(tiers.map((t) => [t.id, t.labelsVerified])).toEqual([
      ["SO", true],
      ["SL", false],
    ]);
  });

  it("moves a pre-receiving order back to invoicing, and refuses one already in process", async () => {
    const addComic = await seedOrder(ctx.db, { status: "AddComic" });
    const inProcess = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Slab" }],
    });
    const invoicing = await callerWith(ctx, "invoicing");
    const moved = await invoicing.send("PUT", `/api/orders/${addComic.orderId}/movetoinvoicing/`, {
      version: 1,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.orderStatus).toBe("Invoicing");
    expect(
      (await invoicing.send("PUT", `/api/orders/${inProcess.orderId}/movetoinvoicing/`, { version: 1 }))
        .status,
    ).toBe(403);
    const log = (await invoicing.get<TOrderLog>(`/api/orders/${addComic.orderId}/log`)).body;
    expect(log).toMatchObject([{ type: "Status", fromStatus: "AddComic", toStatus: "Invoicing" }]);
  });
});
