import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "../db/client";
import { openPglite, pgliteOptions } from "../db/pglite-database";
import { openPostgres } from "../db/postgres-database";

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** `<prefix>_<unix seconds>_<random>`: the time lets a later run drop what an interrupted run left behind. */
export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString("hex")}`;
}

/** Drops test databases of ours older than `maxAgeHours` (runs killed before their teardown). */
export async function dropStaleTestDatabases(url: string, maxAgeHours: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^(t|gbo_tpl)_[0-9]+_[0-9a-f]+$'",
    );
    const cutoff = Date.now() / 1000 - maxAgeHours * 3600;
    for (const { datname } of rows) {
      const createdAt = Number(datname.split("_").at(-2));
      if (createdAt < cutoff)
        await client.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
    }
  } finally {
    await client.end();
  }
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file: a copy of the migrated snapshot (PGlite) or template (PostgreSQL). */
export async function openTestDatabase(source: {
  pgliteSnapshot?: string;
  postgresUrl?: string;
  template?: string;
}): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (source.postgresUrl && source.template) {
    const name = randomDatabaseName("t");
    // Parallel files copy the same template; PostgreSQL refuses while another copy holds it, so retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await adminQuery(source.postgresUrl, `create database "${name}" template "${source.template}"`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    const database = openPostgres(withDatabaseName(source.postgresUrl, name));
    const postgresUrl = source.postgresUrl;
    return {
      database,
      drop: async () => {
        await database.close();
        await adminQuery(postgresUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  if (!source.pgliteSnapshot)
    throw new Error("no test database source: run vitest with the server's globalSetup");
  const snapshot = await readFile(source.pgliteSnapshot);
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), ...pgliteOptions() });
  const database = openPglite(client);
  return { database, drop: () => database.close() };
}
