import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { type Database, queryRows, type Schema } from "./client";

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside this file in the sources; from the bundle (apps/server/dist) the sources' folder. */
export const MIGRATIONS_FOLDER =
  [path.join(here, "migrations"), path.join(here, "../src/db/migrations")].find((dir) =>
    existsSync(path.join(dir, "meta/_journal.json")),
  ) ?? path.join(here, "migrations");

/** Applies every pending drizzle-kit migration; safe to call on every start and from several processes. */
export async function migrateDatabase(database: Database): Promise<void> {
  // The common restart: nothing new to apply, so skip the migrator (it hashes every file and takes a lock).
  const latest = readJournal().entries.at(-1);
  if (latest && (await latestAppliedMigration(database)) === latest.when) return;
  await database.withMigrationLock(async (db) => {
    // Only the migrator of the driver in use is loaded.
    if (database.kind === "pglite") {
      const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      const { migrate: migratePostgres } = await import("drizzle-orm/node-postgres/migrator");
      await migratePostgres(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  });
}

type Journal = { entries: { idx: number; when: number; tag: string }[] };

function readJournal(): Journal {
  return JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as Journal;
}

/** The `when` of the newest applied migration; null when none (or no migrations table yet). */
async function latestAppliedMigration(database: Database): Promise<number | null> {
  try {
    const rows = await queryRows<{ created_at: string | number | null }>(
      database.db,
      sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
    );
    const value = rows[0]?.created_at;
    return value === null || value === undefined ? null : Number(value);
  } catch {
    return null;
  }
}

/** The tag of the latest applied migration (e.g. "0002_orders"), or null on an unmigrated database. */
export async function schemaVersion(database: Database): Promise<string | null> {
  const latest = await latestAppliedMigration(database);
  return readJournal().entries.find((entry) => entry.when === latest)?.tag ?? null;
}
