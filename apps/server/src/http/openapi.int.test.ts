// The published OpenAPI document must be one a standard validator and a client generator accept.
import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPI } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationsOf, stringFields } from "../test/fuzz/openapi-walk";
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

describe("bounded input (issue 9)", () => {
  it("gives every string field of every request body a maximum length", () => {
    // Path segments are cut at 100 characters by the router and query values at 4096 by the input gate;
    // body fields must say their own bound in their contract.
    const { operations, resolve } = operationsOf(ctx.app.swagger());
    const unbounded = operations.flatMap((op) =>
      stringFields(op.body, resolve)
        .filter((field) => field.schema.maxLength === undefined)
        .map((field) => `${op.method} ${op.path} ${field.name}`),
    );
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(10);
    expect(unbounded).toEqual([]);
  });
});
