// Migrates once per test run; every test file then gets its own copy (DESIGN §8, TOOLCHAIN "PGlite").
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "../db/migrate";
import { openPglite, pgliteOptions } from "../db/pglite-database";
import { openPostgres } from "../db/postgres-database";
import { adminQuery, dropStaleTestDatabases, randomDatabaseName, withDatabaseName } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
    postgresTemplate: string;
  }
}

const tmpDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.tmp");

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL?.trim();
  if (postgresUrl) {
    await dropStaleTestDatabases(postgresUrl, 6);
    const template = randomDatabaseName("gbo_tpl");
    await adminQuery(postgresUrl, `create database "${template}"`);
    const database = openPostgres(withDatabaseName(postgresUrl, template));
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    project.provide("postgresUrl", postgresUrl);
    project.provide("postgresTemplate", template);
    project.provide("pgliteSnapshot", "");
    return async () => {
      await adminQuery(postgresUrl, `drop database if exists "${template}" with (force)`);
    };
  }

  await mkdir(tmpDir, { recursive: true });
  const snapshotFile = path.join(tmpDir, `pglite-snapshot-${process.pid}.tar.gz`);
  const client = await PGlite.create(pgliteOptions());
  const database = openPglite(client);
  await migrateDatabase(database);
  const dump = await client.dumpDataDir("gzip");
  await writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteSnapshot", snapshotFile);
  project.provide("postgresUrl", "");
  project.provide("postgresTemplate", "");
  return async () => {
    await rm(snapshotFile, { force: true });
  };
}
