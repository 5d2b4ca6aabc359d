import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** One Drizzle type for both drivers, so use cases never care which database runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Subscribes to a NOTIFY channel; the returned function unsubscribes. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `fn` with migrations applied under an exclusive lock (several processes may start at once). */
  withMigrationLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const INT8_OID = 20;

/** Counts and bigint columns come back as numbers on both drivers (cents stay far below 2^53). */
const int8AsNumber = (value: string) => Number(value);

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.dataDir) throw new Error("openDatabase needs a databaseUrl or a dataDir");
  return openPglite(
    await PGlite.create(`${options.dataDir}/pglite`, { parsers: { [INT8_OID]: int8AsNumber } }),
  );
}

/** Wraps an already opened PGlite (tests open one from a migrated snapshot). */
export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    // PGlite is a single connection inside this process: nothing else can migrate concurrently.
    withMigrationLock: (fn) => fn(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function pgliteParsers() {
  return { [INT8_OID]: int8AsNumber };
}

const MIGRATION_LOCK_KEY = 726_274_031;

export function openPostgres(connectionString: string): Database {
  // Drizzle's node-postgres session passes its own per-query parsers that fall back to the global table,
  // so int8 must be set there (process-wide, which is what we want for counts and cents anyway).
  pg.types.setTypeParser(INT8_OID, int8AsNumber);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;

  // LISTEN needs one dedicated session; it is opened on first use and fans payloads out to subscribers.
  const subscribers = new Map<string, Set<(payload: string) => void>>();
  let listener: pg.Client | undefined;
  let listenerReady: Promise<pg.Client> | undefined;
  let isClosed = false;

  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString });
    client.on("notification", (message) => {
      for (const onPayload of subscribers.get(message.channel) ?? []) onPayload(message.payload ?? "");
    });
    client.on("error", () => {
      // Reconnect and re-subscribe, so live screens keep working after a database restart.
      listener = undefined;
      listenerReady = undefined;
      if (!isClosed && subscribers.size > 0) setTimeout(() => void ensureListener().catch(() => {}), 1000);
    });
    await client.connect();
    for (const channel of subscribers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    listener = client;
    return client;
  };
  const ensureListener = () => {
    listenerReady ??= connectListener();
    return listenerReady;
  };

  return {
    db,
    kind: "postgres",
    listen: async (channel, onPayload) => {
      let set = subscribers.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
      }
      set.add(onPayload);
      const client = await ensureListener();
      if (isNewChannel) await client.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && subscribers.get(channel) === set) {
          subscribers.delete(channel);
          if (listener && !isClosed) await listener.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    withMigrationLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        return await fn(drizzlePostgres({ client, schema }) as unknown as Db);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      isClosed = true;
      subscribers.clear();
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Raw SQL rows on either driver (both answer `{ rows }`; the generic Drizzle type cannot say so). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
