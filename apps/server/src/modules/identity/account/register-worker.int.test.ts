import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, workers } from "../../../db/schema/index";
import {
  createTestContext,
  seedWorker,
  solveCaptcha,
  type TestContext,
  tokenRequest,
} from "../../../test/index";
import { TOKEN_MESSAGES } from "../sessions/token-grant-error";
import { ACCOUNT_MESSAGES } from "./account-messages";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const register = async (fields: Record<string, string>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/account/register",
    payload: {
      displayName: "New Person",
      password: "a-good-password-1",
      confirmPassword: "a-good-password-1",
      altcha: await solveCaptcha(ctx.app),
      ...fields,
    },
  });

describe("POST /api/account/register", () => {
  it("creates an inactive, unverified account without claims that cannot sign in yet", async () => {
    const response = await register({ userName: "newcomer", email: "newcomer@example.test" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.registered });
    const [row] = await ctx.db.select().from(workers).where(sql`${workers.userName} = 'newcomer'`);
    expect(row).toMatchObject({ isActive: false, emailVerified: false, claims: "" });
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} = 'newcomer@example.test'`);
    expect(mail?.text).toContain("/verify?token=");
    const signIn = await tokenRequest(ctx.app, {
      client_id: "backoffice",
      grant_type: "password",
      username: "newcomer",
      password: "a-good-password-1",
    });
    expect(signIn.json().error_description).toBe(TOKEN_MESSAGES.inactive);
  });

  it("refuses a taken user name, a weak or unconfirmed password and an unsolved captcha", async () => {
    await seedWorker(ctx.db, { userName: "existing", claims: "qc" });
    const response = await register({
      userName: "EXISTING",
      email: "someone@example.test",
      password: "short",
      confirmPassword: "other",
      altcha: "",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().modelState).sort()).toEqual([
      "model.altcha",
      "model.confirmPassword",
      "model.password",
      "model.userName",
    ]);
  });

  it("answers the same for a registered address, creates nothing and tells that address", async () => {
    await seedWorker(ctx.db, { userName: "owner", email: "owner@example.test", claims: "qc" });
    const response = await register({ userName: "impostor", email: "OWNER@example.test" });
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.registered });
    expect(await ctx.db.select().from(workers).where(sql`${workers.userName} = 'impostor'`)).toHaveLength(0);
    const [notice] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} = 'owner@example.test'`);
    expect(notice?.subject).toMatch(/sign-up/);
  });
});
