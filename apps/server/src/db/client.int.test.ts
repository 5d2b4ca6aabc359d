import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/index";
import { queryRows } from "./client";

describe("database client", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("delivers NOTIFY payloads to listeners until they unsubscribe", async () => {
    const received: string[] = [];
    const unlisten = await ctx.database.listen("test_events", (payload) => received.push(payload));
    await ctx.database.notify("test_events", JSON.stringify({ orderId: "26-0A12345" }));
    await expect.poll(() => received, { timeout: 2000 }).toEqual(['{"orderId":"26-0A12345"}']);
    await unlisten();
    await ctx.database.notify("test_events", "after");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(1);
  });

  it("returns counts (int8) as numbers on both drivers", async () => {
    const rows = await queryRows<{ n: unknown }>(ctx.db, sql`select count(*) as n from workers`);
    expect(typeof rows[0]?.n).toBe("number");
  });
});
