// The published OpenAPI document must be one a standard validator and a client generator accept.
import SwaggerParser from "@apidevtools/swagger-parser";
import { INTEGER_FORMATS } from "@gbo/contracts/common";
import type { OpenAPI } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyNumber, type JsonSchema, operationsOf, stringFields } from "../test/fuzz/openapi-walk";
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

describe("bounded numbers (issue 27 point 5)", () => {
  /** What is wrong with a number a request carries, if anything: a bound missing, or past its column's. */
  function problemOf(schema: JsonSchema): string | undefined {
    if (schema.enum) return undefined;
    const min =
      schema.minimum ?? (typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : undefined);
    const max =
      schema.maximum ?? (typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : undefined);
    if (min === undefined || max === undefined) return "no minimum or maximum";
    // An integer is an integer column's (int32) unless it says it is a bigint column's (int64).
    const isInteger = [schema.type].flat().includes("integer");
    const range = isInteger && schema.format !== "int64" ? INTEGER_FORMATS.int32 : INTEGER_FORMATS.int64;
    if (min < range.min || max > range.max) return `${min}..${max} does not fit ${schema.format ?? "int32"}`;
    if (isInteger && !(schema.format === "int32" || schema.format === "int64"))
      return "no int32 or int64 format";
    return undefined;
  }

  it("gives every number of every request (path, query, body, nested) bounds its column holds", () => {
    const { operations, resolve } = operationsOf(ctx.app.swagger());
    const problems: string[] = [];
    let numbers = 0;
    for (const op of operations) {
      const inputs = [
        ...Object.entries(op.pathSchemas).map(([name, schema]) => ({ where: `path ${name}`, schema })),
        ...Object.entries(op.query).map(([name, schema]) => ({ where: `query ${name}`, schema })),
        { where: "body", schema: op.body },
      ];
      for (const input of inputs) {
        for (const found of everyNumber(input.schema, resolve, input.where)) {
          numbers += 1;
          const problem = problemOf(found.schema);
          if (problem) problems.push(`${op.method} ${op.path} ${found.where}: ${problem}`);
        }
      }
    }
    expect(numbers).toBeGreaterThan(250);
    expect(problems).toEqual([]);
  });
});

describe("every call documented whole (issue 18 point 8)", () => {
  type Operation = {
    requestBody?: unknown;
    parameters?: unknown[];
    security?: unknown[];
    responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  };
  const METHODS = ["get", "post", "put", "delete", "patch"];

  it("gives every operation an answer with its schema and the error answers it can give", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const gaps: string[] = [];
    let count = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        count += 1;
        const name = `${method.toUpperCase()} ${path}`;
        const responses = operation.responses ?? {};
        const answers = Object.entries(responses).filter(([code]) => code.startsWith("2"));
        const isDescribed = answers.some(([, answer]) =>
          Object.values(answer.content ?? {}).some((media) => media.schema !== undefined),
        );
        if (!isDescribed) gaps.push(`${name}: no answer schema`);
        // Only a public call without input (ping, health, the public feed) has no refusal to document.
        const canBeRefused =
          (operation.parameters ?? []).length > 0 ||
          operation.requestBody !== undefined ||
          (operation.security ?? [{}]).length > 0;
        if (canBeRefused && !Object.keys(responses).some((code) => code.startsWith("4")))
          gaps.push(`${name}: no error answer`);
        if ((method === "post" || method === "put") && path.startsWith("/api/") && !operation.requestBody) {
          const hasInput = Object.keys(responses).includes("400");
          if (!hasInput) gaps.push(`${name}: no request schema and no 400`);
        }
      }
    }
    expect(count).toBeGreaterThan(200);
    expect(gaps).toEqual([]);
  });

  it("documents a protected write's refusals: bad input, no token, no claim and a stale version", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const comment = document.paths["/api/orders/comment"]?.post;
    expect(Object.keys(comment?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "409"]),
    );
    const pdf = document.paths["/api/orders/{id}/receipt.pdf"]?.get;
    expect(Object.keys(pdf?.responses?.["200"]?.content ?? {})).toEqual(["application/pdf"]);
  });
});
