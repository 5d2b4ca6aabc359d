// One idempotency key per distinct request. A person who clicks again after a lost answer (or twice
// before the first answer) sends the same request, so it carries the same key and the server answers it
// once: one order, one charge. A changed request (another body, a newer version) gets a new key.
import { useCallback, useRef } from "react";

/** `keyFor(request)`: the same key for the same request (compared as JSON), a new one otherwise. */
export function useRequestKey(): (request: unknown) => string {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown) => {
    const text = JSON.stringify(request);
    if (last.current?.request !== text) last.current = { request: text, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}
