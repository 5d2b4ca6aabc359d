// The HTTP layer's input gate: malformed text, broken escapes, prototype keys and oversized bodies are
// refused with a 4xx before any route runs, on every route, and nothing is stored.
import { randomBytes } from "node:crypto";
import type { TUserProfile } from "@gbo/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, seedWorker, signIn, type TestContext, tokenRequest } from "../test/index";
import { BAD_URL_MESSAGE } from "./errors";
import { MALFORMED_TEXT_MESSAGE, QUERY_TOO_LONG_MESSAGE } from "./input-guard";

let ctx: TestContext;
let authHeader: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  const worker = await seedWorker(ctx.db, { userName: "guard", claims: "admin", displayName: "Guard Admin" });
  ({ authHeader } = await signIn(ctx.app, worker.userName, worker.password));
});
afterAll(() => ctx.close());

const json = { "content-type": "application/json" };

async function profile(): Promise<TUserProfile> {
  const response = await ctx.app.inject({ method: "GET", url: "/api/userprofile", headers: authHeader });
  return response.json();
}

describe("malformed text (U+0000, lone surrogates)", () => {
  it("refuses a NUL in a body field with 400 naming the field, and stores nothing", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/userprofile",
      headers: { ...authHeader, ...json },
      payload: JSON.stringify({ displayName: "Guard\u0000Admin", email: "guard@example.test" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MALFORMED_TEXT_MESSAGE,
      modelState: { "model.displayName": [MALFORMED_TEXT_MESSAGE] },
    });
    expect((await profile()).displayName).toBe("Guard Admin");
  });

  it("refuses a lone surrogate, escaped in JSON, in a body field and in an object key", async () => {
    const inValue = await ctx.app.inject({
      method: "POST",
      url: "/api/userprofile",
      headers: { ...authHeader, ...json },
      payload: '{"displayName":"Guard \\ud800","email":"guard@example.test"}',
    });
    expect(inValue.statusCode).toBe(400);
    expect(inValue.json().modelState).toEqual({ "model.displayName": [MALFORMED_TEXT_MESSAGE] });

    const inKey = await ctx.app.inject({
      method: "POST",
      url: "/api/userprofile",
      headers: { ...authHeader, ...json },
      payload: '{"displayName":"Guard","email":"guard@example.test","x\\udc00":1}',
    });
    expect(inKey.statusCode).toBe(400);
    expect(inKey.json().message).toBe(MALFORMED_TEXT_MESSAGE);
    expect((await profile()).displayName).toBe("Guard Admin");
  });

  it("refuses a NUL in a path parameter and in the query string", async () => {
    const inPath = await ctx.app.inject({
      method: "GET",
      url: "/api/orders/queue/grading/1/%00/all",
      headers: authHeader,
    });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().modelState).toEqual({ "params.search": [MALFORMED_TEXT_MESSAGE] });

    const inQuery = await ctx.app.inject({
      method: "GET",
      url: "/api/userprofile?note=a%00b",
      headers: authHeader,
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().modelState).toEqual({ "querystring.note": [MALFORMED_TEXT_MESSAGE] });
  });

  it("answers the token endpoint's OAuth2 shape for a NUL in the sign-in form", async () => {
    const response = await tokenRequest(ctx.app, {
      client_id: "backoffice",
      grant_type: "password",
      username: "a\u0000b",
      password: "whatever",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "invalid_request", error_description: MALFORMED_TEXT_MESSAGE });
  });
});

describe("query values", () => {
  it("refuses a query value over 4096 characters on any route, the event stream included", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/events?access_token=${"t".repeat(12_000)}`,
      headers: authHeader,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: QUERY_TOO_LONG_MESSAGE,
      modelState: { "querystring.access_token": [QUERY_TOO_LONG_MESSAGE] },
    });
  });
});

describe("broken addresses", () => {
  it("answers 400 in the usual error body for a broken percent escape in the path", async () => {
    for (const url of ["/api/orders/%E0%A4%A", "/api/orders/queue/grading/1/%ZZ/all"]) {
      const response = await ctx.app.inject({ method: "GET", url, headers: authHeader });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: BAD_URL_MESSAGE });
    }
  });

  it("answers 400 in the usual error body for a broken percent escape in the query", async () => {
    for (const url of ["/api/userprofile?x=%E0%A4%A", "/api/userprofile?%ZZ=1", "/api/health?q=100%"]) {
      const response = await ctx.app.inject({ method: "GET", url, headers: authHeader });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: BAD_URL_MESSAGE });
    }
    const fine = await ctx.app.inject({
      method: "GET",
      url: "/api/userprofile?x=caf%C3%A9+100%25",
      headers: authHeader,
    });
    expect(fine.statusCode).toBe(200);
  });

  it("answers 4xx, not 5xx, for traversal in a path id", async () => {
    for (const url of ["/api/orders/..%2F..%2Fetc%2Fpasswd", "/api/orders/%2e%2e"]) {
      const response = await ctx.app.inject({ method: "GET", url, headers: authHeader });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe("prototype keys", () => {
  it("refuses __proto__ and constructor.prototype keys in JSON and pollutes nothing", async () => {
    for (const payload of [
      '{"displayName":"Polluted","email":"guard@example.test","__proto__":{"isAdmin":true}}',
      '{"displayName":"Polluted","email":"guard@example.test","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/userprofile",
        headers: { ...authHeader, ...json },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await profile()).displayName).toBe("Guard Admin");
  });
});

describe("body size", () => {
  it("refuses a JSON body over 1 MiB with 413", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/userprofile",
      headers: { ...authHeader, ...json },
      payload: JSON.stringify({ displayName: "x".repeat(1024 * 1024 + 10), email: "guard@example.test" }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/i);
  });

  it("refuses a sign-in form over 16 KiB with 413 in the OAuth2 shape", async () => {
    const response = await tokenRequest(ctx.app, {
      client_id: "backoffice",
      grant_type: "password",
      username: "u".repeat(1024 * 1024),
      password: "whatever",
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: "invalid_request" });
  });

  it("refuses an oversized user name within the form limit by its contract, not with a 500", async () => {
    const response = await tokenRequest(ctx.app, {
      client_id: "backoffice",
      grant_type: "password",
      // Random, so the database could not compress it under its index row limit.
      username: randomBytes(6000).toString("hex"),
      password: "whatever",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "invalid_request" });
  });
});
