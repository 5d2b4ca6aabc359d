// External user calls (administration §3, §7, §8): claims per the menu table (manage), the prefix rules
// and messages, and the reference lookup resolving only known prefixes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOrder } from "../../seed/orders-factory";
import { createTestContext, type SignedIn, seedWorker, signIn, type TestContext } from "../../test/index";

let ctx: TestContext;
let manager: SignedIn;
let clerk: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorker(ctx.db, { userName: "mo", claims: "manage", password: "mo-test-password" });
  await seedWorker(ctx.db, { userName: "uma", claims: "user", password: "uma-test-password" });
  manager = await signIn(ctx.app, "mo", "mo-test-password");
  clerk = await signIn(ctx.app, "uma", "uma-test-password");
});
afterAll(() => ctx.close());

const call = (who: SignedIn, method: "GET" | "POST", url: string) =>
  ctx.app.inject({ method, url, headers: who.authHeader });

describe("external user calls", () => {
  it("need manage: a user-claim worker gets 403, no token 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/data/external"],
      ["GET", "/api/data/external/1"],
      ["GET", "/api/data/external/export.csv"],
      ["POST", "/api/data/external/Shop/SHP"],
    ] as const) {
      expect((await call(clerk, method, url)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("creates with an uppercased prefix, refuses a taken or bad one with the field marked", async () => {
    const created = await call(manager, "POST", "/api/data/external/Comic%20Shop/cgx");
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: "Comic Shop", prefix: "CGX", version: 1 });
    const taken = await call(manager, "POST", "/api/data/external/Other/Cgx");
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      message: "Error saving changes",
      modelState: { "model.prefix": ["This prefix is already used by another external user."] },
    });
    const bad = await call(manager, "POST", "/api/data/external/Bad/X");
    expect(bad.json().modelState).toEqual({
      "model.prefix": ["Prefix may hold letters and digits only (2 to 10)."],
    });
    const one = await call(manager, "GET", `/api/data/external/${created.json().id}`);
    expect(one.json().name).toBe("Comic Shop");
    expect((await call(manager, "GET", "/api/data/external/99999")).statusCode).toBe(404);
  });

  it("lists, searches and exports", async () => {
    await call(manager, "POST", "/api/data/external/Zeta%20Books/ZETA");
    const found = (await call(manager, "GET", "/api/data/external?search=zeta")).json();
    expect(found.map((u: { prefix: string }) => u.prefix)).toEqual(["ZETA"]);
    const csv = await call(manager, "GET", "/api/data/external/export.csv?search=zeta");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe('"id","name","prefix","createdAt"');
    expect(lines[1]).toContain('"Zeta Books","ZETA"');
  });

  it("the reference lookup resolves a known prefix only", async () => {
    const { orderId } = await seedOrder(ctx.db, { status: "Completed", externalId: "KNOWN-77" });
    expect((await call(manager, "GET", "/api/orders/reference/KNOWN/77")).statusCode).toBe(404);
    await call(manager, "POST", "/api/data/external/Known%20Co/known");
    const found = await call(manager, "GET", "/api/orders/reference/known/77");
    expect(found.json()).toEqual({ orderId });
  });
});
