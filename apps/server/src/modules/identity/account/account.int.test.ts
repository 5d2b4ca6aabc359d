import { PASSWORD_MESSAGES } from "@gbo/domain/account";
import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, oneTimeTokens } from "../../../db/schema/index";
import {
  createTestContext,
  seedWorker,
  signIn,
  solveCaptcha,
  type TestContext,
  tokenRequest,
} from "../../../test/index";
import { ACCOUNT_MESSAGES } from "./account-messages";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const refresh = (refreshToken: string) =>
  tokenRequest(ctx.app, {
    client_id: "backoffice",
    grant_type: "refresh_token",
    refresh_token: refreshToken,
  });

async function lastMailTo(address: string) {
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${address}`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe("POST /api/account/password", () => {
  it("changes the password, keeps this session with fresh tokens and ends every other session", async () => {
    const worker = await seedWorker(ctx.db, {
      userName: "changer",
      claims: "qc",
      password: "first-password-1",
    });
    const here = await signIn(ctx.app, "changer", "first-password-1");
    const elsewhere = await signIn(ctx.app, "changer", "first-password-1");

    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: auth(here.accessToken),
      payload: {
        currentPassword: "first-password-1",
        newPassword: "second-password-2",
        confirmPassword: "second-password-2",
      },
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(fresh.userName).toBe(worker.userName);

    const profileWith = (token: string) =>
      ctx.app.inject({ method: "GET", url: "/api/userprofile", headers: auth(token) });
    expect((await profileWith(fresh.access_token)).statusCode).toBe(200);
    expect((await profileWith(here.accessToken)).statusCode).toBe(401);
    expect((await profileWith(elsewhere.accessToken)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(400);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);

    expect(
      (
        await tokenRequest(ctx.app, {
          client_id: "backoffice",
          grant_type: "password",
          username: "changer",
          password: "first-password-1",
        })
      ).statusCode,
    ).toBe(400);
    await signIn(ctx.app, "changer", "second-password-2");
  });

  it("answers field messages: too short, common, not confirmed, same as current, wrong current", async () => {
    await seedWorker(ctx.db, { userName: "policy", claims: "qc", password: "policy-password-1" });
    const { accessToken } = await signIn(ctx.app, "policy", "policy-password-1");
    const attempt = (body: Record<string, string>) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/account/password",
        headers: auth(accessToken),
        payload: body,
      });

    const short = await attempt({
      currentPassword: "policy-password-1",
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().modelState).toEqual({ "model.newPassword": [PASSWORD_MESSAGES.tooShort] });

    const common = await attempt({
      currentPassword: "policy-password-1",
      newPassword: "Password123",
      confirmPassword: "Password123",
    });
    expect(common.json().modelState).toEqual({ "model.newPassword": [PASSWORD_MESSAGES.tooCommon] });

    const long = "x".repeat(129);
    const tooLong = await attempt({
      currentPassword: "policy-password-1",
      newPassword: long,
      confirmPassword: long,
    });
    expect(tooLong.json().modelState).toEqual({ "model.newPassword": [PASSWORD_MESSAGES.tooLong] });

    const mismatch = await attempt({
      currentPassword: "policy-password-1",
      newPassword: "another-password-9",
      confirmPassword: "another-password-8",
    });
    expect(mismatch.json().modelState).toEqual({ "model.confirmPassword": [PASSWORD_MESSAGES.mismatch] });

    const same = await attempt({
      currentPassword: "policy-password-1",
      newPassword: "policy-password-1",
      confirmPassword: "policy-password-1",
    });
    expect(same.json().modelState).toEqual({ "model.newPassword": [PASSWORD_MESSAGES.sameAsCurrent] });

    const wrongCurrent = await attempt({
      currentPassword: "not-my-password",
      newPassword: "another-password-9",
      confirmPassword: "another-password-9",
    });
    expect(wrongCurrent.json()).toEqual({
      message: ACCOUNT_MESSAGES.invalid,
      modelState: { "model.currentPassword": [PASSWORD_MESSAGES.currentWrong] },
    });

    const missing = await attempt({ currentPassword: "policy-password-1" });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().modelState)).toEqual(["model.newPassword", "model.confirmPassword"]);

    // None of the refusals changed anything.
    await signIn(ctx.app, "policy", "policy-password-1");
  });
});

describe("profile", () => {
  it("reads and updates display name and e-mail; the old address is told of the change", async () => {
    await seedWorker(ctx.db, {
      userName: "profiled",
      displayName: "Pro Filed",
      email: "old@example.test",
      claims: "qc,slab",
    });
    const { accessToken } = await signIn(ctx.app, "profiled", "profiled-test-pass");
    const read = await ctx.app.inject({ method: "GET", url: "/api/userprofile", headers: auth(accessToken) });
    expect(read.json()).toEqual({
      userName: "profiled",
      displayName: "Pro Filed",
      email: "old@example.test",
      role: "authenticated",
      claims: "qc,slab",
      emailVerified: true,
    });

    const update = await ctx.app.inject({
      method: "POST",
      url: "/api/userprofile",
      headers: auth(accessToken),
      payload: { displayName: "  Pro Renamed ", email: "new@example.test" },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ displayName: "Pro Renamed", email: "new@example.test" });
    expect((await lastMailTo("old@example.test"))?.subject).toMatch(/changed/);
    expect((await signIn(ctx.app, "new@example.test", "profiled-test-pass")).body.displayName).toBe(
      "Pro Renamed",
    );
  });

  it("refuses a bad e-mail, an empty name and an address another worker uses", async () => {
    await seedWorker(ctx.db, { userName: "taken", email: "taken@example.test", claims: "qc" });
    await seedWorker(ctx.db, { userName: "editor", claims: "qc" });
    const { accessToken } = await signIn(ctx.app, "editor", "editor-test-pass");
    const post = (payload: Record<string, string>) =>
      ctx.app.inject({ method: "POST", url: "/api/userprofile", headers: auth(accessToken), payload });

    const badEmail = await post({ displayName: "Editor", email: "not-an-address" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().modelState).toEqual({ "model.email": ["Invalid email format"] });
    const noName = await post({ displayName: "   ", email: "editor@example.test" });
    expect(Object.keys(noName.json().modelState)).toEqual(["model.displayName"]);
    const taken = await post({ displayName: "Editor", email: "TAKEN@example.test" });
    expect(taken.json().modelState).toEqual({ "model.email": [ACCOUNT_MESSAGES.emailInUse] });
  });
});

describe("recover and reset", () => {
  it("e-mails a one-time link that sets a new password and ends old sessions", async () => {
    await seedWorker(ctx.db, {
      userName: "forgetful",
      email: "forgetful@example.test",
      claims: "qc",
      password: "forgotten-pass-1",
    });
    const oldSession = await signIn(ctx.app, "forgetful", "forgotten-pass-1");

    const recover = await ctx.app.inject({
      method: "POST",
      url: "/api/account/recover",
      payload: { email: "Forgetful@example.test", altcha: await solveCaptcha(ctx.app) },
    });
    expect(recover.statusCode).toBe(200);
    expect(recover.json()).toEqual({ message: ACCOUNT_MESSAGES.recoverSent });
    const mail = await lastMailTo("forgetful@example.test");
    const token = decodeURIComponent(/\/recover\?token=(\S+)/.exec(mail?.text ?? "")?.[1] ?? "");
    expect(token.length).toBeGreaterThan(20);

    const weak = await ctx.app.inject({
      method: "POST",
      url: "/api/account/reset",
      payload: { token, password: "short" },
    });
    expect(weak.json().modelState).toEqual({ "model.password": [PASSWORD_MESSAGES.tooShort] });

    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/account/reset",
      payload: { token, password: "remembered-pass-2" },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordReset });
    await signIn(ctx.app, "forgetful", "remembered-pass-2");
    expect((await refresh(oldSession.refreshToken)).statusCode).toBe(400);

    const reuse = await ctx.app.inject({
      method: "POST",
      url: "/api/account/reset",
      payload: { token, password: "third-password-3" },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().modelState).toEqual({ "model.token": [ACCOUNT_MESSAGES.resetLinkInvalid] });
  });

  it("refuses an expired link", async () => {
    await seedWorker(ctx.db, { userName: "slowpoke", email: "slowpoke@example.test", claims: "qc" });
    await ctx.app.inject({
      method: "POST",
      url: "/api/account/recover",
      payload: { email: "slowpoke@example.test", altcha: await solveCaptcha(ctx.app) },
    });
    const token = decodeURIComponent(
      /token=(\S+)/.exec((await lastMailTo("slowpoke@example.test"))?.text ?? "")?.[1] ?? "",
    );
    await ctx.db.update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const late = await ctx.app.inject({
      method: "POST",
      url: "/api/account/reset",
      payload: { token, password: "too-late-pass-1" },
    });
    expect(late.statusCode).toBe(400);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/account/recover",
      payload: { email: "stranger@example.test", altcha: await solveCaptcha(ctx.app) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.recoverSent });
    const after = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it("refuses a missing, forged or replayed captcha and a malformed address with model. fields", async () => {
    const noCaptcha = await ctx.app.inject({
      method: "POST",
      url: "/api/account/recover",
      payload: { email: "bad-address", altcha: "" },
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().modelState).toEqual({
      "model.email": ["Invalid email format"],
      "model.altcha": [ACCOUNT_MESSAGES.captchaFailed],
    });

    const solved = await solveCaptcha(ctx.app);
    const forged = JSON.parse(Buffer.from(solved, "base64").toString());
    // The proof is the derived key (its signature is checked); a different key is a forged solution.
    const key: string = forged.solution.derivedKey;
    forged.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}`;
    const forgedResponse = await ctx.app.inject({
      method: "POST",
      url: "/api/account/recover",
      payload: {
        email: "stranger@example.test",
        altcha: Buffer.from(JSON.stringify(forged)).toString("base64"),
      },
    });
    expect(forgedResponse.json().modelState).toEqual({ "model.altcha": [ACCOUNT_MESSAGES.captchaFailed] });

    const first = await ctx.app.inject({
      method: "POST",
      url: "/api/account/recover",
      payload: { email: "stranger@example.test", altcha: solved },
    });
    expect(first.statusCode).toBe(200);
    const replay = await ctx.app.inject({
      method: "POST",
      url: "/api/account/recover",
      payload: { email: "stranger@example.test", altcha: solved },
    });
    expect(replay.statusCode).toBe(400);
  });
});
