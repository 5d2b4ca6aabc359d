import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/index";

describe("health and ping", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("reports the database kind and the latest applied migration without a token", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("ok");
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    expect(body.schemaVersion).toMatch(/^\d{4}_/);
  });

  it("answers the trivial benchmark endpoint", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/ping" });
    expect(response.json()).toEqual({ ok: true });
  });

  it("answers unknown /api addresses with a JSON 404", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found." });
  });

  it("serves the OpenAPI description publicly", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths["/token"].post.security).toEqual([]);
    expect(paths["/api/health"].get.security).toEqual([]);
    expect(paths["/api/userprofile"].get.description).toContain("Any signed-in worker.");
  });
});
