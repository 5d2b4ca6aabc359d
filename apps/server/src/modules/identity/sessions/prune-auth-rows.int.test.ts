import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, signInAttempts } from "../../../db/schema/index";
import { createTestContext, seedWorker, signIn, type TestContext } from "../../../test/index";
import { pruneAuthRows } from "./prune-auth-rows";

describe("pruning old sign-in rows", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("deletes day-old attempts and long-expired refresh tokens, keeps live ones", async () => {
    const worker = await seedWorker(ctx.db, { userName: "pruned", claims: "qc" });
    await signIn(ctx.app, worker.userName, worker.password);
    const live = await signIn(ctx.app, worker.userName, worker.password);
    await ctx.db.update(signInAttempts).set({ createdAt: sql`now() - interval '2 days'` }).where(sql`true`);
    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '2 days'` })
      .where(
        sql`${refreshTokens.familyId} <> (select family_id from refresh_tokens order by issued_at desc limit 1)`,
      );

    await pruneAuthRows(ctx.db);

    expect(await ctx.db.select().from(signInAttempts)).toHaveLength(0);
    expect(await ctx.db.select().from(refreshTokens)).toHaveLength(1);
    const refreshed = await ctx.app.inject({
      method: "POST",
      url: "/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `client_id=backoffice&grant_type=refresh_token&refresh_token=${live.refreshToken}`,
    });
    expect(refreshed.statusCode).toBe(200);
  });
});
