// A customer's activity calls (administration §7, workflow §9): claims per the menu table for /users
// (worker or user), 404 for an unknown customer, page sizes 300/10/50/50 newest first, searches, rewards,
// and the reset-password notice that lands in the outbox and the history.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAudit, customers, mailOutbox, orders } from "../../../db/schema/index";
import { seedCustomer } from "../../../seed/customers-factory";
import { seedOrder } from "../../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../../test/index";

let ctx: TestContext;
let admin: SignedIn;
let clerk: SignedIn;
let floor: SignedIn;
let grader: SignedIn;
let customerId: number;
let otherId: number;
const orderIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  await seedWorker(ctx.db, { userName: "uma", claims: "user", password: "uma-test-password" });
  await seedWorker(ctx.db, { userName: "walt", claims: "worker", password: "walt-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  clerk = await signIn(ctx.app, "uma", "uma-test-password");
  floor = await signIn(ctx.app, "walt", "walt-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
  const { customer } = await seedCustomer(ctx.db, {
    name: "Pat Activity",
    email: "pat.activity@example.test",
  });
  customerId = customer.id;
  otherId = (await seedCustomer(ctx.db, { name: "Other Person" })).customer.id;
  // 12 orders on consecutive days (index 0 oldest): 11 completed, 1 in process; one belongs to someone else.
  for (let day = 0; day < 12; day++) {
    const { orderId } = await seedOrder(ctx.db, {
      customerId,
      status: day === 11 ? "InProcess" : "Completed",
      date: new Date(Date.UTC(2026, 0, day + 1)),
      tiers: [
        { code: "SO", count: day === 0 ? 2 : 1, comics: day === 0 ? [{ title: "Zyzzyva Quarterly" }] : [] },
      ],
    });
    orderIds.push(orderId);
  }
  await seedOrder(ctx.db, { customerId: otherId, status: "Completed" });
});
afterAll(() => ctx.close());

const get = (who: SignedIn, url: string) => ctx.app.inject({ method: "GET", url, headers: who.authHeader });
const post = (who: SignedIn, url: string) => ctx.app.inject({ method: "POST", url, headers: who.authHeader });
const urls = (id = customerId) => [
  `/api/orders/user/${id}/1/300/newest/all`,
  `/api/orders/userCompletedOrders/${id}/1`,
  `/api/orders/userreward/${id}`,
  `/api/comics/user/${id}/1`,
  `/api/users/${id}/audit/1`,
];

describe("who may call the customer activity calls", () => {
  it("needs worker or user (admin holds all); a grader gets 403, no token 401", async () => {
    for (const url of urls()) {
      expect((await get(grader, url)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      for (const who of [admin, clerk, floor]) expect((await get(who, url)).statusCode, url).toBe(200);
    }
    expect((await post(grader, `/api/users/${customerId}/resetPassword`)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown customer and 400 for a bad page", async () => {
    for (const url of urls(999999)) {
      const answer = await get(clerk, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().message).toBe("Customer not found.");
    }
    expect((await post(clerk, "/api/users/999999/resetPassword")).statusCode).toBe(404);
    expect((await get(clerk, `/api/orders/user/${customerId}/0/300/newest/all`)).statusCode).toBe(400);
    expect((await get(clerk, `/api/orders/user/${customerId}/1/301/newest/all`)).statusCode).toBe(400);
    expect((await get(clerk, `/api/orders/user/${customerId}/1/300/sideways/all`)).statusCode).toBe(400);
    expect((await get(clerk, `/api/comics/user/${customerId}/x`)).statusCode).toBe(400);
  });
});

describe("the customer's orders", () => {
  it("lists only this customer's orders, newest first, paged, filtered and searched by id prefix", async () => {
    const all = (await get(clerk, `/api/orders/user/${customerId}/1/300/newest/all`)).json();
    expect(all.total).toBe(12);
    expect(all.pageSize).toBe(300);
    expect(all.rows.map((r: { id: string }) => r.id)).toEqual([...orderIds].reverse());

    const second = (await get(clerk, `/api/orders/user/${customerId}/2/5/oldest/all`)).json();
    expect(second.rows.map((r: { id: string }) => r.id)).toEqual(orderIds.slice(5, 10));

    const open = (await get(clerk, `/api/orders/user/${customerId}/1/300/newest/open`)).json();
    expect(open.rows.map((r: { id: string }) => r.id)).toEqual([orderIds[11]]);

    const target = orderIds[3] ?? "";
    const found = (
      await get(clerk, `/api/orders/user/${customerId}/1/300/newest/all/${target.toLowerCase()}`)
    ).json();
    expect(found.rows.map((r: { id: string }) => r.id)).toEqual([target]);
    const none = (await get(clerk, `/api/orders/user/${customerId}/1/300/newest/all/ZZ%25`)).json();
    expect(none.total).toBe(0);
  });

  it("completed orders come 10 a page, newest first", async () => {
    const first = (await get(clerk, `/api/orders/userCompletedOrders/${customerId}/1`)).json();
    expect(first.pageSize).toBe(10);
    expect(first.total).toBe(11);
    expect(first.rows.map((r: { id: string }) => r.id)).toEqual(orderIds.slice(1, 11).reverse());
    const second = (await get(clerk, `/api/orders/userCompletedOrders/${customerId}/2`)).json();
    expect(second.rows.map((r: { id: string }) => r.id)).toEqual([orderIds[0]]);
  });
});

describe("the customer's comics", () => {
  it("lists the comics of every order, 50 a page, searched by title or certification number", async () => {
    const first = (await get(clerk, `/api/comics/user/${customerId}/1`)).json();
    expect(first.pageSize).toBe(50);
    expect(first.total).toBe(13);
    expect(first.rows[0].orderId).toBe(orderIds[11]);
    const byTitle = (await get(clerk, `/api/comics/user/${customerId}/1/zyzzyva q`)).json();
    expect(byTitle.rows.map((r: { title: string }) => r.title)).toEqual(["Zyzzyva Quarterly"]);
    const byNumber = (await get(clerk, `/api/comics/user/${customerId}/1/${orderIds[0]}`)).json();
    expect(byNumber.total).toBe(2);
    expect(byNumber.rows.every((r: { uniqueId: string }) => r.uniqueId.startsWith(orderIds[0] ?? "?"))).toBe(
      true,
    );
  });

  it("pages past 50", async () => {
    const { orderId } = await seedOrder(ctx.db, {
      customerId: otherId,
      status: "Completed",
      date: new Date(),
      tiers: [{ code: "SO", count: 55 }],
    });
    const second = (await get(clerk, `/api/comics/user/${otherId}/2`)).json();
    expect(second.total).toBeGreaterThanOrEqual(55);
    expect(second.rows.length).toBe(second.total - 50);
    const first = (await get(clerk, `/api/comics/user/${otherId}/1`)).json();
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].orderId).toBe(orderId);
  });
});

describe("the customer's rewards", () => {
  it("shows available, original, applied, the orders that spent rewards and rewards changes", async () => {
    await ctx.db
      .update(customers)
      .set({ rewardsAvailable: 2500, rewardsOriginal: 1000, rewardsApplied: 750 })
      .where(eq(customers.id, customerId));
    await ctx.db
      .update(orders)
      .set({ rewards: 750 })
      .where(eq(orders.id, orderIds[2] ?? ""));
    await ctx.db.insert(customerAudit).values({
      customerId,
      author: "Uma User",
      field: "rewardsAvailable",
      oldValue: "0.00",
      newValue: "25.00",
    });
    const answer = await get(clerk, `/api/orders/userreward/${customerId}`);
    expect(answer.json()).toMatchObject({
      customerId,
      available: 25,
      original: 10,
      applied: 7.5,
      spent: [{ orderId: orderIds[2], amount: 7.5, status: "Completed" }],
      changes: [{ field: "rewardsAvailable", oldValue: "0.00", newValue: "25.00", author: "Uma User" }],
    });
  });
});

describe("reset password and the history", () => {
  it("queues a notice to the customer and writes ('password', reset requested) to the history", async () => {
    const sent = await post(floor, `/api/users/${customerId}/resetPassword`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe("A password reset e-mail was sent to pat.activity@example.test.");
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "pat.activity@example.test"))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toBe("Reset your password");
    expect(mail?.text).toContain("/account/reset-password?email=pat.activity%40example.test");

    const history = (await get(clerk, `/api/users/${customerId}/audit/1`)).json();
    expect(history.pageSize).toBe(50);
    expect(history.rows[0]).toMatchObject({ field: "password", oldValue: null, newValue: "reset requested" });
    expect(history.rows[0].author).toBeTruthy();
    const onlyPassword = (await get(clerk, `/api/users/${customerId}/audit/1/PASSWORD`)).json();
    expect(onlyPassword.total).toBe(1);
  });

  it("sends at most one reset e-mail per customer in 10 minutes (429, nothing sent)", async () => {
    const [throttled] = await ctx.db
      .insert(customers)
      .values({
        name: "Tess Throttle",
        firstName: "Tess",
        lastName: "Throttle",
        email: "tess.t@example.test",
      })
      .returning();
    const id = throttled!.id;
    const sentTo = async () =>
      (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "tess.t@example.test"))).length;
    expect((await post(floor, `/api/users/${id}/resetPassword`)).statusCode).toBe(200);
    const again = await post(clerk, `/api/users/${id}/resetPassword`);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(
      "A password reset e-mail was already sent to this customer in the last 10 minutes.",
    );
    expect(await sentTo()).toBe(1);
    // Two at once: the customer row lock lets exactly one through.
    await ctx.db
      .update(customerAudit)
      .set({ at: new Date(Date.now() - 11 * 60_000) })
      .where(eq(customerAudit.customerId, id));
    const both = await Promise.all([
      post(clerk, `/api/users/${id}/resetPassword`),
      post(floor, `/api/users/${id}/resetPassword`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(await sentTo()).toBe(2);
    const history = (await get(clerk, `/api/users/${id}/audit/1/password`)).json();
    expect(history.total).toBe(2);
  });

  it("pages the history 50 at a time, newest first", async () => {
    const base = Date.UTC(2025, 0, 1);
    await ctx.db.insert(customerAudit).values(
      Array.from({ length: 60 }, (_, i) => ({
        customerId: otherId,
        author: "Uma User",
        field: "phone",
        oldValue: String(i),
        newValue: String(i + 1),
        at: new Date(base + i * 60_000),
      })),
    );
    const first = (await get(clerk, `/api/users/${otherId}/audit/1`)).json();
    expect(first.total).toBe(60);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].newValue).toBe("60");
    const second = (await get(clerk, `/api/users/${otherId}/audit/2`)).json();
    expect(second.rows.map((r: { newValue: string }) => r.newValue)).toEqual([
      "10",
      "9",
      "8",
      "7",
      "6",
      "5",
      "4",
      "3",
      "2",
      "1",
    ]);
  });
});
