// The CSV exports of a customer's lists (issue 13): claims as the lists, 404 for an unknown customer,
// the list's filters and order, and every row across keyset batches (a cursor that kept only a JS Date
// would skip rows written within one millisecond).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAudit, orders } from "../../../db/schema/index";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";
import { customerAuditCsv, customerComicsCsv, customerOrdersCsv } from "./activity-csv";

let ctx: TestContext;
let clerk: SignedIn;
let grader: SignedIn;
let customerId: number;
const orderIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "uma", claims: "user", password: "uma-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  clerk = await signIn(ctx.app, "uma", "uma-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
  customerId = (await seedCustomer(ctx.db, { name: "Cass Export", email: "cass.export@example.test" }))
    .customer.id;
  // Five orders; the last three within one millisecond, two of them at the same microsecond.
  const times = [
    "2026-01-01 10:00:00.000100+00",
    "2026-01-02 10:00:00.000100+00",
    "2026-01-03 10:00:00.000300+00",
    "2026-01-03 10:00:00.000200+00",
    "2026-01-03 10:00:00.000200+00",
  ];
  for (const [index, time] of times.entries()) {
    const { orderId } = await seedOrder(ctx.db, {
      customerId,
      status: index === 4 ? "InProcess" : "Completed",
      tiers: [{ code: "SO", count: 2, comics: [{ title: `Export Title ${index}` }, { title: "Other" }] }],
    });
    await ctx.db
      .update(orders)
      .set({ date: sql`${time}::timestamptz` })
      .where(eq(orders.id, orderId));
    orderIds.push(orderId);
  }
  for (let n = 0; n < 5; n++) {
    await ctx.db.insert(customerAudit).values({
      customerId,
      field: n % 2 ? "email" : "membership",
      oldValue: `old ${n}`,
      newValue: `new ${n}`,
      at: sql`${"2026-02-01 00:00:00.000100+00"}::timestamptz`,
    });
  }
});
afterAll(() => ctx.close());

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: "GET", url, headers: who.authHeader });
const lines = (text: string) => text.trim().split("\r\n");
const firstCells = (text: string) =>
  lines(text)
    .slice(1)
    .map((l) => l.split(",")[0]!.replaceAll('"', ""));
async function collect(rows: AsyncGenerator<string>) {
  let text = "";
  for await (const chunk of rows) text += chunk;
  return text;
}
const newestFirst = () => [
  orderIds[2]!,
  ...[orderIds[3]!, orderIds[4]!].sort().reverse(),
  orderIds[1]!,
  orderIds[0]!,
];

describe("customer list exports", () => {
  it("need the /users claims and a known customer", async () => {
    for (const url of [
      `/api/orders/user/${customerId}/export.csv`,
      `/api/comics/user/${customerId}/export.csv`,
      `/api/users/${customerId}/audit/export.csv`,
    ]) {
      expect((await get(grader, url)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      expect((await get(clerk, url)).statusCode, url).toBe(200);
      expect((await get(clerk, url.replace(String(customerId), "999999"))).statusCode, url).toBe(404);
    }
  });

  it("orders: every row in the list's order across batches, filtered by state and search", async () => {
    expect(
      firstCells(await collect(customerOrdersCsv(ctx.db, customerId, { state: "all", sort: "newest" }, 2))),
    ).toEqual(newestFirst());
    expect(
      firstCells(await collect(customerOrdersCsv(ctx.db, customerId, { state: "all", sort: "oldest" }, 2))),
    ).toEqual(newestFirst().reverse());
    const open = await get(clerk, `/api/orders/user/${customerId}/export.csv?state=open`);
    expect(open.headers["content-type"]).toContain("text/csv");
    expect(firstCells(open.body)).toEqual([orderIds[4]]);
    const found = await get(
      clerk,
      `/api/orders/user/${customerId}/export.csv?search=${orderIds[0]!.toLowerCase()}`,
    );
    expect(firstCells(found.body)).toEqual([orderIds[0]]);
    expect((await get(clerk, `/api/orders/user/${customerId}/export.csv?state=lost`)).statusCode).toBe(400);
  });

  it("comics: every comic of every order, newest order first; the search narrows by title", async () => {
    const all = await collect(customerComicsCsv(ctx.db, customerId, undefined, 2));
    expect(lines(all)).toHaveLength(1 + 10);
    expect(lines(all)[0]).toBe(
      '"uniqueId","orderId","orderDate","title","issue","year","publisher","tier","status","grade"',
    );
    const found = await get(clerk, `/api/comics/user/${customerId}/export.csv?search=export%20title%203`);
    expect(lines(found.body)).toHaveLength(2);
    expect(found.body).toContain('"Export Title 3"');
  });

  it("history: every entry across batches, one field when asked", async () => {
    expect(lines(await collect(customerAuditCsv(ctx.db, customerId, undefined, 2)))).toHaveLength(1 + 5);
    const emails = await get(clerk, `/api/users/${customerId}/audit/export.csv?field=EMAIL`);
    expect(lines(emails.body)).toHaveLength(1 + 2);
  });
});
