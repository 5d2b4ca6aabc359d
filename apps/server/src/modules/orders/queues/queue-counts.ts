// GET /api/orders/queue-counts: per station the worker may read, how many rows wait and how many are
// late, for the menu and the dashboard. One grouped statement for every queue, kept in the queue cache
// (until a move or an order-level write, even while it loads: a scan elsewhere changes no count).
import type { TQueueCounts } from "@gbo/contracts/orders";
import { hasAnyClaim } from "@gbo/domain/claims";
import { utcDay } from "@gbo/domain/dates";
import { areQueueCountsStale, isStationQueue, QUEUES, type QueueDefinition } from "@gbo/domain/workflow";
import type { Db } from "../../../db/client";
import { type JsonBytes, toJsonBytes } from "../../../http/json-bytes";
import type { QueueCache } from "../order-read-cache";
import type { Actor } from "../order-write";
import { type QueueCountsFilter, selectQueueCounts } from "./queue.queries";

/** The station queues these claims may read, in menu (table) order. */
export function readableStationQueues(claims: Actor["claims"]): QueueDefinition[] {
  return QUEUES.filter((queue) => isStationQueue(queue) && hasAnyClaim(claims, queue.claims));
}

/** What the counts statement counts for these queues (also used by the benchmark's EXPLAIN report). */
export function queueCountsFilter(queues: readonly QueueDefinition[], now: Date): QueueCountsFilter {
  const statusesOf = (kind: "tiers" | "orders") =>
    queues.flatMap((queue) => (queue.lists.kind === kind ? queue.lists.statuses : []));
  return { tierStatuses: statusesOf("tiers"), orderStatuses: statusesOf("orders"), today: utcDay(now) };
}

export async function getQueueCounts(options: { db: Db; actor: Actor; now?: Date }): Promise<TQueueCounts> {
  const queues = readableStationQueues(options.actor.claims);
  const rows = await selectQueueCounts(options.db, queueCountsFilter(queues, options.now ?? new Date()));
  return {
    counts: queues.map((queue) => {
      const own = rows.filter(
        (row) =>
          // Tier and order statuses share names (Shipping): a queue sums rows of its own kind.
          row.kind === queue.lists.kind && (queue.lists.statuses as readonly string[]).includes(row.status),
      );
      return {
        queue: queue.key,
        waiting: own.reduce((sum, row) => sum + Number(row.waiting), 0),
        late: own.reduce((sum, row) => sum + Number(row.late), 0),
      };
    }),
  };
}

/** The counts as JSON bytes, from the queue cache when no order was written since they were counted. */
export function getQueueCountsJson(options: { db: Db; actor: Actor; cache: QueueCache }): Promise<JsonBytes> {
  const now = new Date();
  const keys = readableStationQueues(options.actor.claims).map((queue) => queue.key);
  return options.cache.read(
    `counts:${utcDay(now)}:${keys.join(",")}`,
    async () => ({
      value: toJsonBytes(await getQueueCounts({ ...options, now })),
      isStaleAfter: areQueueCountsStale,
    }),
    areQueueCountsStale,
  );
}
