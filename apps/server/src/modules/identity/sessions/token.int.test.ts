import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, refreshTokens, signInAttempts, workers } from "../../../db/schema/index";
import { signAccessToken } from "../../../http/access-token";
import { createTestContext, seedWorker, signIn, type TestContext, tokenRequest } from "../../../test/index";
import { TOKEN_MESSAGES } from "./token-grant-error";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const passwordGrant = (username: string, password: string, remoteAddress = "10.0.0.1") =>
  ctx.app.inject({
    method: "POST",
    url: "/token",
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      client_id: "backoffice",
      grant_type: "password",
      username,
      password,
    }).toString(),
  });

const refreshGrant = (refreshToken: string) =>
  tokenRequest(ctx.app, {
    client_id: "backoffice",
    grant_type: "refresh_token",
    refresh_token: refreshToken,
  });

const profile = (accessToken: string) =>
  ctx.app.inject({
    method: "GET",
    url: "/api/userprofile",
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe("password grant", () => {
  it("answers the identity and both tokens for the user name or the e-mail, in any case", async () => {
    await seedWorker(ctx.db, {
      userName: "Sam",
      displayName: "Sam Shipping",
      email: "sam@example.test",
      claims: "shipping, billing",
      password: "correct horse battery",
    });
    for (const login of ["Sam", "sam", "SAM@example.test"]) {
      const response = await passwordGrant(login, "correct horse battery");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        userName: "Sam",
        displayName: "Sam Shipping",
        userRole: "authenticated",
        claims: "shipping,billing",
        expires_in: 900,
        token_type: "bearer",
      });
      expect(body.access_token.split(".")).toHaveLength(3);
      // Opaque refresh token of at least 128 bits.
      expect(Buffer.from(body.refresh_token, "base64url").length).toBeGreaterThanOrEqual(16);
      expect((await profile(body.access_token)).statusCode).toBe(200);
    }
  });

  it("stores refresh tokens only as hashes", async () => {
    const { refreshToken } = await signIn(ctx.app, "Sam", "correct horse battery");
    const rows = await ctx.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.hash === refreshToken)).toBe(false);
  });

  it("gives the same description for a wrong password and an unknown user", async () => {
    const wrong = await passwordGrant("Sam", "not the password", "10.0.1.1");
    const unknown = await passwordGrant("nobody-here", "not the password", "10.0.1.2");
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: "invalid_grant",
      error_description: TOKEN_MESSAGES.wrongCredentials,
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("refuses another client, another grant type and a missing password", async () => {
    const otherClient = await tokenRequest(ctx.app, {
      client_id: "someone-else",
      grant_type: "password",
      username: "Sam",
      password: "correct horse battery",
    });
    expect(otherClient.statusCode).toBe(400);
    expect(otherClient.json().error).toBe("invalid_client");
    const otherGrant = await tokenRequest(ctx.app, {
      client_id: "backoffice",
      grant_type: "client_credentials",
    });
    expect(otherGrant.json()).toMatchObject({ error: "unsupported_grant_type" });
    const noPassword = await tokenRequest(ctx.app, {
      client_id: "backoffice",
      grant_type: "password",
      username: "Sam",
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ error: "invalid_request" });
  });

  it("refuses an inactive worker even with the right password", async () => {
    await seedWorker(ctx.db, {
      userName: "idle",
      claims: "qc",
      password: "idle-worker-pass",
      isActive: false,
    });
    const response = await passwordGrant("idle", "idle-worker-pass", "10.0.2.1");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "invalid_grant", error_description: TOKEN_MESSAGES.inactive });
  });

  it("asks an unverified worker to verify, e-mails a one-time link, and lets them in once it is opened", async () => {
    await seedWorker(ctx.db, {
      userName: "newbie",
      email: "newbie@example.test",
      claims: "slab",
      password: "newbie-worker-pass",
      emailVerified: false,
    });
    const refused = await passwordGrant("newbie", "newbie-worker-pass", "10.0.3.1");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: "invalid_grant", verification: true });

    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} = 'newbie@example.test'`);
    expect(mail?.status).toBe("not sent");
    const link = /http:\/\/backoffice\.example\.test\/verify\?token=(\S+)/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");

    const verified = await ctx.app.inject({ method: "POST", url: "/api/account/verify", payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect((await passwordGrant("newbie", "newbie-worker-pass", "10.0.3.1")).statusCode).toBe(200);

    const again = await ctx.app.inject({ method: "POST", url: "/api/account/verify", payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().modelState)).toEqual(["model.token"]);
  });
});

describe("refresh grant", () => {
  it("rotates: the new pair works, the old refresh token is single use", async () => {
    const first = await signIn(ctx.app, "Sam", "correct horse battery");
    const rotated = await refreshGrant(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const body = rotated.json();
    expect(body.userName).toBe("Sam");
    expect(body.refresh_token).not.toBe(first.refreshToken);
    expect((await profile(body.access_token)).statusCode).toBe(200);
    expect((await refreshGrant(body.refresh_token)).statusCode).toBe(200);
  });

  it("revokes the whole family when a used refresh token comes back", async () => {
    const first = await signIn(ctx.app, "Sam", "correct horse battery");
    const second = (await refreshGrant(first.refreshToken)).json();
    // Later than two tabs racing could explain.
    await ctx.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(sql`${refreshTokens.usedAt} is not null`);
    const replay = await refreshGrant(first.refreshToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: "invalid_grant",
      error_description: TOKEN_MESSAGES.invalidRefreshToken,
    });
    // The legitimate holder's newer token died with the family.
    expect((await refreshGrant(second.refresh_token)).statusCode).toBe(400);
  });

  it("lets two tabs refresh with the same token at once, and both sessions work", async () => {
    const shared = await signIn(ctx.app, "Sam", "correct horse battery");
    const [one, two] = await Promise.all([
      refreshGrant(shared.refreshToken),
      refreshGrant(shared.refreshToken),
    ]);
    expect(one?.statusCode).toBe(200);
    expect(two?.statusCode).toBe(200);
    expect((await refreshGrant(one?.json().refresh_token)).statusCode).toBe(200);
    expect((await refreshGrant(two?.json().refresh_token)).statusCode).toBe(200);
  });

  it("keeps the family's absolute end: past it, refresh is refused", async () => {
    const session = await signIn(ctx.app, "Sam", "correct horse battery");
    const [before] = await ctx.db
      .select()
      .from(refreshTokens)
      .orderBy(sql`${refreshTokens.issuedAt} desc`)
      .limit(1);
    const rotated = (await refreshGrant(session.refreshToken)).json();
    const [after] = await ctx.db
      .select()
      .from(refreshTokens)
      .orderBy(sql`${refreshTokens.issuedAt} desc`)
      .limit(1);
    expect(after?.expiresAt.getTime()).toBe(before?.expiresAt.getTime());
    const hoursLeft = ((after?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);

    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${refreshTokens.familyId} = ${after?.familyId}`);
    expect((await refreshGrant(rotated.refresh_token)).statusCode).toBe(400);
  });

  it("refuses an unknown refresh token and a disabled worker's token", async () => {
    expect((await refreshGrant("made-up-token")).json()).toMatchObject({ error: "invalid_grant" });
    const worker = await seedWorker(ctx.db, {
      userName: "leaving",
      claims: "qc",
      password: "leaving-worker-pass",
    });
    const session = await signIn(ctx.app, "leaving", "leaving-worker-pass");
    await ctx.db.update(workers).set({ isActive: false }).where(sql`${workers.id} = ${worker.id}`);
    expect((await refreshGrant(session.refreshToken)).statusCode).toBe(400);
  });
});

