import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, findWorkerById, seedWorker, signIn, type TestContext } from "../test/index";
import { registerAuth } from "./auth";
import { createRouteRegistry } from "./route-registry";
import { WorkerCache } from "./worker-cache";

let ctx: TestContext;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const worker = await seedWorker(ctx.db, {
    userName: "Shelly",
    displayName: "Shelly Shipper",
    claims: "ShipToCanada",
  });
  token = (await signIn(ctx.app, worker.userName, worker.password)).accessToken;
  app = Fastify();
  registerAuth(app, {
    findWorker: (id) => findWorkerById(ctx.db, id),
    jwtSecret: ctx.config.jwtSecret,
    registry: createRouteRegistry(),
    workerCache: new WorkerCache(),
  });
  app.get("/api/whoami", { config: { claims: ["shipping"] } }, async (request) => request.worker);
  app.get(
    "/api/stream",
    { config: { claims: [], isTokenInQueryAllowed: true } },
    async (request) => request.worker?.userName,
  );
  app.get("/api/admin-only", { config: { claims: ["admin"] } }, async () => "secret");
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe("request.worker and claims", () => {
  it("exposes the signed-in worker; shiptocanada counts as shipping, case ignored", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/whoami",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userName: "Shelly",
      displayName: "Shelly Shipper",
      role: "authenticated",
      claims: ["shiptocanada"],
      isAdmin: false,
    });
    const denied = await app.inject({
      method: "GET",
      url: "/api/admin-only",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(denied.statusCode).toBe(403);
  });

  it("accepts ?access_token= only on routes that allow it (event streams)", async () => {
    expect((await app.inject({ method: "GET", url: `/api/stream?access_token=${token}` })).body).toBe(
      "Shelly",
    );
    expect((await app.inject({ method: "GET", url: `/api/whoami?access_token=${token}` })).statusCode).toBe(
      401,
    );
  });
});
