// Live queues: every committed order write is announced on one Postgres channel, so every server
// process (each LISTENing) can push it to its open screens.
import { ORDER_EVENTS_CHANNEL, type TOrderEvent, ZOrderEventSchema } from "@gbo/contracts/orders";
import type { Database } from "../db/client";

type LocalListener = (event: TOrderEvent) => void;
/** Listeners in this process, per database: told synchronously, before the NOTIFY round trip. */
const localListeners = new WeakMap<object, Set<LocalListener>>();

/** In-process subscription (caches): hears this process's writes at once, other processes' via LISTEN. */
export function onLocalOrderEvent(database: object, listener: LocalListener): () => void {
  let set = localListeners.get(database);
  if (!set) {
    set = new Set();
    localListeners.set(database, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Sends after commit; a lost notification only delays a screen until its next refresh, so errors are logged, not thrown. */
export async function publishOrderEvents(
  database: Pick<Database, "notify">,
  events: readonly TOrderEvent[],
  onError: (error: unknown) => void = () => {},
): Promise<void> {
  for (const event of events) {
    for (const listener of localListeners.get(database) ?? []) listener(event);
    try {
      await database.notify(ORDER_EVENTS_CHANNEL, JSON.stringify(event));
    } catch (error) {
      onError(error);
    }
  }
}

/**
 * Subscribes to order events; the returned function unsubscribes. Malformed payloads are dropped.
 * `onGap`: the listening connection was lost and is back, so events may have been missed.
 */
export async function subscribeOrderEvents(
  database: Pick<Database, "listen">,
  onEvent: (event: TOrderEvent) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  return database.listen(
    ORDER_EVENTS_CHANNEL,
    (payload) => {
      try {
        const parsed = ZOrderEventSchema.safeParse(JSON.parse(payload));
        if (parsed.success) onEvent(parsed.data);
      } catch {
        // not JSON: ignore
      }
    },
    onGap,
  );
}
