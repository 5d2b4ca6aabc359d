import type { Identity } from "./identity";

export type IdentityStore = {
  get: () => Identity | null;
  set: (identity: Identity | null) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads storage now (another tab may have written it before its storage event arrived). */
  reload: () => Identity | null;
};

export const IDENTITY_STORAGE_KEY = "gbo.identity";

function isIdentity(value: unknown): value is Identity {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.userName === "string" &&
    typeof candidate.accessToken === "string" &&
    typeof candidate.refreshToken === "string" &&
    Array.isArray(candidate.claims)
  );
}

/**
 * Keeps the identity in localStorage so a reload keeps the session, and notifies React
 * (useSyncExternalStore) and other tabs when it changes.
 */
export function createIdentityStore(storage: Storage, key = IDENTITY_STORAGE_KEY): IdentityStore {
  const listeners = new Set<() => void>();
  let current = read();

  function read(): Identity | null {
    try {
      const raw = storage.getItem(key);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      return isIdentity(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function set(identity: Identity | null) {
    current = identity;
    if (identity) storage.setItem(key, JSON.stringify(identity));
    else storage.removeItem(key);
    emit();
  }

  if (typeof window !== "undefined") {
    // Another tab signed in or out: follow it so this tab never sends a stale token.
    window.addEventListener("storage", (event) => {
      if (event.key !== key && event.key !== null) return;
      current = read();
      emit();
    });
  }

  function reload() {
    const stored = read();
    if (JSON.stringify(stored) !== JSON.stringify(current)) {
      current = stored;
      emit();
    }
    return current;
  }

  return {
    get: () => current,
    reload,
    set,
    clear: () => set(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
