import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Database, type Db, INT8_OID, int8AsNumber } from "./client";
import { FailoverPool, PrimaryLocator, parseMultiHostUrl } from "./pg-multi-host";
import * as schema from "./schema/index";

const MIGRATION_LOCK_KEY = 726_274_031;

/** How long a request waits for a connection while the primary is away (a failover, a restart). */
const CONNECT_RETRY_MS = 5000;

/**
 * `connectionString` may list several hosts the libpq way (`postgres://u@h1:5432,h2:5432/db?
 * target_session_attrs=read-write`): the pool and the LISTEN session then follow whichever is the primary.
 */
export function openPostgres(connectionString: string, options: { connectRetryMs?: number } = {}): Database {
  const connectRetryMs = options.connectRetryMs ?? CONNECT_RETRY_MS;
  // Drizzle's node-postgres session passes its own per-query parsers that fall back to the global table,
  // so int8 must be set there (process-wide, which is what we want for counts and cents anyway).
  pg.types.setTypeParser(INT8_OID, int8AsNumber);
  const locator = new PrimaryLocator(parseMultiHostUrl(connectionString));
  const pool = new FailoverPool(locator, { max: 10, connectRetryMs });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;

  // LISTEN needs one dedicated session; it is opened on first use and fans payloads out to subscribers.
  type Subscriber = { onPayload: (payload: string) => void; onGap?: () => void };
  const subscribers = new Map<string, Set<Subscriber>>();
  let hasConnected = false;
  let listener: pg.Client | undefined;
  let listenerReady: Promise<pg.Client> | undefined;
  let isClosed = false;

  const connectListener = async (): Promise<pg.Client> => {
    // On the current primary, found again after a failover (LISTEN is refused on a standby anyway).
    const client = await locator.openClient(connectRetryMs);
    client.on("notification", (message) => {
      for (const subscriber of subscribers.get(message.channel) ?? [])
        subscriber.onPayload(message.payload ?? "");
    });
    let isLost = false;
    const onLost = () => {
      if (isLost) return;
      isLost = true;
      if (listener === client) {
        listener = undefined;
        listenerReady = undefined;
      }
      // Reconnect and re-subscribe, so live screens keep working after a database restart or failover.
      if (!isClosed && subscribers.size > 0) scheduleReconnect(1000);
    };
    client.on("error", onLost);
    client.on("end", onLost);
    for (const channel of subscribers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    listener = client;
    // Back after a lost connection: whatever was notified in between never arrived.
    if (hasConnected) {
      for (const set of subscribers.values()) for (const subscriber of set) subscriber.onGap?.();
    }
    hasConnected = true;
    return client;
  };
  const ensureListener = () => {
    listenerReady ??= connectListener().catch((error: unknown) => {
      // A failed attempt must not stick: the next listen (or the reconnect timer) tries again.
      listenerReady = undefined;
      throw error;
    });
    return listenerReady;
  };
  const scheduleReconnect = (delayMs: number) => {
    const timer = setTimeout(() => {
      if (isClosed || subscribers.size === 0 || listenerReady) return;
      ensureListener().catch(() => scheduleReconnect(Math.min(delayMs * 2, 10_000)));
    }, delayMs);
    timer.unref();
  };

  return {
    db,
    kind: "postgres",
    listen: async (channel, onPayload, onGap) => {
      let set = subscribers.get(channel);
      const isNewChannel = !set;
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
      }
      const subscriber: Subscriber = { onPayload, onGap };
      set.add(subscriber);
      const client = await ensureListener();
      if (isNewChannel) await client.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(channel) === set) {
          subscribers.delete(channel);
          if (listener && !isClosed) await listener.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
