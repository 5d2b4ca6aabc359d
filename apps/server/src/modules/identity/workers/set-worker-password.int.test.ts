// `npm run admin-password` (issue 9 point 6): a new password from the shell ends every session of the admin.
import { PASSWORD_MESSAGES } from "@gbo/domain/account";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, seedWorker, signIn, type TestContext, tokenRequest } from "../../../test/index";
import { setWorkerPassword } from "./set-worker-password";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("setting the admin password from the shell", () => {
  it("lets admin in with the new password only, and ends the sessions it had", async () => {
    await seedWorker(ctx.db, { userName: "admin", claims: "admin", password: "forgotten-admin-pass" });
    const before = await signIn(ctx.app, "admin", "forgotten-admin-pass");

    expect(await setWorkerPassword({ db: ctx.db, userName: "admin", password: "short" })).toEqual({
      outcome: "refused",
      problems: [PASSWORD_MESSAGES.tooShort],
    });
    expect(await setWorkerPassword({ db: ctx.db, userName: "nobody", password: "long enough pass" })).toEqual(
      {
        outcome: "no such worker",
      },
    );
    expect(
      await setWorkerPassword({ db: ctx.db, userName: "admin", password: "remembered-admin-pass" }),
    ).toEqual({
      outcome: "set",
      isActive: true,
    });

    const profile = await ctx.app.inject({
      method: "GET",
      url: "/api/userprofile",
      headers: before.authHeader,
    });
    expect(profile.statusCode).toBe(401);
    const refresh = await tokenRequest(ctx.app, {
      client_id: "backoffice",
      grant_type: "refresh_token",
      refresh_token: before.refreshToken,
    });
    expect(refresh.statusCode).toBe(400);
    await signIn(ctx.app, "admin", "remembered-admin-pass");
    await expect(signIn(ctx.app, "admin", "forgotten-admin-pass")).rejects.toThrow(/sign-in of admin failed/);
  });
});
