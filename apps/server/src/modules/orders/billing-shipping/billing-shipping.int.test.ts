// Billing, shipping, pickup, cancel and recorded transactions through the HTTP API. Fast pass, press,
// escalation, due dates and details: edits/order-services.int.test.ts.
import type { TOrderSummary } from "@gbo/contracts/orders";
import {
  BILLING_EXPLANATION_REQUIRED,
  COULD_NOT_SHIP_SCAN_ONE,
  ENTER_INVOICE_ID,
  ENTER_VALID_INVOICE_ID,
  INVOICE_CANADA_ADDRESS_ONLY,
  INVOICE_CANCELLED,
  INVOICE_SHIPPING_ADDRESS_REQUIRED,
  MISSING_ITEMS_REASON_REQUIRED,
  NEW_INVOICE_ID_SAME,
  TRACKING_NUMBER_REQUIRED,
} from "@gbo/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";

let ctx: TestContext;
let billing: Caller;
let shipping: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  billing = await callerWith(ctx, "billing");
  shipping = await callerWith(ctx, "shipping");
});
afterAll(() => ctx.close());

const read = async (orderId: string) => (await billing.get<TOrderSummary>(`/api/orders/${orderId}`)).body;

async function scanOrder(orderId: string, count: number) {
  const order = await read(orderId);
  let version = order.order.version;
  for (const comic of order.comics.slice(0, count)) {
    const scanned = await shipping.send("POST", `/api/orders/${orderId}/scan/comic`, {
      code: comic.uniqueId,
      version,
    });
    expect(scanned.status, scanned.body.message).toBe(200);
    version = scanned.body.version;
  }
  return version;
}

describe("billing", () => {
  it("needs an explanation longer than 2 characters when a balance remains", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Billing",
      balance: 2500,
      tiers: [{ code: "SO", count: 1 }],
    });
    const version = (await read(orderId)).order.version;
    for (const explanation of [undefined, "ok"]) {
      const refused = await billing.send("POST", `/api/orders/${orderId}/billing`, { version, explanation });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(BILLING_EXPLANATION_REQUIRED);
    }
    const done = await billing.send("POST", `/api/orders/${orderId}/billing`, {
      version,
      explanation: "Net 30 agreed",
    });
    expect(done.status).toBe(200);
    expect(done.body.orderStatus).toBe("Shipping");
    expect((await read(orderId)).order.billingExplanation).toBe("Net 30 agreed");
  });

  it("routes Canada orders to ShipToCanada and pickup orders to ReadyForPickUp", async () => {
    const ca = await seedOrder(ctx.db, { status: "Billing", balance: 0, countryCode: "CA" });
    const pickup = await seedOrder(ctx.db, { status: "Billing", balance: 0, rate: "Pickup" });
    const toCanada = await billing.send("POST", `/api/orders/${ca.orderId}/billing`, { version: 1 });
    expect(toCanada.body.orderStatus).toBe("ShipToCanada");
    const toPickup = await billing.send("POST", `/api/orders/${pickup.orderId}/billing`, { version: 1 });
    expect(toPickup.body.orderStatus).toBe("ReadyForPickUp");
  });

  it("is refused to a worker without the billing claim", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Billing", balance: 0 });
    expect((await shipping.send("POST", `/api/orders/${orderId}/billing`, { version: 1 })).status).toBe(403);
  });
});

