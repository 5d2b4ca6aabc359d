import type { TOrderLog, TOrderSummary, TQueuePage } from "@gbo/contracts/orders";
import { QUEUES } from "@gbo/domain/workflow";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../test/callers";
import { createTestContext, type TestContext } from "../test/index";
import { DEMO_EXCEPTION_ORDERS, DEMO_ORDER_LEVEL, DEMO_WALK_ORDERS, seedDemoOrders } from "./orders-demo";
import { DEMO_HAND_OFF, DEMO_NEXT, DEMO_SHIPPING_15, DEMO_UPS_ACCOUNT } from "./orders-demo-stations";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoOrders(ctx.db);
});
afterAll(() => ctx.close());

describe("demo orders", () => {
  it("fills every queue screen, in the recent list and in the full list", async () => {
    const admin = await callerWith(ctx, "admin");
    for (const queue of QUEUES) {
      const recent = await admin.get<TQueuePage>(`/api/orders/queue/${queue.key}/1/-/recent`);
      const all = await admin.get<TQueuePage>(`/api/orders/queue/${queue.key}/1/-/all`);
      expect(recent.status, queue.key).toBe(200);
      expect(recent.body.total, `${queue.key} recent`).toBeGreaterThan(0);
      expect(all.body.total, `${queue.key} all`).toBeGreaterThanOrEqual(recent.body.total);
    }
  });

  it("has about 200 orders across US and CA customers and all three collectible types", async () => {
    const result = (await ctx.db.execute(
      sql`select count(*)::int as n, count(distinct country_code)::int as countries,
            count(distinct collectible_type)::int as types from orders`,
    )) as unknown as { rows: { n: number; countries: number; types: number }[] };
    const row = result.rows[0]!;
    expect(row.n).toBeGreaterThanOrEqual(190);
    expect(row.countries).toBe(2);
    expect(row.types).toBe(3);
  });

  it("has a walk tier at every station and the fixed order-level orders", async () => {
    const admin = await callerWith(ctx, "admin");
    for (const walk of [...DEMO_WALK_ORDERS, ...DEMO_EXCEPTION_ORDERS]) {
      const summary = await admin.get<TOrderSummary>(`/api/orders/${walk.orderId}`);
      expect(summary.body.tiers.find((t) => t.id === walk.tierId)?.status).toBe(walk.status);
    }
    for (const fixed of DEMO_ORDER_LEVEL) {
      const summary = await admin.get<TOrderSummary>(`/api/orders/${fixed.orderId}`);
      expect(summary.body.order.status).toBe(fixed.status);
      expect(summary.body.address?.country).toBe(fixed.countryCode);
    }
  });
});

describe("demo orders of the station screens", () => {
  it("a 15-item shipping order in three tiers, to a US address, with a rate and a UPS account", async () => {
    const admin = await callerWith(ctx, "admin");
    const { body } = await admin.get<TOrderSummary>(`/api/orders/${DEMO_SHIPPING_15}`);
    expect(body.order.status).toBe("Shipping");
    expect(body.comics).toHaveLength(15);
    expect(body.tiers.map((t) => t.id)).toEqual(["SO", "SL", "WS"]);
    expect(body.address?.country).toBe("US");
    expect(body.order.rate).toBe("UPS Ground");
    expect(body.order.shippingAccount).toBe(`UPS ${DEMO_UPS_ACCOUNT}`);
    expect(body.customer.shippingAccounts).toEqual([{ carrier: "UPS", accountNumber: DEMO_UPS_ACCOUNT }]);
  });

  it("a QC tier with hand-off notes in its log, and one to complete", async () => {
    const admin = await callerWith(ctx, "admin");
    const log = await admin.get<TOrderLog>(`/api/orders/${DEMO_HAND_OFF}/log`);
    expect(log.body.map((entry) => entry.type).sort()).toEqual(
      ["Comment", "DueDate", "Labels", "Reject", "Tier"].sort(),
    );
    const { body } = await admin.get<TOrderSummary>(`/api/orders/${DEMO_HAND_OFF}`);
    const tier = body.tiers[0];
    expect(tier).toMatchObject({ status: "QC", isRejected: true, labelsVerified: true, processed: 3 });
    expect(tier?.missingReason).toContain("stayed with the customer");
    const next = await admin.get<TOrderSummary>(`/api/orders/${DEMO_NEXT}`);
    expect(next.body.tiers[0]).toMatchObject({ status: "QC", processed: 0, count: 2 });
  });
});
