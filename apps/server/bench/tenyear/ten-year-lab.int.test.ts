// The ten-year profile of the order generator: nearly all orders finished and spread over ten years, the
// current work recent, and ids made from the position in the data set (unique across its parts) whose
// year is the order's.
import { isOrderId } from "@gbo/domain/ids";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client";
import { generateOrders } from "../../src/seed/orders-generate";
import { createTestContext, type TestContext } from "../../src/test/index";
import { TEN_YEAR_LAB } from "./ten-year-lab";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the ten-year lab profile", () => {
  it("has shares that add up to one", () => {
    const sum = TEN_YEAR_LAB.statusShares.reduce((total, [, share]) => total + share, 0);
    expect(sum).toBeCloseTo(1, 9);
  });

  it("makes two parts of orders with distinct ids, ten years of finished work and recent open work", async () => {
    const before = await queryRows<{ id: string }>(ctx.db, sql`select id from orders`);
    await generateOrders(ctx, { orders: 300, seed: 1, profile: TEN_YEAR_LAB, firstIndex: 70_000 });
    await generateOrders(ctx, { orders: 300, seed: 2, profile: TEN_YEAR_LAB, firstIndex: 70_300 });
    const existing = new Set(before.map((row) => row.id));
    const rows = (
      await queryRows<{ id: string; status: string; year: number; age: number }>(
        ctx.db,
        sql`select id, status, extract(year from date)::int as year, (now()::date - date::date) as age from orders`,
      )
    ).filter((row) => !existing.has(row.id));
    expect(rows).toHaveLength(600);
    expect(new Set(rows.map((row) => row.id)).size).toBe(600);
    expect(rows.every((row) => isOrderId(row.id) && row.id.startsWith(String(row.year % 100)))).toBe(true);
    const finished = rows.filter((row) => row.status === "Completed" || row.status === "Cancelled");
    expect(finished.length).toBeGreaterThan(550);
    expect(
      Math.max(...finished.map((row) => row.age)) - Math.min(...finished.map((row) => row.age)),
    ).toBeGreaterThan(5 * 365);
    const open = rows.filter((row) => !finished.includes(row));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((row) => row.age <= 61)).toBe(true);
  });
});
