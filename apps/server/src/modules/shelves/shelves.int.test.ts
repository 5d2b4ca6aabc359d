// Shelves calls (administration §5, §7; issue 17): every call and message, the shelves claim, the first
// scan-in creating the shelf, one country per shelf, a tier on at most one shelf (moved between
// shelves, logged on both), the order read's shelfId, and no 500 on a double scan at once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLog, shelfTiers } from "../../db/schema/index";
import { seedOrder } from "../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";

let ctx: TestContext;
let admin: SignedIn;
let shelver: SignedIn;
let grader: SignedIn;
let us1: string;
let us2: string;
let ca1: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  await seedWorker(ctx.db, {
    userName: "sam",
    displayName: "Sam Shelver",
    claims: "shelves",
    password: "sam-test-password",
  });
  await seedWorker(ctx.db, { userName: "gina", claims: "grade", password: "gina-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  shelver = await signIn(ctx.app, "sam", "sam-test-password");
  grader = await signIn(ctx.app, "gina", "gina-test-password");
  const order = async (countryCode: "US" | "CA") =>
    (
      await seedOrder(ctx.db, {
        status: "InProcess",
        countryCode,
        tiers: [
          { code: "SO", status: "HeatSeal", count: 1 },
          { code: "SL", status: "Slab", count: 1 },
        ],
      })
    ).orderId;
  us1 = await order("US");
  us2 = await order("US");
  ca1 = await order("CA");
});
afterAll(() => ctx.close());

type Method = "GET" | "POST";
const call = (who: SignedIn, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.authHeader, payload });
const scan = (shelf: string, tierId: string, action: number | null, who = shelver) =>
  call(who, "POST", `/api/shelves/${shelf.split("-").join("/")}`, { tierId, action });
const expect400 = async (response: { statusCode: number; json: () => unknown }, message: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message });
};
const placementsOf = (orderId: string) =>
  ctx.db.select().from(shelfTiers).where(eq(shelfTiers.orderId, orderId));

