// Reads that every open station screen repeats (queue pages, order summaries) change only when an
// order is written, so a loaded value is kept until the next order event that concerns it (this
// process's writes at once, other processes' through LISTEN), or for a few seconds at most, should a
// notification be lost while the listener reconnects. Every order write goes through `writeOrder`,
// which announces it; a future write path that changes what these reads show must announce it too.
import type { TOrderEvent } from "@gbo/contracts/orders";
import type { Database } from "../../db/client";
import { onLocalOrderEvent, subscribeOrderEvents } from "../../events/order-events";
import type { JsonBytes } from "../../http/json-bytes";

type Entry<V> = { at: number; value: Promise<V>; isSettled: boolean; isRefreshing: boolean };

export type OrderReadCache<V> = {
  read(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  close(): Promise<void>;
};

/** Queue pages: any order event may move rows between pages, so every event clears them all. */
export type QueueCache = OrderReadCache<JsonBytes>;

export function createQueueCache(
  database: Database,
  options: { ttlMs?: number; maxEntries?: number } = {},
): Promise<QueueCache> {
  return createOrderReadCache<JsonBytes>(database, { ...options, forget: () => "all" });
}

/**
 * @param forget which entries an event makes stale: "all", or the one key it names (per-order caches
 * key by order id).
 */
export async function createOrderReadCache<V>(
  database: Database,
  options: { ttlMs?: number; maxEntries?: number; forget: (event: TOrderEvent) => "all" | string },
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
    else entries.delete(stale);
  };
  const stopLocal = onLocalOrderEvent(database, onEvent);
  // After a lost LISTEN connection, events may have been missed: start over.
  const stopListen = await subscribeOrderEvents(database, onEvent, clear);
  // An entry is replaced only while it is still the one in the map: an event during a load removed
  // it (or replaced the map), so an overtaken value is never kept; a failure is not kept either.
  const isCurrent = (key: string, entry: Entry<V>) => entries.get(key) === entry;
  const start = (key: string, load: () => Promise<V>, at: number): Entry<V> => {
    const entry: Entry<V> = { at, value: load(), isSettled: false, isRefreshing: false };
    entry.value.then(
      () => {
        entry.isSettled = true;
      },
      () => {
        if (isCurrent(key, entry)) entries.delete(key);
      },
    );
    return entry;
  };
  return {
    read: (key, load) => {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && (now - hit.at < ttlMs || !hit.isSettled || hit.isRefreshing)) return hit.value;
      if (hit) {
        // Past the time limit with no event since: refresh behind it, serving the kept value meanwhile,
        // so readers never wait on the backstop (events, not the clock, are what make values stale).
        hit.isRefreshing = true;
        const next = start(key, load, now);
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
      const entry = start(key, load, now);
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
