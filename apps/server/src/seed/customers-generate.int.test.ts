// The customer generator (demo list, `npm run seed -- --customers N`, people bench): every customer gets
// one default address and at most one more, a plain e-mail and a North American phone.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { createTestContext, type TestContext } from "../test/index";
import { generateCustomers } from "./customers-generate";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("generated customers", () => {
  it("writes 1,500 customers in two batches, each with 1 or 2 addresses, one of them the default", async () => {
    const before = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from customers`);
    await generateCustomers(ctx.db, { count: 1500, seed: 3 });
    const [counts] = await queryRows<{ customers: number; min: number; max: number; defaults: number }>(
      ctx.db,
      sql`select count(*)::int as customers, min(n)::int as min, max(n)::int as max, min(d)::int as defaults
          from (select c.id, count(a.id) as n, count(*) filter (where a.is_default) as d
                from customers c join addresses a on a.customer_id = c.id
                where c.email not like '%.test' group by c.id) per`,
    );
    expect(counts).toEqual({ customers: 1500, min: 1, max: 2, defaults: 1 });
    const after = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from customers`);
    expect(after[0]!.n - before[0]!.n).toBe(1500);
    const odd = await queryRows<{ email: string }>(
      ctx.db,
      sql`select email from customers where email !~ '^[a-z0-9._]+@[a-z]+\\.[a-z]+$'
          or (phone is not null and phone !~ '^\\+1 [2-9][0-9]{2} [2-9][0-9]{2} [0-9]{4}$')`,
    );
    expect(odd).toEqual([]);
  });
});