describe("shipping", () => {
  it("needs a scanned item, a reason for missing ones and a tracking number, then completes the order", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Shipping", tiers: [{ code: "SO", count: 2 }] });
    const url = `/api/orders/${orderId}/shipping`;
    const noScan = await shipping.send("POST", url, { version: 1, trackingNumber: "1Z999" });
    expect(noScan.body.message).toBe(COULD_NOT_SHIP_SCAN_ONE);
    const version = await scanOrder(orderId, 1);
    const noReason = await shipping.send("POST", url, {
      version,
      trackingNumber: "1Z999",
      missingComic: true,
    });
    expect(noReason.body.message).toBe(MISSING_ITEMS_REASON_REQUIRED);
    const noTracking = await shipping.send("POST", url, {
      version,
      missingComic: true,
      message: "one lost in transit",
    });
    expect(noTracking.body.message).toBe(TRACKING_NUMBER_REQUIRED);
    const shipped = await shipping.send("POST", url, {
      version,
      trackingNumber: "1Z999",
      missingComic: true,
      message: "one lost in transit",
    });
    expect(shipped.status).toBe(200);
    const after = await read(orderId);
    expect(after.order).toMatchObject({
      status: "Completed",
      trackingNumber: "1Z999",
      missingComic: "one lost in transit",
    });
  });

  it("needs a shipping address, and a Canada address for Canada shipping", async () => {
    const noAddress = await seedOrder(ctx.db, {
      status: "Shipping",
      addressId: null,
      tiers: [{ code: "SO", count: 1 }],
    });
    let version = await scanOrder(noAddress.orderId, 1);
    const refused = await shipping.send("POST", `/api/orders/${noAddress.orderId}/shipping`, {
      version,
      trackingNumber: "1Z1",
    });
    expect(refused.body.message).toBe(INVOICE_SHIPPING_ADDRESS_REQUIRED);

    const { customer, address } = await seedCustomer(ctx.db, { country: "US" });
    const usAddressCa = await seedOrder(ctx.db, {
      status: "ShipToCanada",
      countryCode: "CA",
      customerId: customer.id,
      addressId: address!.id,
      tiers: [{ code: "SO", count: 1 }],
    });
    version = await scanOrder(usAddressCa.orderId, 1);
    const wrong = await shipping.send("POST", `/api/orders/${usAddressCa.orderId}/canadashipping`, {
      version,
      trackingNumber: "CP1",
    });
    expect(wrong.body.message).toBe(INVOICE_CANADA_ADDRESS_ONLY);

    const good = await seedOrder(ctx.db, {
      status: "ShipToCanada",
      countryCode: "CA",
      tiers: [{ code: "SO", count: 1 }],
    });
    version = await scanOrder(good.orderId, 1);
    const shipped = await shipping.send("POST", `/api/orders/${good.orderId}/canadashipping`, {
      version,
      trackingNumber: "CP1",
    });
    expect(shipped.status).toBe(200);
  });

  it("completes a pickup without a tracking number", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "ReadyForPickUp",
      rate: "Pickup",
      tiers: [{ code: "SO", count: 1 }],
    });
    const version = await scanOrder(orderId, 1);
    const done = await shipping.send("POST", `/api/orders/${orderId}/pickup`, {
      version,
      collector: { name: "Jane Doe", idType: "Passport", idLast4: "1234" },
    });
    expect(done.status).toBe(200);
    expect((await read(orderId)).order.status).toBe("Completed");
  });
});

