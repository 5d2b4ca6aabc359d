// List pages and searches that staff repeat (customer search, the content lists): a page found is kept,
// shared by every request for the same page (fifty asking at once cost one query), and dropped at once
// by this process's writes of what it lists (the owner calls clear()). Past `ttlMs` it is refreshed
// behind the kept page, which is served meanwhile, so a reader never waits on the clock; another
// process's write shows here within `ttlMs` and one query at most.
export type KeptReads<V> = {
  read(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
};

type Entry<V> = { at: number; value: Promise<V>; isSettled: boolean; isRefreshing: boolean };

export function createKeptReads<V>(options: { ttlMs?: number; maxEntries?: number } = {}): KeptReads<V> {
  const ttlMs = options.ttlMs ?? 2000;
  const maxEntries = options.maxEntries ?? 2000;
  let entries = new Map<string, Entry<V>>();

  /** Loads into `owner` (the map current at the start); a clear() since leaves the new map alone. */
  const start = (owner: Map<string, Entry<V>>, key: string, load: () => Promise<V>, at: number) => {
    const entry: Entry<V> = { at, value: load(), isSettled: false, isRefreshing: false };
    entry.value.then(
      () => {
        entry.isSettled = true;
      },
      () => {
        if (owner.get(key) === entry) owner.delete(key);
      },
    );
    return entry;
  };

  return {
    read(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && (now - hit.at < ttlMs || !hit.isSettled || hit.isRefreshing)) return hit.value;
      const owner = entries;
      if (hit) {
        hit.isRefreshing = true;
        const next = start(owner, key, load, now);
        next.value.then(
          () => {
            if (owner.get(key) === hit) owner.set(key, next);
          },
          () => {
            hit.isRefreshing = false;
          },
        );
        return hit.value;
      }
      // Full: start over rather than track ages.
      if (owner.size >= maxEntries) entries = new Map();
      const entry = start(entries, key, load, now);
      entries.set(key, entry);
      return entry.value;
    },
    clear() {
      entries = new Map();
    },
  };
}
