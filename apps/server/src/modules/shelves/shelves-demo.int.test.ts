// The demo data's shelves (issue 17): shelves holding generated tiers with their log, one Canadian,
// and 26-SHLF001 on no shelf for the e2e spec; seeding twice changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shelfLog } from "../../db/schema/index";
import { seedDemo } from "../../seed/demo";
import { DEMO_SHELF_ORDER, seedDemoShelves } from "../../seed/shelves-demo";
import { createTestContext, type SignedIn, signIn, type TestContext } from "../../test/index";
import { seedCatalog } from "../catalog/index";

let ctx: TestContext;
let manager: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalog(ctx.db);
  await seedDemo(ctx.db);
  manager = await signIn(ctx.app, "manager", "manager-demo-pass");
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string) =>
  ctx.app.inject({ method: "GET", url, headers: manager.authHeader }).then((r) => r.json());

describe("demo shelves", () => {
  it("hold tiers of demo orders, one shelf per country, with their log", async () => {
    const list = await get("/api/shelves/");
    expect(list.rows).toMatchObject([
      { id: "A-1-A", country: "US", tierCount: 3 },
      { id: "A-2-C", country: "US", tierCount: 1 },
      { id: "C-1-A", country: "CA", tierCount: 2 },
    ]);
    const log = await get("/api/shelves/log/A-2-C");
    expect(log.rows.map((r: { action: number }) => r.action)).toEqual([2, 2, 1, 1, 1]);
    const [first] = (await get("/api/shelves/A-1-A")).rows;
    const summary = await get(`/api/orders/${first.orderId}`);
    expect(summary.tiers.find((t: { id: string }) => t.id === first.tierId).shelfId).toBe("A-1-A");
  });

  it("keep 26-SHLF001's tier at HeatSeal on no shelf, and seeding again changes nothing", async () => {
    const summary = await get(`/api/orders/${DEMO_SHELF_ORDER}`);
    expect(summary.tiers).toMatchObject([{ id: "SO", status: "HeatSeal", shelfId: null }]);
    const logRows = (await ctx.db.select().from(shelfLog)).length;
    await seedDemoShelves(ctx.db);
    expect((await ctx.db.select().from(shelfLog)).length).toBe(logRows);
    expect((await get("/api/shelves/")).total).toBe(3);
  });
});