describe("claims", () => {
  it("every call needs the shelves claim (admin holds all)", async () => {
    const calls: [Method, string][] = [
      ["GET", "/api/shelves/"],
      ["GET", "/api/shelves/info/A-1-B"],
      ["GET", "/api/shelves/A-1-B"],
      ["GET", "/api/shelves/shelfexists/A-1-B"],
      ["GET", "/api/shelves/log/A-1-B"],
      ["POST", "/api/shelves/A/1/B"],
      ["POST", "/api/shelves/removetier/A/1/B"],
    ];
    for (const [method, url] of calls) {
      const payload = method === "POST" ? {} : undefined;
      expect((await call(grader, method, url, payload)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect((await call(shelver, method, url, payload)).statusCode, url).not.toBe(403);
      expect((await call(admin, method, url, payload)).statusCode, url).not.toBe(403);
    }
  });
});

describe("scanning tiers in and out", () => {
  it.each([
    ["A-1-B", "", 1, "Please scan or enter Tier Id"],
    ["A-1-B", "26-0A12345-SO", null, "Please select an action"],
    ["A-1-B", "26-0A12345-SO", 3, "Please select an action"],
    ["A-1-B", "26-0A12345-001", 1, "Invalid Tier Id: 26-0A12345-001 (shelf A-1-B)."],
    ["A-1-B", "26-0a12345-so", 1, "Invalid Tier Id: 26-0A12345-SO (shelf A-1-B)."],
    ["A-1-BCDE", "26-0A12345-SO", 1, "Please enter valid shelf id"],
  ])("shelf %s, tier %j, action %j → '%s', nothing changed", async (shelf, tierId, action, message) => {
    await expect400(await scan(shelf, tierId, action), message);
    expect((await call(shelver, "GET", "/api/shelves/")).json()).toMatchObject({ total: 0 });
  });

  it("refuses an unknown tier of a known order and a missing body field", async () => {
    await expect400(await scan("A-1-B", `${us1}-XX`, 1), `Invalid Tier Id: ${us1}-XX (shelf A-1-B).`);
    await expect400(await call(shelver, "POST", "/api/shelves/A/1/B", {}), "Please scan or enter Tier Id");
  });

  it("the first scan-in creates the shelf, with its location and the order's country", async () => {
    const before = (await call(shelver, "GET", "/api/shelves/info/a-1-b")).json();
    expect(before).toEqual({
      id: "A-1-B",
      location: "Aisle A, bay 1, level B",
      country: null,
      tierCount: 0,
      exists: false,
    });
    expect((await call(shelver, "GET", "/api/shelves/shelfexists/A-1-B")).json()).toEqual({ exists: false });

    const response = await scan("a-1-b", `${us1.toLowerCase()}-so`, 1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `Tier ${us1}-SO put on shelf A-1-B.`,
      shelf: { id: "A-1-B", location: "Aisle A, bay 1, level B", country: "US", tierCount: 1, exists: true },
      tiers: {
        total: 1,
        rows: [{ orderId: us1, tierId: "SO", tierStatus: "HeatSeal", placedBy: "Sam Shelver" }],
      },
    });
    expect((await call(shelver, "GET", "/api/shelves/shelfexists/a-1-b")).json()).toEqual({ exists: true });
    const tiersPage = (await call(shelver, "GET", "/api/shelves/A-1-B")).json();
    expect(tiersPage.rows[0].customerName).not.toBe("");
    expect((await call(shelver, "GET", "/api/shelves/?search=a-1")).json()).toMatchObject({
      total: 1,
      rows: [{ id: "A-1-B", country: "US", tierCount: 1 }],
    });
    expect((await call(shelver, "GET", "/api/shelves/?search=B")).json()).toMatchObject({ total: 0 });
  });

  it("'Invalid request' for putting in a tier already there or taking out one not there, naming both", async () => {
    await expect400(
      await scan("A-1-B", `${us1}-SO`, 1),
      `Invalid request: tier ${us1}-SO is already on shelf A-1-B.`,
    );
    await expect400(
      await scan("A-1-B", `${us1}-SL`, 2),
      `Invalid request: tier ${us1}-SL is not on shelf A-1-B; it is on no shelf.`,
    );
    await expect400(
      await call(shelver, "POST", "/api/shelves/removetier/A/1/B", { tierId: `${us2}-SO` }),
      `Invalid request: tier ${us2}-SO is not on shelf A-1-B; it is on no shelf.`,
    );
    await expect400(
      await scan("B-9-Z", `${us1}-SO`, 2),
      `Invalid request: tier ${us1}-SO is not on shelf B-9-Z; it is on shelf A-1-B.`,
    );
    expect(await placementsOf(us1)).toHaveLength(1);
  });

  it("a shelf keeps one country's tiers", async () => {
    await expect400(await scan("A-1-B", `${ca1}-SO`, 1), `Shelf A-1-B holds US tiers; order ${ca1} is CA.`);
    expect(await placementsOf(ca1)).toHaveLength(0);
    const other = await scan("C-1-A", `${ca1}-SO`, 1);
    expect(other.json()).toMatchObject({ shelf: { id: "C-1-A", country: "CA" } });
  });

  it("a tier scanned in on another shelf moves there, logged out there and in here", async () => {
    const moved = await scan("B-2-C", `${us1}-SO`, 1);
    expect(moved.json()).toMatchObject({
      message: `Tier ${us1}-SO put on shelf B-2-C (moved from shelf A-1-B).`,
    });
    expect(await placementsOf(us1)).toMatchObject([{ tierId: "SO", shelfId: "B-2-C" }]);
    expect((await call(shelver, "GET", "/api/shelves/A-1-B")).json()).toMatchObject({ total: 0 });
    const oldLog = (await call(shelver, "GET", "/api/shelves/log/A-1-B")).json();
    expect(oldLog.rows.map((r: { action: number }) => r.action)).toEqual([2, 1]);
    expect(oldLog.rows[0]).toMatchObject({ orderId: us1, tierId: "SO", byName: "Sam Shelver" });
    const newLog = (await call(shelver, "GET", "/api/shelves/log/B-2-C")).json();
    expect(newLog).toMatchObject({ total: 1, rows: [{ action: 1, orderId: us1, tierId: "SO" }] });
    const logged = await ctx.db
      .select({ description: orderLog.description })
      .from(orderLog)
      .where(and(eq(orderLog.orderId, us1), eq(orderLog.type, "Shelf")));
    expect(logged.map((l) => l.description)).toEqual([
      "Put on shelf A-1-B",
      "Taken off shelf A-1-B",
      "Put on shelf B-2-C",
    ]);
  });

  it("the order and tier reads say where each tier sits", async () => {
    const summary = (await call(admin, "GET", `/api/orders/${us1}`)).json();
    const byId = Object.fromEntries(
      summary.tiers.map((t: { id: string; shelfId: string | null }) => [t.id, t.shelfId]),
    );
    expect(byId).toEqual({ SO: "B-2-C", SL: null });
    const detail = (await call(admin, "GET", `/api/orders/${us1}/tiers/SO`)).json();
    expect(detail.tier.shelfId).toBe("B-2-C");
  });

  it("takes a tier out with action 2 and with removetier", async () => {
    await scan("B-2-C", `${us2}-SO`, 1);
    const out = await scan("B-2-C", `${us1}-SO`, 2);
    expect(out.json()).toMatchObject({
      message: `Tier ${us1}-SO taken off shelf B-2-C.`,
      shelf: { tierCount: 1 },
    });
    const removed = await call(shelver, "POST", "/api/shelves/removetier/b/2/c", { tierId: `${us2}-SO` });
    expect(removed.json()).toMatchObject({
      message: `Tier ${us2}-SO taken off shelf B-2-C.`,
      tiers: { total: 0 },
    });
    expect((await call(admin, "GET", `/api/orders/${us1}`)).json().tiers[0].shelfId).toBeNull();
    expect((await call(shelver, "GET", "/api/shelves/log/B-2-C?pageSize=2")).json()).toMatchObject({
      total: 4,
      pageSize: 2,
      rows: [
        { action: 2, orderId: us2 },
        { action: 2, orderId: us1 },
      ],
    });
  });

  it("two workers scanning one tier in at once: one puts it on, the other hears a 4xx, never a 500", async () => {
    const [first, second] = await Promise.all([
      scan("D-1-A", `${us2}-SL`, 1),
      scan("D-1-A", `${us2}-SL`, 1, admin),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    expect(await placementsOf(us2)).toHaveLength(1);
    const [toE, toF] = await Promise.all([
      scan("E-1-A", `${us2}-SL`, 1),
      scan("F-1-A", `${us2}-SL`, 1, admin),
    ]);
    expect([toE.statusCode, toF.statusCode]).toEqual([200, 200]);
    expect(await placementsOf(us2)).toHaveLength(1);
  });
});

describe("reads", () => {
  it("answer 400 'Please enter valid shelf id' for an id that is not A-B-C", async () => {
    for (const url of [
      "/api/shelves/info/A-B",
      "/api/shelves/AB_C",
      "/api/shelves/shelfexists/A-B-C-D",
      "/api/shelves/log/ABCD-1-2",
      `/api/shelves/info/${"A".repeat(60)}`,
    ]) {
      await expect400(await call(shelver, "GET", url), "Please enter valid shelf id");
    }
  });

  it("list shelves by id, a page at a time, with tier counts", async () => {
    const page = (await call(shelver, "GET", "/api/shelves/?pageSize=2&page=2")).json();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 6 });
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual(["C-1-A", "D-1-A"]);
  });
});
