// Accounts receivable in the order details (workflow §6: "Editing accounts receivable needs billing or
// admin and a nonzero balance"; issue 12 point 7): every way in is checked on the server, and a refusal
// changes nothing.
import type { TOrderSummary } from "@gbo/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOrder } from "../../../seed/orders-factory";
import { type Caller, callerWith } from "../../../test/callers";
import { createTestContext, type TestContext } from "../../../test/index";

let ctx: TestContext;
let billing: Caller;
let admin: Caller;
let shipping: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  [billing, admin, shipping] = await Promise.all([
    callerWith(ctx, "billing"),
    callerWith(ctx, "admin"),
    callerWith(ctx, "shipping"),
  ]);
});
afterAll(() => ctx.close());

const read = async (orderId: string) =>
  (await billing.get<TOrderSummary>(`/api/orders/${orderId}`)).body.order;
const details = (caller: Caller, orderId: string, body: object) =>
  caller.send("POST", `/api/orders/${orderId}/details`, { version: 1, ...body });

describe("editing accounts receivable", () => {
  it("lets billing and admin set AR on an order that owes, and clear it again", async () => {
    const owing = await seedOrder(ctx.db, { status: "Billing", balance: 1250 });
    const set = await details(billing, owing.orderId, { isAR: true, arDescription: "Net 30" });
    expect(set.status, set.body.message).toBe(200);
    expect(await read(owing.orderId)).toMatchObject({ isAR: true, arDescription: "Net 30", version: 2 });

    const cleared = await details(admin, owing.orderId, { isAR: false, arDescription: null, version: 2 });
    expect(cleared.status, cleared.body.message).toBe(200);
    expect(await read(owing.orderId)).toMatchObject({ isAR: false, arDescription: null, version: 3 });
  });

  it("counts a balance the lab owes the customer (negative) as nonzero", async () => {
    const credit = await seedOrder(ctx.db, { status: "Billing", balance: -500 });
    expect((await details(billing, credit.orderId, { isAR: true })).status).toBe(200);
    expect((await read(credit.orderId)).isAR).toBe(true);
  });

  it("refuses AR on a paid order, even to billing and admin, and changes nothing", async () => {
    const paid = await seedOrder(ctx.db, { status: "Billing", balance: 0 });
    for (const caller of [billing, admin]) {
      for (const body of [{ isAR: true }, { arDescription: "Net 30" }]) {
        const refused = await details(caller, paid.orderId, { ...body, repCode: "REP7" });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe("You do not have permission to do this.");
      }
    }
    expect(await read(paid.orderId)).toMatchObject({ isAR: false, arDescription: null, version: 1 });
    expect((await read(paid.orderId)).repCode).not.toBe("REP7");
  });

  it("refuses AR to a worker without billing who may otherwise edit the order's details", async () => {
    const owing = await seedOrder(ctx.db, { status: "Shipping", balance: 1000 });
    for (const body of [{ isAR: true }, { arDescription: "Net 30" }]) {
      const refused = await details(shipping, owing.orderId, body);
      expect(refused.status).toBe(403);
    }
    expect(await read(owing.orderId)).toMatchObject({ isAR: false, arDescription: null, version: 1 });
    // The dialog sends AR only to those who may edit it; the stored values sent back unchanged pass.
    const other = await details(shipping, owing.orderId, {
      repCode: "REP8",
      isAR: false,
      arDescription: null,
    });
    expect(other.status, other.body.message).toBe(200);
    expect(await read(owing.orderId)).toMatchObject({ repCode: "REP8", isAR: false, version: 2 });
  });
});
