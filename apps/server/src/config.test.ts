import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "gbo-config-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("uses the documented defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir,
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlHours: 12,
      publicUrl: "http://localhost:8080",
      isDemoSeedEnabled: true,
    });
    expect(config.webDist.endsWith(path.join("apps", "web", "dist"))).toBe(true);
  });

  it("generates the signing secret once into the data directory, readable by the owner only", async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(first.jwtSecret).equals(Buffer.from(second.jwtSecret))).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dataDir, "jwt-secret"))).mode & 0o777).toBe(0o600);
  });

  it("never fills a DATABASE_URL database with demo data unless SEED_DEMO=1", () => {
    const url = "postgres://x@127.0.0.1/db";
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).isDemoSeedEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: "1" }).isDemoSeedEnabled).toBe(true);
  });

  it("reads the environment and refuses nonsense numbers", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: "9000",
      ACCESS_TOKEN_TTL_SECONDS: "5",
      PUBLIC_URL: "https://bo.example/",
    });
    expect(config).toMatchObject({ port: 9000, accessTokenTtlSeconds: 5, publicUrl: "https://bo.example" });
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "eighty" })).toThrow(/PORT/);
  });
});
