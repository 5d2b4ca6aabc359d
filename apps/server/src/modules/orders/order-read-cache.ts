// Reads that every open station screen repeats (queue pages, order summaries) change only when an
// order is written, so a loaded value is kept until the next order event that concerns it (this
// process's writes at once, other processes' through LISTEN), or for a few seconds at most, should a
// notification be lost while the listener reconnects. Every order write goes through `writeOrder`,
// which announces it; a future write path that changes what these reads show must announce it too.
import type { TOrderEvent } from "@gbo/contracts/orders";
import type { Database } from "../../db/client";
import { onLocalOrderEvent, subscribeOrderEvents } from "../../events/order-events";
import type { JsonBytes } from "../../http/json-bytes";

type Entry<V> = {
  at: number;
  value: Promise<V>;
  isSettled: boolean;
  isRefreshing: boolean;
  /** The loaded value, once settled: a scoped cache asks it whether an event concerns it. */
  resolved?: V;
  /** Which events make this entry stale whatever it holds: asked while it is still loading, too. */
  staleWhen?: (event: TOrderEvent) => boolean;
};

export type OrderReadCache<V> = {
  read(key: string, load: () => Promise<V>, staleWhen?: (event: TOrderEvent) => boolean): Promise<V>;
  clear(): void;
  close(): Promise<void>;
};

/** A value that says which order events make it stale (a queue page knows its orders and statuses). */
export type Scoped<V> = { value: V; isStaleAfter: (event: TOrderEvent) => boolean };

/**
 * Queue pages and counts: each kept with the test of the events that can change it, so a scan on one
 * order does not throw away every station's pages (under writes, that sent nearly every read to the
 * database: D35).
 */
export type QueueCache = {
  /**
   * @param staleWhen for a value whose staleness does not depend on what it holds (the counts): the exact
   * test, so an event it does not concern keeps even a load in flight. Without it a load in flight is
   * dropped by any event; at a large lab's 40 scans a second, the counts every screen reads after a move
   * were loaded again and again and never kept (the lab-day bench, D36).
   */
  read(
    key: string,
    load: () => Promise<Scoped<JsonBytes>>,
    staleWhen?: (event: TOrderEvent) => boolean,
  ): Promise<JsonBytes>;
  clear(): void;
  close(): Promise<void>;
};

export async function createQueueCache(
  database: Database,
  options: { ttlMs?: number; maxEntries?: number } = {},
): Promise<QueueCache> {
  const cache = await createOrderReadCache<Scoped<JsonBytes>>(database, {
    ...options,
    forget: () => "scoped",
    isStale: (scoped, event) => scoped.isStaleAfter(event),
  });
  return {
    read: async (key, load, staleWhen) => (await cache.read(key, load, staleWhen)).value,
    clear: cache.clear,
    close: cache.close,
  };
}

/**
 * @param forget which entries an event makes stale: "all", the one key it names (per-order caches key by
 * order id), or "scoped": each entry whose value `isStale` says so (an entry still loading always is: its
 * load may have read before the write).
 */
export async function createOrderReadCache<V>(
  database: Database,
  options: {
    ttlMs?: number;
    maxEntries?: number;
    forget: (event: TOrderEvent) => "all" | "scoped" | string;
    isStale?: (value: V, event: TOrderEvent) => boolean;
  },
): Promise<OrderReadCache<V>> {
  const ttlMs = options.ttlMs ?? 5000;
  const maxEntries = options.maxEntries ?? 1000;
  // Pending loads are shared too: fifty screens asking at once cost one query.
  let entries = new Map<string, Entry<V>>();
  const clear = () => {
    entries = new Map();
  };
  const onEvent = (event: TOrderEvent) => {
    const stale = options.forget(event);
    if (stale === "all") clear();
    else if (stale === "scoped") {
      for (const [key, entry] of entries) {
        const isStale = entry.staleWhen
          ? entry.staleWhen(event)
          : entry.resolved === undefined || (options.isStale?.(entry.resolved, event) ?? true);
        if (isStale) entries.delete(key);
      }
    } else entries.delete(stale);
  };
  const stopLocal = onLocalOrderEvent(database, onEvent);
  // After a lost LISTEN connection, events may have been missed: start over.
  const stopListen = await subscribeOrderEvents(database, onEvent, clear);
  // An entry is replaced only while it is still the one in the map: an event during a load removed
  // it (or replaced the map), so an overtaken value is never kept; a failure is not kept either.
  const isCurrent = (key: string, entry: Entry<V>) => entries.get(key) === entry;
  const start = (
    key: string,
    load: () => Promise<V>,
    at: number,
    staleWhen?: (event: TOrderEvent) => boolean,
  ): Entry<V> => {
    const entry: Entry<V> = { at, value: load(), isSettled: false, isRefreshing: false, staleWhen };
    entry.value.then(
      (value) => {
        entry.isSettled = true;
        entry.resolved = value;
      },
      () => {
        if (isCurrent(key, entry)) entries.delete(key);
      },
    );
    return entry;
  };
  return {
    read: (key, load, staleWhen) => {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && (now - hit.at < ttlMs || !hit.isSettled || hit.isRefreshing)) return hit.value;
      if (hit) {
        // Past the time limit with no event since: refresh behind it, serving the kept value meanwhile,
        // so readers never wait on the backstop (events, not the clock, are what make values stale).
        hit.isRefreshing = true;
        const next = start(key, load, now, staleWhen);
        next.value.then(
          () => {
            if (isCurrent(key, hit)) entries.set(key, next);
          },
          () => {
            hit.isRefreshing = false;
          },
        );
        return hit.value;
      }
      if (entries.size >= maxEntries) entries = new Map();
      const entry = start(key, load, now, staleWhen);
      entries.set(key, entry);
      return entry.value;
    },
    clear,
    close: async () => {
      stopLocal();
      await stopListen();
    },
  };
}
