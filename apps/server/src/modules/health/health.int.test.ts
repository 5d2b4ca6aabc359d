import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createTestContext, type TestContext } from "../../test/index";
import { checkHealth } from "./health-check";

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
    expect(body.databaseAnswers).toBe(true);
    // The test database is not opened from a data directory: no lock in play.
    expect(body.holdsEmbeddedLock).toBe(null);
  });

  it("says unavailable (503) when the database stops answering in time", async () => {
    const hanging = new Proxy(ctx.database.db, {
      get: (target, name) => (name === "execute" ? () => new Promise(() => {}) : Reflect.get(target, name)),
    });
    const health = await checkHealth({ ...ctx.database, db: hanging }, 50);
    expect(health).toMatchObject({ status: "unavailable", databaseAnswers: false, schemaVersion: null });
  });

  it("says whether this process still holds the embedded data directory's lock", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "gbo-health-"));
    const lockFile = path.join(dir, "pglite.lock");
    const withLock: Database = { ...ctx.database, lockFile };
    try {
      await writeFile(lockFile, `${process.pid}\nnode main.mjs\n`);
      expect(await checkHealth(withLock)).toMatchObject({ status: "ok", holdsEmbeddedLock: true });
      // Another process took the directory over (our lock was deleted by hand, say): stop sending work here.
      await writeFile(lockFile, `${process.pid + 1}\nnode main.mjs\n`);
      expect(await checkHealth(withLock)).toMatchObject({ status: "unavailable", holdsEmbeddedLock: false });
      await rm(lockFile);
      expect(await checkHealth(withLock)).toMatchObject({ status: "unavailable", holdsEmbeddedLock: false });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
