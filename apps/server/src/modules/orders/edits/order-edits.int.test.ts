// Smaller order writes: comments, tracking numbers, labels verification, move to invoicing.
import type { TOrderLog, TOrderSummary } from "@gbo/contracts/orders";
import { DHL_NOT_FOR_DOMESTIC_US, INVOICE_CANADA_ADDRESS_ONLY } from "@gbo/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, orders } from "../../../db/schema/index";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";

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

describe("shipping address rules on order details and at shipping (workflow §5)", () => {
  it("refuses a non-Canadian address for a CA order and a DHL account with a domestic US address", async () => {
    const { customer: caCustomer, address: caAddress } = await seedCustomer(ctx.db, { country: "CA" });
    const { id: _id, ...addressFields } = caAddress!;
    const [usAddress] = await ctx.db
      .insert(addresses)
      .values({ ...addressFields, country: "US" })
      .returning();
    const caOrder = await seedOrder(ctx.db, {
      status: "Billing",
      countryCode: "CA",
      customerId: caCustomer.id,
      addressId: caAddress!.id,
    });
    const billing = await callerWith(ctx, "billing");
    const toUs = await billing.send("POST", `/api/orders/${caOrder.orderId}/details`, {
      addressId: usAddress!.id,
      version: 1,
    });
    expect(toUs.status).toBe(400);
    expect(toUs.body.message).toBe(INVOICE_CANADA_ADDRESS_ONLY);

    const usOrder = await seedOrder(ctx.db, { status: "Billing", countryCode: "US" });
    const dhl = await billing.send("POST", `/api/orders/${usOrder.orderId}/details`, {
      shippingAccount: "DHL 123456789",
      version: 1,
    });
    expect(dhl.status).toBe(400);
    expect(dhl.body.message).toBe(DHL_NOT_FOR_DOMESTIC_US);
    const fedex = await billing.send("POST", `/api/orders/${usOrder.orderId}/details`, {
      shippingAccount: "FedEx 123456789",
      version: 1,
    });
    expect(fedex.status).toBe(200);
    // Nothing was changed by the refusals.
    const summary = (await billing.get<TOrderSummary>(`/api/orders/${caOrder.orderId}`)).body;
    expect(summary.order.version).toBe(1);
    expect(summary.address?.country).toBe("CA");
  });

  it("refuses to ship a US order on a DHL account to a US address", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Shipping",
      countryCode: "US",
      tiers: [{ code: "SO", count: 1 }],
    });
    // An account recorded before the rule (as legacy data may be).
    await ctx.db.update(orders).set({ shippingAccount: "DHL 123456789" }).where(eq(orders.id, orderId));
    const shipping = await callerWith(ctx, "shipping");
    const summary = (await shipping.get<TOrderSummary>(`/api/orders/${orderId}`)).body;
    const scanned = await shipping.send("POST", `/api/orders/${orderId}/scan/comic`, {
      code: summary.comics[0]!.uniqueId,
      version: summary.order.version,
    });
    const refused = await shipping.send("POST", `/api/orders/${orderId}/shipping`, {
      version: scanned.body.version,
      trackingNumber: "1Z1",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(DHL_NOT_FOR_DOMESTIC_US);
  });
});
