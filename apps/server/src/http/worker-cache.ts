// The per-request sign-in check (worker active, token version current; DESIGN §7) read the worker row on
// every call and was the largest cost of every signed-in read (apps/server/bench/results.md). The rows are
// kept here for a few seconds. A change to a worker reaches every process at once through the
// `worker_changed` NOTIFY of a trigger on `workers`; in this process the queries that end sessions forget
// the worker synchronously too, so the very next request is checked against the database.
import type { WorkerRow } from "../db/schema/index";

const TTL_MS = 5000;
const MAX_ENTRIES = 10_000;
export const WORKER_CHANGED_CHANNEL = "worker_changed";

type Entry = { row: WorkerRow | undefined; expiresAt: number };

export class WorkerCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every forget: a row loaded across one may predate the change and is not kept. */
  private generation = 0;

  constructor() {
    caches.add(this);
  }

  async get(workerId: string, load: (id: string) => Promise<WorkerRow | undefined>) {
    const hit = this.entries.get(workerId);
    if (hit && hit.expiresAt > Date.now()) return hit.row;
    const generation = this.generation;
    const row = await load(workerId);
    if (generation !== this.generation) return row;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(workerId, { row, expiresAt: Date.now() + TTL_MS });
    return row;
  }

  forget(workerId: string): void {
    this.generation += 1;
    this.entries.delete(workerId);
  }

  /** Every worker (notifications may have been missed while the listener was away). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  dispose(): void {
    this.entries.clear();
    caches.delete(this);
  }
}

const caches = new Set<WorkerCache>();

/** Forget a worker in every cache of this process (their session just ended or their access changed). */
export function forgetWorker(workerId: string): void {
  for (const cache of caches) cache.forget(workerId);
}
