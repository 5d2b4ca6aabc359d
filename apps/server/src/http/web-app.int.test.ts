import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/index";

describe("serving the web app", () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "gbo-web-"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Back office</title>");
    await mkdir(path.join(webDist, "assets"));
    await writeFile(path.join(webDist, "assets", "app.js"), "console.log('app')");
    await writeFile(path.join(webDist, "assets", "app.js.gz"), gzipSync("console.log('app')"));
    ctx = await createTestContext({ config: { webDist } });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("serves built files", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('app')");
  });

  it("sends the build's gzipped copy to a browser that accepts it, and lets hashed assets be cached", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/assets/app.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe("console.log('app')");
    expect(response.headers["cache-control"]).toContain("immutable");
    const index = await ctx.app.inject({ method: "GET", url: "/" });
    expect(index.headers["cache-control"]).toBe("no-cache");
  });

  it("answers client-side routes with index.html so a reload keeps the screen", async () => {
    for (const url of ["/", "/dashboard", "/orders/26-0A12345/SOF", "/recover?token=abc"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<title>Back office</title>");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
    }
  });

  it("keeps /api and /token out of the fallback, and a missing asset is a 404", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/unknown/thing" })).json()).toEqual({
      message: "Not found.",
    });
    expect((await ctx.app.inject({ method: "GET", url: "/token" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
  });
});
