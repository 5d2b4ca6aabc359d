import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Identity } from "../auth/identity";
import { createIdentityStore, type IdentityStore } from "../auth/identity-store";
import { ApiError, SessionError } from "./api-error";
import { type ApiClient, createApiClient, type Notice, type SessionEnd } from "./http-client";

type Call = { path: string; init: RequestInit };

const signedIn: Identity = {
  userName: "grade",
  displayName: "Gale Grade",
  role: "authenticated",
  claims: ["grade"],
  isAdmin: false,
  accessToken: "old-access",
  refreshToken: "old-refresh",
};

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

const freshTokens = {
  userName: "grade",
  displayName: "Gale Grade",
  userRole: "authenticated",
  claims: "grade",
  access_token: "new-access",
  refresh_token: "new-refresh",
  expires_in: 900,
  token_type: "bearer",
};

describe("api client", () => {
  let calls: Call[];
  let notices: Notice[];
  let ends: SessionEnd[];
  let identity: IdentityStore;
  let respond: (call: Call) => Response | Promise<Response>;
  let api: ApiClient;

  beforeEach(() => {
    calls = [];
    notices = [];
    ends = [];
    identity = createIdentityStore(localStorage);
    identity.set(signedIn);
    respond = () => json(200, {});
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { path: String(input), init: init ?? {} };
      calls.push(call);
      return respond(call);
    });
    api = createApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      identity,
      notify: (notice) => notices.push(notice),
      onSessionEnd: (end) => ends.push(end),
    });
  });

  const authOf = (call: Call | undefined) =>
    (call?.init.headers as Record<string, string> | undefined)?.Authorization;
  const apiCalls = () => calls.filter((call) => call.path !== "/token");
  const tokenCalls = () => calls.filter((call) => call.path === "/token");

  it("sends the access token as a bearer token", async () => {
    respond = () => json(200, { ok: true });
    await expect(api.get("/api/health")).resolves.toEqual({ ok: true });
    expect(authOf(calls[0])).toBe("Bearer old-access");
  });

  it("on a 401 refreshes once, stores the new tokens and retries with them", async () => {
    respond = (call) => {
      if (call.path === "/token") return json(200, freshTokens);
      return authOf(call) === "Bearer new-access" ? json(200, { id: 1 }) : json(401, { message: "expired" });
    };
    await expect(api.get("/api/orders/1")).resolves.toEqual({ id: 1 });
    const body = new URLSearchParams(String(tokenCalls()[0]?.init.body));
    expect(body.get("grant_type")).toBe("refresh_token");
    expect(body.get("refresh_token")).toBe("old-refresh");
    expect(body.get("client_id")).toBe("backoffice");
    expect(identity.get()?.accessToken).toBe("new-access");
    expect(identity.get()?.refreshToken).toBe("new-refresh");
    expect(JSON.parse(localStorage.getItem("gbo.identity") ?? "{}").accessToken).toBe("new-access");
    expect(apiCalls()).toHaveLength(2);
  });

  it("concurrent 401s share one refresh", async () => {
    let releaseToken: () => void = () => {};
    const tokenGate = new Promise<void>((resolve) => {
      releaseToken = resolve;
    });
    respond = async (call) => {
      if (call.path === "/token") {
        await tokenGate;
        return json(200, freshTokens);
      }
      return authOf(call) === "Bearer new-access" ? json(200, call.path) : json(401, {});
    };
    const all = Promise.all([api.get("/api/a"), api.get("/api/b"), api.get("/api/c")]);
    await vi.waitFor(() => expect(apiCalls()).toHaveLength(3));
    releaseToken();
    await expect(all).resolves.toEqual(["/api/a", "/api/b", "/api/c"]);
    expect(tokenCalls()).toHaveLength(1);
  });

  it("when another tab already renewed the tokens, retries with them instead of spending the refresh token", async () => {
    respond = (call) => {
      if (authOf(call) === "Bearer old-access") {
        // Meanwhile another tab refreshed and wrote its tokens to localStorage.
        localStorage.setItem(
          "gbo.identity",
          JSON.stringify({ ...signedIn, accessToken: "tab-access", refreshToken: "tab-refresh" }),
        );
        return json(401, {});
      }
      return json(200, { ok: true });
    };
    await expect(api.get("/api/a")).resolves.toEqual({ ok: true });
    expect(tokenCalls()).toHaveLength(0);
    expect(authOf(apiCalls()[1])).toBe("Bearer tab-access");
    expect(identity.get()?.refreshToken).toBe("tab-refresh");
  });

  it("runs the refresh under the cross-tab lock when one is given", async () => {
    const lockNames: string[] = [];
    const locked = createApiClient({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ path: String(input), init: init ?? {} });
        if (String(input) === "/token") return json(200, freshTokens);
        return (init?.headers as Record<string, string> | undefined)?.Authorization === "Bearer new-access"
          ? json(200, {})
          : json(401, {});
      }) as typeof fetch,
      identity,
      notify: () => {},
      onSessionEnd: () => {},
      withRefreshLock: (run) => {
        lockNames.push("refresh");
        return run();
      },
    });
    await locked.get("/api/a");
    expect(lockNames).toEqual(["refresh"]);
  });

  it("does not refresh again when the retried request is refused", async () => {
    respond = (call) => (call.path === "/token" ? json(200, freshTokens) : json(401, { message: "no" }));
    await expect(api.get("/api/a")).rejects.toBeInstanceOf(ApiError);
    expect(tokenCalls()).toHaveLength(1);
    expect(apiCalls()).toHaveLength(2);
    expect(identity.get()).toBeNull();
    expect(ends[0]?.reason).toBe("unauthenticated");
  });

  it("a failed refresh clears the identity and reports the server's code and description", async () => {
    respond = (call) =>
      call.path === "/token"
        ? json(400, { error: "invalid_grant", error_description: "The refresh token is no longer valid." })
        : json(401, {});
    const failure = api.get("/api/a");
    await expect(failure).rejects.toBeInstanceOf(SessionError);
    await expect(failure).rejects.toMatchObject({
      code: "invalid_grant",
      message: "The refresh token is no longer valid.",
    });
    expect(identity.get()).toBeNull();
    expect(localStorage.getItem("gbo.identity")).toBeNull();
    expect(ends).toEqual([
      { reason: "refresh-failed", code: "invalid_grant", message: "The refresh token is no longer valid." },
    ]);
  });

  it("a refresh that gets no usable answer reports code 0 'Error refreshing token'", async () => {
    respond = (call) => (call.path === "/token" ? new Response("oops", { status: 500 }) : json(401, {}));
    await expect(api.get("/api/a")).rejects.toMatchObject({ code: 0, message: "Error refreshing token" });
    expect(identity.get()).toBeNull();
  });

  it("without a stored refresh token the error is invalid_token with an empty message", async () => {
    identity.set({ ...signedIn, refreshToken: "" });
    respond = () => json(401, {});
    await expect(api.get("/api/a")).rejects.toMatchObject({ code: "invalid_token", message: "" });
    expect(tokenCalls()).toHaveLength(0);
    expect(ends[0]).toEqual({ reason: "refresh-failed", code: "invalid_token", message: "" });
  });

  it.each([419, 440])("a %i is a session timeout: identity cleared, session ended", async (status) => {
    respond = () => json(status, {});
    await expect(api.get("/api/a")).rejects.toBeInstanceOf(SessionError);
    expect(identity.get()).toBeNull();
    expect(ends[0]?.reason).toBe("timeout");
    expect(tokenCalls()).toHaveLength(0);
  });

  it("a 403 on an /api/ path shows the message and keeps the session", async () => {
    respond = () => json(403, { message: "You are not allowed to do that." });
    await expect(api.get("/api/workers")).rejects.toMatchObject({ status: 403 });
    expect(identity.get()).not.toBeNull();
    expect(ends).toEqual([]);
    expect(notices).toEqual([{ message: "You are not allowed to do that.", color: "red", autoClose: 3000 }]);
  });

  it.each([
    [{ exceptionMessage: "Card declined", message: "Bad request" }, "Card declined"],
    [{ message: "Order not found" }, "Order not found"],
    [{}, "Error processing request."],
    [null, "Error processing request."],
  ])("an error answer %j toasts %s for 3000 ms", async (body, text) => {
    respond = () => (body === null ? new Response("", { status: 500 }) : json(400, body));
    await expect(api.post("/api/orders/1", { a: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([{ message: text, color: "red", autoClose: 3000 }]);
  });

  it("a quiet call leaves the message to the caller, with its model state", async () => {
    respond = () => json(400, { message: "Invalid", modelState: { newPassword: ["Too short"] } });
    const failure = api.post("/api/account/password", {}, { isQuiet: true });
    await expect(failure).rejects.toMatchObject({ modelStateMessages: ["Too short"] });
    expect(notices).toEqual([]);
  });

  it("sends JSON bodies and reads JSON answers", async () => {
    respond = () => json(200, { saved: true });
    await expect(api.post("/api/userprofile", { displayName: "X" })).resolves.toEqual({ saved: true });
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe(JSON.stringify({ displayName: "X" }));
  });
});
