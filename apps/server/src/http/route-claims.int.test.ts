// Walks every /api/ route the app registered (including routes other modules add later) and proves each is
// enforced: no token → 401 JSON; a valid token without any of the route's claims → 403 JSON.
import { KNOWN_CLAIMS } from "@gbo/domain/claims";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, findWorkerById, seedWorker, signIn, type TestContext } from "../test/index";
import { registerAuth } from "./auth";
import { createRouteRegistry } from "./route-registry";
import { WorkerCache } from "./worker-cache";

let ctx: TestContext;
let tokenWithoutClaims: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // A worker with no claims at all holds none of any route's claims.
  const worker = await seedWorker(ctx.db, { userName: "no-claims", claims: "" });
  tokenWithoutClaims = (await signIn(ctx.app, worker.userName, worker.password)).accessToken;
});
afterAll(() => ctx.close());

/** Path parameters get harmless sample values; the check happens before any parsing. */
function samplePath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, "26-0A12345").replace(/\*/g, "x");
}

function protectedRoutes() {
  return ctx.app.context.registry.routes.filter((route) => route.claims !== null);
}

describe("route claims", () => {
  it("has protected routes registered (the walk would prove nothing otherwise)", () => {
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(3);
    expect(ctx.app.context.registry.routes.some((r) => r.url === "/api/userprofile")).toBe(true);
  });

  it("declares only known claims on every route", () => {
    for (const route of protectedRoutes()) {
      for (const claim of route.claims ?? [])
        expect(KNOWN_CLAIMS, `${route.method} ${route.url}`).toContain(claim);
    }
  });

  it("answers 401 JSON without a token on every protected route", async () => {
    for (const route of protectedRoutes()) {
      const response = await ctx.app.inject({
        method: route.method as "GET",
        url: samplePath(route.url),
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().message, `${route.method} ${route.url}`).toBeTruthy();
    }
  });

  it("answers 403 JSON to a signed-in worker holding none of the route's claims", async () => {
    const withClaims = protectedRoutes().filter((route) => (route.claims ?? []).length > 0);
    for (const route of withClaims) {
      const response = await ctx.app.inject({
        method: route.method as "GET",
        url: samplePath(route.url),
        headers: { authorization: `Bearer ${tokenWithoutClaims}` },
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().message, `${route.method} ${route.url}`).toBeTruthy();
    }
  });

  it("refuses at start-up an /api/ route that declares neither claims nor public", async () => {
    const app = Fastify();
    registerAuth(app, {
      findWorker: (id) => findWorkerById(ctx.db, id),
      jwtSecret: ctx.config.jwtSecret,
      registry: createRouteRegistry(),
      workerCache: new WorkerCache(),
    });
    expect(() => app.get("/api/forgotten", async () => ({}))).toThrow(
      /must declare exactly one of config.claims/,
    );
    expect(() => app.get("/api/both", { config: { public: true, claims: [] } }, async () => ({}))).toThrow();
    expect(() => app.get("/not-api", async () => ({}))).not.toThrow();
    await app.close();
  });
});
