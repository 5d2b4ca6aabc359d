import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type App, type BuildAppOptions, buildApp } from "../app";
import type { AppConfig } from "../config";
import type { Database, Db } from "../db/client";
import type { MailService } from "../integrations/mail/mail-service";
import { openTestDatabase } from "./database";

export type TestContext = {
  app: App;
  database: Database;
  db: Db;
  config: AppConfig;
  close: () => Promise<void>;
};

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    adminPassword: undefined,
    smtpUrl: undefined,
    mailFrom: "Back office <no-reply@example.test>",
    jwtSecret: randomBytes(32),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlHours: 12,
    publicUrl: "http://backoffice.example.test",
    webDist: path.join(dataDir, "no-web-dist"),
    pgliteSnapshot: path.join(dataDir, "no-snapshot.tar.gz"),
    isDemoSeedEnabled: false,
    // Cheap proof of work: tests solve challenges in milliseconds.
    captcha: { cost: 1, counterMin: 1, counterMax: 50 },
    logLevel: "silent",
    isBehindProxy: false,
    payments: { gateway: "test", receiptPrinterUrl: "http://127.0.0.1:9/api/receipt", gatewaySettings: {} },
    ...overrides,
  };
}

/**
 * A fresh database (a copy of the migrated snapshot, or a PostgreSQL database from the migrated template when
 * TEST_DATABASE_URL is set) and an app on it. Call `close` in afterAll.
 */
export async function createTestContext(
  options: {
    config?: Partial<AppConfig>;
    mail?: MailService;
    database?: Database;
    /** A test that reads the log passes its own (e.g. `{ level: "debug", stream }`). */
    logger?: BuildAppOptions["logger"];
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "gbo-test-"));
  const opened = options.database
    ? { database: options.database, drop: async () => {} }
    : await openTestDatabase({
        pgliteSnapshot: inject("pgliteSnapshot") || undefined,
        postgresUrl: inject("postgresUrl") || undefined,
        template: inject("postgresTemplate") || undefined,
      });
  const config = testConfig(dataDir, options.config);
  const app = await buildApp({
    config,
    database: opened.database,
    mail: options.mail,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false),
  });
  await app.ready();
  return {
    app,
    database: opened.database,
    db: opened.database.db,
    config,
    close: async () => {
      await app.close();
      await opened.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