describe("access tokens", () => {
  it("refuses expired, foreign-signed, malformed and missing tokens with a JSON 401", async () => {
    const worker = await seedWorker(ctx.db, { userName: "tokens", claims: "qc" });
    const expired = await signAccessToken(
      { workerId: worker.id, tokenVersion: worker.tokenVersion },
      { secret: ctx.config.jwtSecret, ttlSeconds: -30 },
    );
    const foreign = await signAccessToken(
      { workerId: worker.id, tokenVersion: worker.tokenVersion },
      { secret: new TextEncoder().encode("someone else's secret key"), ttlSeconds: 600 },
    );
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from(
      JSON.stringify({ sub: worker.id, ver: 0, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString("base64url")}.`;
    for (const token of [expired, foreign, unsigned, "not-a-jwt"]) {
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json().message).toBeTruthy();
    }
    const noToken = await ctx.app.inject({ method: "GET", url: "/api/userprofile" });
    expect(noToken.statusCode).toBe(401);
  });

  it("ends every session of a worker who is disabled", async () => {
    const worker = await seedWorker(ctx.db, { userName: "disabled-later", claims: "qc" });
    const session = await signIn(ctx.app, worker.userName, worker.password);
    expect((await profile(session.accessToken)).statusCode).toBe(200);
    await ctx.db.update(workers).set({ isActive: false }).where(sql`${workers.id} = ${worker.id}`);
    // Changed straight in the database: the workers trigger's NOTIFY reaches the sign-in check's cache
    // within moments (http/worker-cache.ts), so the refusal is awaited for up to a second.
    await expect
      .poll(async () => (await profile(session.accessToken)).statusCode, { timeout: 1000, interval: 25 })
      .toBe(401);
  });
});

describe("sign-in throttling", () => {
  it("refuses an account after 5 failures in 15 minutes, even with the right password, until the window passes", async () => {
    await seedWorker(ctx.db, { userName: "target", claims: "qc", password: "target-worker-pass" });
    for (let i = 0; i < 5; i++) {
      const failed = await passwordGrant("target", `wrong-${i}-password`, `10.1.0.${i}`);
      expect(failed.json().error_description).toBe(TOKEN_MESSAGES.wrongCredentials);
    }
    const blocked = await passwordGrant("target", "target-worker-pass", "10.1.0.99");
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error_description).toBe(TOKEN_MESSAGES.throttled(15));

    // Another account from the same addresses is not affected.
    expect((await passwordGrant("Sam", "correct horse battery", "10.1.0.1")).statusCode).toBe(200);

    await ctx.db
      .update(signInAttempts)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(sql`${signInAttempts.accountKey} = 'target'`);
    expect((await passwordGrant("target", "target-worker-pass", "10.1.0.99")).statusCode).toBe(200);
  });

  it("refuses an address after 20 failures in 15 minutes, whatever the account", async () => {
    for (let i = 0; i < 20; i++) {
      await passwordGrant(`guess-${i}`, "wrong password", "10.2.0.1");
    }
    const blocked = await passwordGrant("Sam", "correct horse battery", "10.2.0.1");
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error_description).toMatch(/^Too many failed sign-in attempts/);
    expect((await passwordGrant("Sam", "correct horse battery", "10.2.0.2")).statusCode).toBe(200);
  });
});
