// Queue pages (kept as their JSON bytes: serializing a 500-row page is the expensive part) are read by
// every open station screen and change only when an order is written, so a
// page is kept until the next order event (this process's writes at once, other processes' through
// LISTEN) or for a few seconds at most, should a notification be lost while the listener reconnects.
import type { Database } from "../../db/client";
import { onLocalOrderEvent, subscribeOrderEvents } from "../../events/order-events";

export type QueueCache = {
  read(key: string, load: () => Promise<Buffer>): Promise<Buffer>;
  clear(): void;
  close(): Promise<void>;
};

export async function createQueueCache(
  database: Database,
  options: { ttlMs?: number; maxEntries?: number } = {},
): Promise<QueueCache> {
  const ttlMs = options.ttlMs ?? 5000;
  const maxEntries = options.maxEntries ?? 1000;
  // Pending loads are shared too: fifty screens asking at once cost one query.
  let entries = new Map<string, { at: number; page: Promise<Buffer> }>();
  const clear = () => {
    entries = new Map();
  };
  const stopLocal = onLocalOrderEvent(database, clear);
  const stopListen = await subscribeOrderEvents(database, clear);
  return {
    read: (key, load) => {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.page;
      if (entries.size >= maxEntries) entries = new Map();
      const page = load();
      const entry = { at: now, page };
      entries.set(key, entry);
      // A write during the load replaced the map, so an overtaken page is never served; a failure is not kept.
      page.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return page;
    },
    clear,
    close: async () => {
      stopLocal();
      await stopListen();
    },
  };
}