describe("cancel", () => {
  it("checks the replacement invoice id with the spec's messages", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Invoicing" });
    const invoicing = await callerWith(ctx, "invoicing");
    const url = `/api/orders/${orderId}/cancel`;
    const cases: [string, string][] = [
      ["", ENTER_INVOICE_ID],
      ["26-12", ENTER_VALID_INVOICE_ID],
      [orderId, NEW_INVOICE_ID_SAME],
    ];
    for (const [newInvoiceId, message] of cases) {
      const refused = await invoicing.send("POST", url, {
        mode: "transfer",
        newInvoiceId,
        idempotencyKey: `k-${message}`,
        version: 1,
      });
      expect(refused.body.message).toBe(message);
    }
  });

  it("transfers the funds to the replacement invoice once, however often the request repeats", async () => {
    const replacement = await seedOrder(ctx.db, { status: "Invoicing", balance: 10000 });
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      balance: 0,
      tiers: [{ code: "SO", count: 2, rate: 4500 }],
    });
    // An order in process is no longer an invoice: its transfer needs billing.
    const invoicing = await callerWith(ctx, "billing");
    const body = {
      mode: "transfer",
      newInvoiceId: replacement.orderId,
      idempotencyKey: "cancel-transfer-1",
      version: 1,
    };
    const first = await invoicing.send("POST", `/api/orders/${orderId}/cancel`, body);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(INVOICE_CANCELLED);
    const repeat = await invoicing.send("POST", `/api/orders/${orderId}/cancel`, body);
    expect(repeat.body).toEqual(first.body);
    const cancelled = await read(orderId);
    expect(cancelled.order.status).toBe("Cancelled");
    expect(cancelled.transactions).toHaveLength(1);
    const credited = await read(replacement.orderId);
    expect(credited.transactions.map((t) => t.amount)).toEqual([-90]);
    expect(credited.balance).toBe(10);
  });

  it("records a refund only for a worker with the refund claim", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Billing",
      balance: 0,
      tiers: [{ code: "SO", count: 1, rate: 4500 }],
    });
    const invoicing = await callerWith(ctx, "invoicing");
    const body = { mode: "refund", idempotencyKey: "cancel-refund-1", version: 1 };
    expect((await invoicing.send("POST", `/api/orders/${orderId}/cancel`, body)).status).toBe(403);
    const refunder = await callerWith(ctx, "refund");
    const done = await refunder.send("POST", `/api/orders/${orderId}/cancel`, body);
    expect(done.status).toBe(200);
    const after = await read(orderId);
    expect(after.transactions).toMatchObject([{ transType: "CREDIT", isRefund: true, amount: -45 }]);
  });
});

describe("transactions (the transaction dialog)", () => {
  it("records a payment once per key, takes it off the balance, and refuses bad input", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Billing",
      balance: 9000,
      tiers: [{ code: "SO", count: 1 }],
    });
    const version = (await read(orderId)).order.version;
    const body = {
      orderId,
      transType: "CASH",
      amount: 40,
      description: "Paid at the counter",
      idempotencyKey: `cash-${orderId}`,
      version,
    };

    const zero = await billing.send("POST", "/api/orders/transaction", { ...body, amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe("Transaction amount must be above 0.");
    const stale = await billing.send("POST", "/api/orders/transaction", { ...body, version: version - 1 });
    expect(stale.status).toBe(409);
    const forged = await shipping.send("POST", "/api/orders/transaction", body);
    expect(forged.status).toBe(403);

    const first = await billing.send("POST", "/api/orders/transaction", body);
    expect(first.status, first.body.message).toBe(200);
    const repeat = await billing.send("POST", "/api/orders/transaction", body);
    expect(repeat.body).toEqual(first.body);

    const after = await read(orderId);
    expect(after.order.balance).toBe(50);
    const cash = after.transactions.filter((t) => t.transType === "CASH");
    expect(cash).toHaveLength(1);
    expect(cash[0]?.amount).toBe(40);
  });

  it("negates a credit, and takes only a money order on a Canadian order", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "Billing",
      countryCode: "CA",
      balance: 5000,
      tiers: [{ code: "SO", count: 1 }],
    });
    const version = (await read(orderId)).order.version;
    const cash = await billing.send("POST", "/api/orders/transaction", {
      orderId,
      transType: "CASH",
      amount: 10,
      idempotencyKey: `ca-cash-${orderId}`,
      version,
    });
    expect(cash.status).toBe(400);
    expect(cash.body.message).toBe("CASH is not accepted for CA orders.");
    const credit = await billing.send("POST", "/api/orders/transaction", {
      orderId,
      transType: "CREDIT",
      amount: 15,
      idempotencyKey: `ca-credit-${orderId}`,
      version,
    });
    expect(credit.status, credit.body.message).toBe(200);
    const after = await read(orderId);
    expect(after.transactions.find((t) => t.transType === "CREDIT")?.amount).toBe(-15);
    expect(after.order.balance).toBe(35);
  });
});
