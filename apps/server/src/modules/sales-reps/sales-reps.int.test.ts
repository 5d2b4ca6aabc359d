// Sales rep calls (administration §4, §5, §7, §8, §9): claims per the menu table (user), the form's
// messages, 409 on a stale version, the rep's orders and summary, and no deletion while orders exist.
import type { OrderStatus } from "@gbo/domain/workflow";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index";
import { seedOrder } from "../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";
import { salesRepOrdersCsv } from "./sales-rep-orders";

let ctx: TestContext;
let admin: SignedIn;
let clerk: SignedIn;
let grader: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  await seedWorker(ctx.db, { userName: "uma", claims: "user", password: "uma-test-password" });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  clerk = await signIn(ctx.app, "uma", "uma-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });

async function orderFor(repCode: string, status: OrderStatus = "InProcess") {
  const { orderId } = await seedOrder(ctx.db, { status });
  await ctx.db.update(orders).set({ repCode }).where(eq(orders.id, orderId));
  return orderId;
}

describe("who may call the sales rep calls", () => {
  it("needs the user claim (admin holds it); a grader gets 403, no token 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/salesmanager/"],
      ["GET", "/api/salesmanager/export.csv"],
      ["GET", "/api/salesmanager/REP01"],
      ["POST", "/api/salesmanager/"],
      ["PUT", "/api/salesmanager/REP01"],
      ["DELETE", "/api/salesmanager/REP01"],
      ["GET", "/api/orders/salesmanager/REP01/1"],
      ["GET", "/api/orders/salesmanager/REP01/export.csv"],
    ] as const) {
      const payload = method === "POST" || method === "PUT" ? {} : undefined;
      expect((await call(grader, method, url, payload)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    expect((await call(clerk, "GET", "/api/salesmanager/")).statusCode).toBe(200);
    expect((await call(admin, "GET", "/api/salesmanager/")).statusCode).toBe(200);
  });
});

