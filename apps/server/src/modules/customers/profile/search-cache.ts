// Customer searches repeat: several staff look up the same customer, and a search box asks again as the
// text grows back and forth. A page found is kept for a short while, shared by every request for the
// same search (fifty asking at once cost one query), and dropped at once by this process's customer
// writes (add, member update); another process's write shows here within `ttlMs` at most.
export type SearchCache<V> = {
  read(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
};

export function createSearchCache<V>(options: { ttlMs?: number; maxEntries?: number } = {}): SearchCache<V> {
  const ttlMs = options.ttlMs ?? 2000;
  const maxEntries = options.maxEntries ?? 2000;
  let entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    read(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      // Full: start over rather than track ages (entries live two seconds anyway).
      if (entries.size >= maxEntries) entries = new Map();
      const entry = { at: now, value: load() };
      const owner = entries;
      owner.set(key, entry);
      // A failure is not kept; a value overtaken by a clear() was stored in a map no longer read.
      entry.value.catch(() => {
        if (owner.get(key) === entry) owner.delete(key);
      });
      return entry.value;
    },
    clear() {
      entries = new Map();
    },
  };
}
