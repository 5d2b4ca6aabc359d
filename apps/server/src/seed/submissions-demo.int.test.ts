// The demo's Submitted orders are made through the submit use case: the receiving queue lists ten, each
// priced by the server (the order screen shows the same cents the domain computes again from its comics).
import type { TOrderSummary, TQueuePage } from "@gbo/contracts/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLog, orders } from "../db/schema/index";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../test/index";
import { seedDemoOrders } from "./orders-demo";
import { seedDemoSubmissions } from "./submissions-demo";

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  await seedDemoOrders(ctx.db);
  await seedDemoSubmissions(ctx.db);
});
afterAll(() => ctx.close());

describe("demo submissions", () => {
  it("replaces the hand-made Submitted and Invoicing orders with ones made through the use cases", async () => {
    const get = async <T>(url: string) =>
      (await ctx.app.inject({ method: "GET", url, headers: admin.authHeader })).json() as T;
    const queue = await get<TQueuePage>("/api/orders/queue/receiving/1/-/all");
    expect(queue.total).toBe(10);
    const submitted = await ctx.db.select().from(orders).where(eq(orders.status, "Submitted"));
    expect(submitted).toHaveLength(10);
    for (const order of submitted) {
      const log = await ctx.db.select().from(orderLog).where(eq(orderLog.orderId, order.id));
      expect(log.map((entry) => entry.description)).toContain(`Submitted: ${order.count} comics`);
      const summary = await get<TOrderSummary>(`/api/orders/${order.id}`);
      expect(summary.order.grandTotal).toBe(order.grandTotal / 100); // the API speaks dollars
      expect(order.grandTotal).toBeGreaterThan(0);
      expect(order.balance).toBe(order.grandTotal + order.taxes);
    }
    expect(new Set(submitted.map((o) => o.countryCode))).toEqual(new Set(["US", "CA"]));
    // Eight more were received as declared: the invoicing queue opens on orders the server priced.
    const invoicing = await ctx.db.select().from(orders).where(eq(orders.status, "Invoicing"));
    expect(invoicing).toHaveLength(8);
    for (const order of invoicing) {
      expect(order.receivedDate).not.toBeNull();
      expect(order.grandTotal).toBeGreaterThan(0);
    }
  });
});
