// Pickup at the counter (issue 29 point 6): completing a pickup records who collected the order, the
// name given and the ID checked (its kind and last four only), on the order and in its log.
import type { TOrderSummary } from "@gbo/contracts/orders";
import {
  PICKUP_COLLECTOR_REQUIRED,
  PICKUP_ID_LAST4_INVALID,
  PICKUP_ID_TYPE_REQUIRED,
  PICKUP_NAME_REQUIRED,
} from "@gbo/domain/pickup";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/index";
import { seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";

let ctx: TestContext;
let shipping: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  shipping = await callerWith(ctx, "shipping");
});
afterAll(() => ctx.close());

const read = async (orderId: string) => (await shipping.get<TOrderSummary>(`/api/orders/${orderId}`)).body;

async function readyForPickup() {
  const { orderId } = await seedOrder(ctx.db, {
    status: "ReadyForPickUp",
    rate: "Pickup",
    tiers: [{ code: "SO", count: 1 }],
  });
  const [comic] = (await read(orderId)).comics;
  const scanned = await shipping.send("POST", `/api/orders/${orderId}/scan/comic`, {
    code: comic?.uniqueId,
    version: (await read(orderId)).order.version,
  });
  expect(scanned.status, scanned.body.message).toBe(200);
  return { orderId, version: scanned.body.version as number };
}

describe("pickup", () => {
  it("refuses to complete without who collected the order, field by field", async () => {
    const { orderId, version } = await readyForPickup();
    const bare = await shipping.send<{ message: string; modelState: Record<string, string[]> }>(
      "POST",
      `/api/orders/${orderId}/pickup`,
      { version },
    );
    expect([bare.status, bare.body.message]).toEqual([400, PICKUP_COLLECTOR_REQUIRED]);
    expect(bare.body.modelState).toMatchObject({
      "model.collectorName": [PICKUP_NAME_REQUIRED],
      "model.collectorIdType": [PICKUP_ID_TYPE_REQUIRED],
      "model.collectorIdLast4": [PICKUP_ID_LAST4_INVALID],
    });
    // A whole ID number is refused, never stored.
    const whole = await shipping.send("POST", `/api/orders/${orderId}/pickup`, {
      version,
      collector: { name: "Jane Doe", idType: "Driver's license", idLast4: "D12345678" },
    });
    expect([whole.status, whole.body.message]).toEqual([400, PICKUP_ID_LAST4_INVALID]);
    expect((await read(orderId)).order.status).toBe("ReadyForPickUp");
  });

  it("records the name and the ID checked on the order and in its log", async () => {
    const { orderId, version } = await readyForPickup();
    const done = await shipping.send("POST", `/api/orders/${orderId}/pickup`, {
      version,
      collector: { name: " Jane  Doe ", idType: "Driver's license", idLast4: "d123" },
    });
    expect(done.status, done.body.message).toBe(200);
    const [stored] = await ctx.db
      .select({ by: orders.pickedUpBy, type: orders.pickupIdType, last4: orders.pickupIdLast4 })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(stored).toEqual({ by: "Jane Doe", type: "Driver's license", last4: "D123" });
    const summary = await read(orderId);
    expect(summary.order.status).toBe("Completed");
    const log = await shipping.get<{ items: { type: string; description: string }[] }>(
      `/api/orders/${orderId}/log`,
    );
    expect(JSON.stringify(log.body)).toContain("Picked up by Jane Doe (Driver's license ending D123)");
  });
});
