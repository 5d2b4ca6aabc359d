import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index";

export type Schema = typeof schema;
/** One Drizzle type for both drivers, so use cases never care which database runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /**
   * Subscribes to a NOTIFY channel; the returned function unsubscribes. `onGap` runs after a lost
   * listening connection is back: notifications sent meanwhile were missed, so whatever they keep
   * fresh must be refreshed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `fn` with migrations applied under an exclusive lock (several processes may start at once). */
  withMigrationLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Connections for /metrics: open, idle, and requests waiting for one (PGlite: its one connection). */
  poolStats(): PoolStats;
  /**
   * Embedded only: a consistent copy of the whole data directory as a gzipped tar, taken between
   * transactions (writes wait while it is taken, then go on). Used by `npm run backup`.
   */
  dumpDataDir?: () => Promise<Blob>;
  /** Embedded, opened from DATA_DIR: the lock file that says which process owns the directory. */
  lockFile?: string;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

export const INT8_OID = 20;

/** Counts and bigint columns come back as numbers on both drivers (cents stay far below 2^53). */
export const int8AsNumber = (value: string) => Number(value);

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite in DATA_DIR/pglite. Only the driver in use is
 * loaded, which keeps the start-up short (DESIGN §9: a restart answers within 3 s).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** A migrated empty PGlite data directory (tar.gz) to start a brand-new embedded database from. */
  pgliteSnapshot?: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import("./postgres-database");
    return openPostgres(options.databaseUrl);
  }
  if (!options.dataDir) throw new Error("openDatabase needs a databaseUrl or a dataDir");
  const { dataDirLockFile, openPgliteDir } = await import("./pglite-database");
  const dir = `${options.dataDir}/pglite`;
  const database = await openPgliteDir(dir, { initialSnapshot: options.pgliteSnapshot });
  return { ...database, lockFile: dataDirLockFile(dir) };
}

/** Raw SQL rows on either driver (both answer `{ rows }`; the generic Drizzle type cannot say so). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
