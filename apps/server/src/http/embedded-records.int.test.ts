// Walks every /api/ route the app registered (issue 27 point 3): each answer that carries another area's
// records either belongs to a route holding that area's claims or withholds them (found from the answer's
// schema at registration, so a route added later is covered without a word), and says so in OpenAPI.
// An answer sent as ready-made bytes, which cannot be looked into, is refused rather than let through.

import { ZPaymentMethodSchema } from "@gbo/contracts/payments";
import { PAY_METHOD_CLAIMS } from "@gbo/domain/payments";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestContext, findWorkerById, seedWorker, signIn, type TestContext } from "../test/index";
import { registerAuth } from "./auth";
import { UNGUARDED_BYTES_MESSAGE } from "./embed-guard";
import { SAMPLE_CARD } from "./embed-test-kit";
import { embedsOf, formatPath, GUARDED_RECORDS } from "./embedded-records";
import { createRouteRegistry } from "./route-registry";
import { WorkerCache } from "./worker-cache";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const withEmbeds = () =>
  ctx.app.context.registry.routes
    .filter((route) => route.embeds.length > 0)
    .map(
      (route) => `${route.method} ${route.url} → ${route.embeds.map((e) => formatPath(e.path)).join(", ")}`,
    );

describe("answers that carry another area's records", () => {
  it("withholds a customer's payment methods on every route that carries them without their claims", () => {
    // A new route carrying them joins this list by itself; this list says which do today.
    expect(withEmbeds().sort()).toEqual(
      [
        "GET /api/users/:id → payMethods",
        "POST /api/users → profile.payMethods",
        "POST /api/users/:id → profile.payMethods",
        "POST /api/users/:id/address → profile.payMethods",
        "DELETE /api/users/:id/address/:addrId → profile.payMethods",
        "GET /api/data/checkout/:id → paymentMethods",
      ].sort(),
    );
    for (const route of ctx.app.context.registry.routes) {
      for (const embed of route.embeds) {
        expect(GUARDED_RECORDS.map((record) => record.name)).toContain(embed.record);
        expect(embed.withheldAs, `${route.method} ${route.url}`).toBe("empty list");
      }
    }
  });

  it("leaves alone only routes whose every claim is the records' own (their own calls)", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    // The components holding a PaymentMethod, however deep (UserProfile holds it, ProfileSaved holds that).
    const holding = new Set(["PaymentMethod"]);
    const refersToHolding = (schema: unknown) =>
      [...holding].some((name) => JSON.stringify(schema).includes(`"#/components/schemas/${name}"`));
    for (let grew = true; grew; ) {
      grew = false;
      for (const [name, schema] of Object.entries(document.components.schemas)) {
        if (holding.has(name) || !refersToHolding(schema)) continue;
        holding.add(name);
        grew = true;
      }
    }
    // Every route whose documented 2xx answer holds one.
    const carrying = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          Object.entries(operation.responses ?? {}).some(
            ([status, answer]) => status.startsWith("2") && refersToHolding(answer),
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(carrying.length).toBeGreaterThanOrEqual(9);
    for (const found of carrying) {
      const route = ctx.app.context.registry.routes.find((r) => `${r.method} ${r.url}` === found);
      expect(route, found).toBeDefined();
      if (!route || route.embeds.length > 0) continue;
      // Not withheld: the route itself needs one of the payment-method claims.
      expect(route.claims, found).toEqual([...PAY_METHOD_CLAIMS]);
    }
  });

  it("says in each such route's OpenAPI description what a worker without the claims gets", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(document.paths["/api/users/{id}"].get.description).toContain(
      "payMethods (payment methods) is an empty list for a worker holding none of invoicing, billing, receiving, manage (the claims of the payment methods' own calls).",
    );
    expect(document.paths["/api/data/checkout/{id}"].get.description).toContain(
      "paymentMethods (payment methods) is an empty list for a worker holding none of invoicing, billing, receiving, manage",
    );
  });
});

describe("the guard on an app of its own (a route as a future module would write it)", () => {
  const card = SAMPLE_CARD;
  const response = { 200: z.object({ name: z.string(), cards: z.array(ZPaymentMethodSchema) }) };

  async function appWith(register: (app: FastifyInstance) => void) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerAuth(app, {
      findWorker: (id) => findWorkerById(ctx.db, id),
      jwtSecret: ctx.config.jwtSecret,
      registry: createRouteRegistry(),
      workerCache: new WorkerCache(),
    });
    register(app);
    await app.ready();
    return app;
  }

  it("withholds the records from an object answer, sends them to a worker with the claim, and refuses bytes", async () => {
    await seedWorker(ctx.db, { userName: "only-user", claims: "user", password: "only-user-password" });
    await seedWorker(ctx.db, { userName: "biller", claims: "billing", password: "biller-password" });
    const user = await signIn(ctx.app, "only-user", "only-user-password");
    const biller = await signIn(ctx.app, "biller", "biller-password");
    const kept = { name: "Pat", cards: [card] };
    const app = await appWith((a) => {
      a.get("/api/future", { config: { claims: [] }, schema: { response } }, async () => kept);
      a.get(
        "/api/future-bytes",
        { config: { claims: [] }, schema: { response } },
        async (_request: unknown, reply: FastifyReply) =>
          reply.type("application/json").send(Buffer.from(JSON.stringify(kept))),
      );
    });
    const forUser = await app.inject({ url: "/api/future", headers: user.authHeader });
    expect(forUser.json()).toEqual({ name: "Pat", cards: [] });
    // The kept object itself is untouched: the next reader with the claim gets the cards.
    const forBiller = await app.inject({ url: "/api/future", headers: biller.authHeader });
    expect(forBiller.json().cards).toHaveLength(1);
    expect(kept.cards).toHaveLength(1);

    const bytes = await app.inject({ url: "/api/future-bytes", headers: user.authHeader });
    expect(bytes.statusCode).toBe(500);
    expect(bytes.body).not.toContain("4242");
    expect((await app.inject({ url: "/api/future-bytes", headers: biller.authHeader })).statusCode).toBe(200);
    expect(UNGUARDED_BYTES_MESSAGE).toMatch(/refused/);
    await app.close();
  });

  it("refuses at start-up a route whose answer is the record itself without the record's claims", async () => {
    await expect(
      appWith((a) => {
        a.get(
          "/api/one-card",
          { config: { claims: ["user"] }, schema: { response: { 200: ZPaymentMethodSchema } } },
          async () => card,
        );
      }),
    ).rejects.toThrow(/answers payment methods at "\(the whole answer\)"/);
    expect(() =>
      embedsOf({ method: "GET", url: "/x", claims: ["billing"], response: { 200: ZPaymentMethodSchema } }),
    ).not.toThrow();
  });
});
