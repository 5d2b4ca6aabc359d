// The web app's API client is typed from this server's OpenAPI document (issue 28 point 5): the paths,
// parameters, bodies and answers in apps/web/src/api/schema.gen.ts are generated from /api/docs/json by
// openapi-typescript. This test fails when that file no longer matches the server, so a changed route or
// payload cannot leave the web app checking its calls against a stale picture.
// Regenerate: UPDATE_API_TYPES=1 npx vitest run src/http/web-api-types.int.test.ts (in apps/server).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/index";

const GENERATED = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/src/api/schema.gen.ts",
);
const HEADER = `// Generated from the server's OpenAPI document by openapi-typescript: do not edit.
// Regenerate: cd apps/server && UPDATE_API_TYPES=1 npx vitest run src/http/web-api-types.int.test.ts
`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the web app's generated API types", () => {
  it("match the server's OpenAPI document", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const generated = HEADER + astToString(await openapiTS(document, { alphabetize: true }));
    if (process.env.UPDATE_API_TYPES) await writeFile(GENERATED, generated);
    const committed = await readFile(GENERATED, "utf8").catch(() => "(missing)");
    expect(
      committed === generated,
      "apps/web/src/api/schema.gen.ts is stale: regenerate it (see the header of this test)",
    ).toBe(true);
  }, 60_000);
});
