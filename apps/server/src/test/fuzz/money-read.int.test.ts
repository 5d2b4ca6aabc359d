// Issue 9 point 3: no stored sum may make an order unreadable. The write paths bound every amount; this
// proves the read side holds even for figures that slipped in before those bounds (or by hand in SQL).

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, transactions } from "../../db/schema/index";
import { seedOrder } from "../../seed/orders-factory";
import { createTestContext, seedWorker, signIn, type TestContext } from "../index";

let ctx: TestContext;
let authHeader: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await seedWorker(ctx.db, { userName: "moneyreader", claims: "admin" });
  ({ authHeader } = await signIn(ctx.app, admin.userName, admin.password));
});
afterAll(() => ctx.close());

describe("reading an order whose stored sums are past 2^53 cents", () => {
  it("answers 200 with finite amounts, not 500", async () => {
    const seeded = await seedOrder(ctx.db, { status: "Billing" });
    // Two FEE transactions of $90,000,000,000,000 (9e15 cents each): their sum, 1.8e16, is past 2^53.
    const fee = {
      orderId: seeded.orderId,
      customerId: seeded.order.customerId,
      amount: 9_000_000_000_000_000,
      transType: "FEE",
      isFee: true,
      success: true,
      orderCurrency: "$",
      country: "US" as const,
      description: "fee",
    };
    await ctx.db.insert(transactions).values([fee, fee]);
    // What the write path of the time left on the order: a balance of the two fees.
    await ctx.db.update(orders).set({ balance: 18_000_000_000_000_000 }).where(eq(orders.id, seeded.orderId));
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/orders/${seeded.orderId}`,
      headers: authHeader,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const summary = response.json<{ balance: number; transactions: { amount: number }[] }>();
    expect(summary.balance).toBe(180_000_000_000_000);
    expect(summary.transactions.map((t) => t.amount)).toEqual([90_000_000_000_000, 90_000_000_000_000]);
  });
});
