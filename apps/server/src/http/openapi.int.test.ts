// The published OpenAPI document must be one a standard validator and a client generator accept.
import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPI } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/index";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/docs/json", () => {
  it("is a valid OpenAPI document whose every $ref resolves", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenAPI.Document>();
    // validate() dereferences in place: hand it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    expect(Object.keys(document.paths ?? {})).toContain("/token");
  });

  it("names the shared schemas as components (TokenResponse, ErrorBody)", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      components: { schemas: Record<string, unknown> };
    }>();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["TokenResponse", "ErrorBody"]),
    );
  });
});
