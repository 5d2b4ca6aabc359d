// The sign-in check keeps worker rows in memory (worker-cache.ts); a change made anywhere — another
// process, an admin's SQL — must still end the worker's access within a second.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workers } from "../db/schema/index";
import { createTestContext, seedWorker, signIn, type TestContext } from "../test/index";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function statusWithin(
  ms: number,
  authHeader: { authorization: string },
  wanted: number,
): Promise<number> {
  const deadline = Date.now() + ms;
  let status = 0;
  do {
    status = (await ctx.app.inject({ method: "GET", url: "/api/userprofile", headers: authHeader }))
      .statusCode;
    if (status === wanted) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  } while (Date.now() < deadline);
  return status;
}

describe("worker cache of the sign-in check", () => {
  it("refuses a worker disabled straight in the database within a second, though their row was cached", async () => {
    const worker = await seedWorker(ctx.db, { userName: "cached-qc", claims: "qc" });
    const { authHeader } = await signIn(ctx.app, worker.userName, worker.password);
    expect(await statusWithin(0, authHeader, 200)).toBe(200);
    expect(await statusWithin(0, authHeader, 200)).toBe(200); // now served from the cache

    await ctx.db.update(workers).set({ isActive: false }).where(eq(workers.id, worker.id));
    expect(await statusWithin(1000, authHeader, 401)).toBe(401);
  });

  it("ends the old token at once when the worker changes their password in this process", async () => {
    const worker = await seedWorker(ctx.db, { userName: "cached-pw", claims: "qc" });
    const { authHeader } = await signIn(ctx.app, worker.userName, worker.password);
    expect(await statusWithin(0, authHeader, 200)).toBe(200);
    const changed = await ctx.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: authHeader,
      payload: {
        currentPassword: worker.password,
        newPassword: "Another-station-2026",
        confirmPassword: "Another-station-2026",
      },
    });
    expect(changed.statusCode).toBe(200);
    // No waiting: the very next request is checked against the new token version.
    expect(await statusWithin(0, authHeader, 401)).toBe(401);
  });
});
