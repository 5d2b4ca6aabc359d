// The public feed built once and served from memory (administration §9: a cached resource of 300 s,
// cleared by writes): every successful write of the content module clears it (content/index.ts), so
// a publish shows at once while readers between writes cost no database work.
import { CONTENT_CACHE_SECONDS } from "@gbo/domain/content";

type Entry<T> = { value: T; at: number };

export function createFeedCache<T>() {
  const entries = new Map<string, Entry<T>>();
  return {
    async get(key: string, build: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < CONTENT_CACHE_SECONDS * 1000) return hit.value;
      const value = await build();
      entries.set(key, { value, at: Date.now() });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

/** The one cache of the public content feed (one process serves the app: the data directory is locked). */
export const publicFeedCache = createFeedCache<{ body: unknown; etag: string }>();
