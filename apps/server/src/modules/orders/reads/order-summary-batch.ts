// The first open of an order (nobody read it since its last write) needs the database. Under load many
// such opens wait at once, and one statement for twenty orders costs little more than for one: its fixed
// part (round trip, executor start-up, PGlite's planning) dominates, per order it adds ~0.2 ms (D12).
// So the opens that arrive while the database is busy share the next statement. A statement is sent at
// the end of the event loop's turn (setImmediate), with every open the turn's requests asked for: PGlite
// runs a query inside this thread, and an open sent at once would block the requests read with it,
// which would then go one by one. Nothing else waits: an open that finds the database idle goes then.

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

export type BatchLoader<V> = {
  /** The value for `key`, or undefined when the batch's load found none. */
  load(key: string): Promise<V | undefined>;
};

export function createBatchLoader<V>(options: {
  /** Loads many keys at once; a key missing from the answer resolves to undefined. */
  loadMany: (keys: string[]) => Promise<Map<string, V>>;
  /** Statements running at once; the opens arriving meanwhile wait for the next one. */
  maxInFlight: number;
  /** Keys in one statement at most. */
  maxBatch: number;
}): BatchLoader<V> {
  // Keyed, so the same order asked twice while waiting is loaded once; in arrival order.
  const waiting = new Map<string, Waiter<V>[]>();
  let inFlight = 0;
  let isScheduled = false;

  const send = (batch: [string, Waiter<V>[]][]) => {
    inFlight += 1;
    Promise.resolve()
      .then(() => options.loadMany(batch.map(([key]) => key)))
      .then(
        (found) => {
          for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const [, waiters] of batch) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        inFlight -= 1;
        schedule();
      });
  };

  const schedule = () => {
    if (isScheduled || waiting.size === 0) return;
    isScheduled = true;
    setImmediate(() => {
      isScheduled = false;
      dispatch();
    });
  };

  const dispatch = () => {
    while (inFlight < options.maxInFlight && waiting.size > 0) {
      const batch: [string, Waiter<V>[]][] = [];
      for (const entry of waiting) {
        batch.push(entry);
        waiting.delete(entry[0]);
        if (batch.length >= options.maxBatch) break;
      }
      send(batch);
    }
  };

  return {
    load: (key) =>
      new Promise<V | undefined>((resolve, reject) => {
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        schedule();
      }),
  };
}
