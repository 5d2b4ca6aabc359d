// Tier and order changes with money or dates through the HTTP API: fast pass and press (charged as
// FEE lines), escalation, a tier's due date, and the editable order details (AR, completed orders).
import type { TOrderSummary } from "@gbo/contracts/orders";
import { addDays, utcDay } from "@gbo/domain/dates";
import { DUE_DATE_OUT_OF_RANGE, DUE_DATE_UPDATED } from "@gbo/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe("fast pass, press, escalation, due dates and details", () => {
  it("charges a fast-pass change as a FEE line and raises the balance; needs pregrade or finalize", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      balance: 0,
      tiers: [{ code: "NW", status: "PreGrade", count: 2 }],
    });
    expect(
      (await billing.send("PUT", `/api/orders/${orderId}/fastpass/2`, { tierId: "NW", version: 1 })).status,
    ).toBe(403);
    const pregrade = await callerWith(ctx, "pregrade");
    const done = await pregrade.send("PUT", `/api/orders/${orderId}/fastpass/2`, {
      tierId: "NW",
      version: 1,
    });
    expect(done.status, done.body.message).toBe(200);
    const after = await read(orderId);
    expect(after.tiers[0]?.fastPass).toBe(2);
    expect(after.order.isFastPass).toBe(true);
    expect(after.transactions).toHaveLength(1);
    expect(after.transactions[0]).toMatchObject({ transType: "FEE", isFee: true, success: true });
    expect(after.transactions[0]!.amount).toBeGreaterThan(0);
    expect(after.balance).toBe(after.transactions[0]!.amount);
  });

  it("charges pressing added to a tier and routes it through Pressing", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      balance: 0,
      tiers: [
        {
          code: "NW",
          status: "ImagingSP",
          count: 1,
          press: 0,
          services: { hasSpecialImaging: true, hasSignature: false, hasPressing: false, hasImaging: false },
        },
      ],
    });
    const finalize = await callerWith(ctx, "finalize");
    const done = await finalize.send("PUT", "/api/orders/press/NW", { orderId, press: 1, version: 1 });
    expect(done.status, done.body.message).toBe(200);
    const after = await read(orderId);
    expect(after.tiers[0]?.press).toBe(1);
    expect(after.tiers[0]?.services).toMatchObject({ hasPressing: true });
    expect(after.balance).toBeGreaterThan(0);
  });

  it("lets only admin escalate, which sets the due date to today", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      dueDate: "2099-01-01",
      tiers: [{ code: "SO", status: "Slab" }],
    });
    expect((await billing.send("PUT", `/api/orders/${orderId}/escalate/`, { version: 1 })).status).toBe(403);
    const admin = await callerWith(ctx, "admin");
    expect((await admin.send("PUT", `/api/orders/${orderId}/escalate/`, { version: 1 })).status).toBe(200);
    const after = await read(orderId);
    expect(after.order.dueDate).toBe(utcDay(Date.now()));
    expect(after.tiers[0]?.dueDate).toBe(utcDay(Date.now()));
  });

  it("changes a tier's due date within today .. 365 days", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      status: "InProcess",
      tiers: [{ code: "SO", status: "Slab" }],
    });
    const slab = await callerWith(ctx, "slab");
    const today = utcDay(Date.now());
    const late = await slab.send("PUT", "/api/orders/updateDueDate/tier", {
      orderId,
      tierId: "SO",
      dueDate: addDays(today, 366),
      version: 1,
    });
    expect(late.body.message).toBe(DUE_DATE_OUT_OF_RANGE);
    const past = await slab.send("PUT", "/api/orders/updateDueDate/tier", {
      orderId,
      tierId: "SO",
      dueDate: addDays(today, -1),
      version: 1,
    });
    expect(past.body.message).toBe(DUE_DATE_OUT_OF_RANGE);
    const ok = await slab.send("PUT", "/api/orders/updateDueDate/tier", {
      orderId,
      tierId: "SO",
      dueDate: addDays(today, 365),
      version: 1,
    });
    expect(ok.body.message).toBe(DUE_DATE_UPDATED);
    expect((await read(orderId)).tiers[0]?.dueDate).toBe(addDays(today, 365));
  });

  it("edits AR only with billing and a nonzero balance, and a completed order only with billing", async () => {
    const owing = await seedOrder(ctx.db, { status: "Billing", balance: 1000 });
    const paid = await seedOrder(ctx.db, { status: "Billing", balance: 0 });
    const ar = { isAR: true, arDescription: "Net 30", version: 1 };
    expect((await billing.send("POST", `/api/orders/${paid.orderId}/details`, ar)).status).toBe(403);
    expect((await billing.send("POST", `/api/orders/${owing.orderId}/details`, ar)).status).toBe(200);
    expect((await read(owing.orderId)).order.isAR).toBe(true);

    const completed = await seedOrder(ctx.db, { status: "Completed" });
    expect(
      (await shipping.send("POST", `/api/orders/${completed.orderId}`, { repCode: "REP99", version: 1 }))
        .status,
    ).toBe(403);
    expect(
      (await billing.send("POST", `/api/orders/${completed.orderId}`, { repCode: "REP99", version: 1 }))
        .status,
    ).toBe(200);
    expect((await read(completed.orderId)).order.repCode).toBe("REP99");
  });
});
