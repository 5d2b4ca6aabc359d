import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, seedWorker, signIn, type TestContext, tokenRequest } from "../../../test/index";
import { endWorkerSessions } from "./end-worker-sessions";

describe("endWorkerSessions (claims changed, worker disabled)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("stops both the access token and the refresh token of every session", async () => {
    const worker = await seedWorker(ctx.db, { userName: "reassigned", claims: "qc" });
    const session = await signIn(ctx.app, worker.userName, worker.password);
    const other = await seedWorker(ctx.db, { userName: "bystander", claims: "qc" });
    const bystander = await signIn(ctx.app, other.userName, other.password);

    await endWorkerSessions(ctx.db, worker.id);

    const profile = (token: string) =>
      ctx.app.inject({
        method: "GET",
        url: "/api/userprofile",
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profile(session.accessToken)).statusCode).toBe(401);
    const refresh = await tokenRequest(ctx.app, {
      client_id: "backoffice",
      grant_type: "refresh_token",
      refresh_token: session.refreshToken,
    });
    expect(refresh.statusCode).toBe(400);
    expect((await profile(bystander.accessToken)).statusCode).toBe(200);
    // Signing in again works: only the old sessions ended.
    await signIn(ctx.app, worker.userName, worker.password);
  });
});
