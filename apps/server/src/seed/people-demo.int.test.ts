// The demo people: reps whose codes demo orders use (so deletion is refused), one without orders, and
// external users whose prefix resolves a demo order's reference.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema/index";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../test/index";
import { seedOrder } from "./orders-factory";
import { DEMO_EXTERNAL_REFERENCE, seedDemoPeople } from "./people-demo";

let ctx: TestContext;
let admin: SignedIn;
let orderId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "boss", claims: "admin", password: "boss-test-password" });
  admin = await signIn(ctx.app, "boss", "boss-test-password");
  orderId = (await seedOrder(ctx.db, { status: "Completed" })).orderId;
  await ctx.db.update(orders).set({ repCode: "REP01" }).where(eq(orders.id, orderId));
  await seedDemoPeople(ctx.db);
});
afterAll(() => ctx.close());

describe("demo people", () => {
  it("keeps REP01 (it has orders), lets REP30 go, and finds the demo reference by its prefix", async () => {
    const call = (method: "GET" | "DELETE", url: string) =>
      ctx.app.inject({ method, url, headers: admin.authHeader });
    expect((await call("DELETE", "/api/salesmanager/REP01")).statusCode).toBe(400);
    expect((await call("DELETE", "/api/salesmanager/REP30")).statusCode).toBe(200);
    const [prefix, ref] = DEMO_EXTERNAL_REFERENCE.split("-");
    expect((await call("GET", `/api/orders/reference/${prefix}/${ref}`)).json()).toEqual({ orderId });
  });
});
