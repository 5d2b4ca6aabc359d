import { describe, expect, it, vi } from "vitest";
import { createIdentityStore } from "../auth/identity-store";
import { ApiError } from "./api-error";
import { createApiClient, type Notice } from "./http-client";
import { createTypedClient, dataOf } from "./typed-client";

const ORIGIN = "http://localhost:3000";

function setUp(respond: (path: string, init: RequestInit) => Response) {
  const identity = createIdentityStore(localStorage);
  identity.set({
    userName: "hr",
    displayName: "HR",
    role: "authenticated",
    claims: ["manageworker"],
    isAdmin: false,
    accessToken: "access",
    refreshToken: "refresh",
  });
  const notices: Notice[] = [];
  const calls: { path: string; init: RequestInit }[] = [];
  const api = createApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ path: String(input), init: init ?? {} });
      return respond(String(input), init ?? {});
    }) as typeof fetch,
    identity,
    notify: (notice) => notices.push(notice),
    onSessionEnd: vi.fn(),
  });
  return { ...createTypedClient(api, ORIGIN), calls, notices };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the typed client", () => {
  it("fills the path and query from typed parameters, sends the token and answers the data", async () => {
    const { client, calls } = setUp(() => json(200, { isTaken: true }));
    const answer = dataOf(
      await client.GET("/api/workers/getEmail", { params: { query: { email: "a b@x.test" } } }),
    );
    expect(answer.isTaken).toBe(true);
    expect(calls[0]?.path).toBe("/api/workers/getEmail?email=a%20b%40x.test");
    const headers = (calls[0]?.init.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer access");
  });

  it("sends a JSON body and throws ApiError with a toast on a refusal; quiet calls show none", async () => {
    const { client, quiet, calls, notices } = setUp(() =>
      json(403, { message: "Only an admin can grant the admin claim." }),
    );
    const body = { email: "x@y.test", claims: ["admin"], isActive: true, frontedAccess: false };
    await expect(client.POST("/api/workers", { body })).rejects.toBeInstanceOf(ApiError);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(body);
    expect(notices.map((n) => n.message)).toEqual(["Only an admin can grant the admin claim."]);
    await expect(client.POST("/api/workers", { body, fetch: quiet })).rejects.toMatchObject({ status: 403 });
    expect(notices).toHaveLength(1);
  });
});