describe("creating and editing a sales rep", () => {
  it("creates a rep with an uppercased code and refuses the same code in any case", async () => {
    const created = await call(clerk, "POST", "/api/salesmanager/", {
      repCode: "ab12",
      firstName: "Ann",
      lastName: "Bell",
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      repCode: "AB12",
      firstName: "Ann",
      version: 1,
      summary: { orderCount: 0, openOrders: 0, totals: [] },
    });
    const again = await call(clerk, "POST", "/api/salesmanager/", {
      repCode: "Ab12",
      firstName: "Other",
      lastName: "Rep",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: "Error saving changes",
      modelState: { "model.repCode": ["This rep code is already used by another sales rep."] },
    });
  });

  it("marks each bad field and changes nothing", async () => {
    const bad = await call(clerk, "POST", "/api/salesmanager/", {
      repCode: "R-1",
      firstName: " ",
      lastName: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().modelState).toEqual({
      "model.repCode": ["Rep code may hold letters and digits only (at most 20)."],
      "model.firstName": ["First name is required."],
      "model.lastName": ["Last name is required."],
    });
    expect((await call(clerk, "GET", "/api/salesmanager/?search=R-1")).json().total).toBe(0);
  });

  it("updates with the version read; a stale version gets 409", async () => {
    await call(clerk, "POST", "/api/salesmanager/", { repCode: "ED1", firstName: "Ed", lastName: "One" });
    const saved = await call(clerk, "PUT", "/api/salesmanager/ed1", {
      firstName: "Edward",
      lastName: "One",
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: "Edward", version: 2 });
    const stale = await call(clerk, "PUT", "/api/salesmanager/ED1", {
      firstName: "Eddie",
      lastName: "One",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(clerk, "GET", "/api/salesmanager/ED1")).json().firstName).toBe("Edward");
  });

  it("answers 404 for an unknown rep", async () => {
    const missing = await call(clerk, "GET", "/api/salesmanager/NOPE9");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Sales rep not found.");
  });
});

describe("a rep's orders", () => {
  it("a sales rep with orders cannot be deleted; one without can", async () => {
    await call(clerk, "POST", "/api/salesmanager/", { repCode: "BUSY1", firstName: "Bea", lastName: "Busy" });
    await call(clerk, "POST", "/api/salesmanager/", { repCode: "IDLE1", firstName: "Ida", lastName: "Idle" });
    await orderFor("BUSY1");
    const refused = await call(clerk, "DELETE", "/api/salesmanager/BUSY1");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("This sales rep has orders and cannot be deleted.");
    expect((await call(clerk, "GET", "/api/salesmanager/BUSY1")).statusCode).toBe(200);

    expect((await call(clerk, "DELETE", "/api/salesmanager/IDLE1")).statusCode).toBe(200);
    expect((await call(clerk, "GET", "/api/salesmanager/IDLE1")).statusCode).toBe(404);
  });

  it("lists the rep's orders newest first with summary figures, and searches by order id prefix", async () => {
    await call(clerk, "POST", "/api/salesmanager/", { repCode: "SUM1", firstName: "Sue", lastName: "Sum" });
    const first = await orderFor("SUM1");
    const second = await orderFor("SUM1", "Completed");
    await ctx.db
      .update(orders)
      .set({ date: new Date("2020-01-01T00:00:00Z") })
      .where(eq(orders.id, first));
    const page = (await call(clerk, "GET", "/api/orders/salesmanager/SUM1/1")).json();
    expect(page).toMatchObject({ page: 1, pageSize: 1000, total: 2 });
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual([second, first]);
    const found = (await call(clerk, "GET", `/api/orders/salesmanager/SUM1/1/${first}`)).json();
    expect(found.rows.map((r: { id: string }) => r.id)).toEqual([first]);
    const detail = (await call(clerk, "GET", "/api/salesmanager/SUM1")).json();
    expect(detail.summary).toMatchObject({ orderCount: 2, openOrders: 1 });
  });

  it("totals the rep's orders per currency: $7,220.90 and CA$1,366.00, never $8,586.90", async () => {
    await call(clerk, "POST", "/api/salesmanager/", { repCode: "CUR1", firstName: "Cy", lastName: "Cur" });
    const amounts = [
      ["US", 5_000_00],
      ["US", 2_220_90],
      ["CA", 1_366_00],
    ] as const;
    for (const [countryCode, grandTotal] of amounts) {
      const id = await orderFor("CUR1");
      await ctx.db.update(orders).set({ countryCode, grandTotal }).where(eq(orders.id, id));
    }
    const detail = (await call(clerk, "GET", "/api/salesmanager/CUR1")).json();
    expect(detail.summary).toEqual({
      orderCount: 3,
      openOrders: 3,
      totals: [
        { countryCode: "US", cents: 7_220_90 },
        { countryCode: "CA", cents: 1_366_00 },
      ],
    });
  });
});

describe("a rep's orders as CSV", () => {
  it("streams every order the search finds, newest first, across keyset batches", async () => {
    await call(clerk, "POST", "/api/salesmanager/", { repCode: "CSV1", firstName: "Cy", lastName: "Sv" });
    // Three orders in one millisecond (a JS Date cannot tell them apart), two of them at the same
    // microsecond: the keyset neither skips nor repeats one.
    const times = [
      "2025-03-01 00:00:00.000100+00",
      "2025-03-02 00:00:00.000100+00",
      "2025-03-03 00:00:00.000300+00",
      "2025-03-03 00:00:00.000200+00",
      "2025-03-03 00:00:00.000200+00",
    ];
    const ids: string[] = [];
    for (const time of times) {
      const id = await orderFor("CSV1");
      await ctx.db
        .update(orders)
        .set({ date: sql`${time}::timestamptz` })
        .where(eq(orders.id, id));
      ids.push(id);
    }
    const newestFirst = [ids[2]!, ...[ids[3]!, ids[4]!].sort().reverse(), ids[1]!, ids[0]!];
    let text = "";
    for await (const chunk of salesRepOrdersCsv(ctx.db, "CSV1", undefined, 2)) text += chunk;
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe('"orderId","date","status","customer","comics","grandTotal","currency"');
    expect(lines.slice(1).map((l) => l.split(",")[0]!.replaceAll('"', ""))).toEqual(newestFirst);

    const csv = await call(clerk, "GET", `/api/orders/salesmanager/CSV1/export.csv?search=${ids[0]}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain("sales-rep-CSV1-orders.csv");
    expect(csv.body.trim().split("\r\n")).toHaveLength(2);
    expect((await call(clerk, "GET", "/api/orders/salesmanager/NOPE9/export.csv")).statusCode).toBe(404);
  });
});

describe("the list", () => {
  it("searches, sorts and exports the filtered list as CSV", async () => {
    await call(clerk, "POST", "/api/salesmanager/", { repCode: "ZZ9", firstName: "Zed", lastName: "Zulu" });
    await call(clerk, "POST", "/api/salesmanager/", { repCode: "ZZ8", firstName: "Zoe", lastName: "Zulu" });
    const found = (await call(clerk, "GET", "/api/salesmanager/?search=zulu&sort=-repCode")).json();
    expect(found.rows.map((r: { repCode: string }) => r.repCode)).toEqual(["ZZ9", "ZZ8"]);
    const csv = await call(clerk, "GET", "/api/salesmanager/export.csv?search=zulu");
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe('"repCode","firstName","lastName","date"');
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(['"ZZ8"', '"ZZ9"']);
  });
});
