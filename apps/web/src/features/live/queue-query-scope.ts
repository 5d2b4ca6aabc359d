// Which cached queue queries a batch of order events can change, by the domain's queue scope rule (the
// one the server's queue cache keeps its pages by). Keys follow features/queues/api: ["queues", counts]
// and ["queues", {queue, page, …}] with a TQueuePage; any other key under the prefix reads again as before.
import type { TOrderEvent } from "@gbo/contracts/orders";
import { areQueueCountsStale, isQueuePageStale, type QueuePageScope } from "@gbo/domain/workflow";

const COUNTS = "counts";

type QueuePageShape = {
  rows: readonly { orderId: string }[];
  steps: readonly string[];
  isTierQueue: boolean;
};

function isQueuePage(data: unknown): data is QueuePageShape {
  if (typeof data !== "object" || data === null) return false;
  const page = data as Partial<QueuePageShape>;
  return Array.isArray(page.rows) && Array.isArray(page.steps) && typeof page.isTierQueue === "boolean";
}

/** The page's scope as the server builds it: its rows' orders, the statuses it lists, tier queue or not. */
export function queuePageScope(page: QueuePageShape): QueuePageScope {
  return {
    orderIds: new Set(page.rows.map((row) => row.orderId)),
    statuses: page.steps,
    isTierQueue: page.isTierQueue,
  };
}

/** True when some event of the batch can change what this queue query shows (unknown shapes: always). */
export function isQueryStaleAfter(
  queryKey: readonly unknown[],
  data: unknown,
  events: readonly TOrderEvent[],
): boolean {
  if (queryKey[1] === COUNTS) return events.some(areQueueCountsStale);
  const isPageKey = typeof queryKey[1] === "object" && queryKey[1] !== null && "queue" in queryKey[1];
  // A page not read yet (or failed) has nothing to keep; another query under the prefix reads as before.
  if (!isPageKey || !isQueuePage(data)) return true;
  const scope = queuePageScope(data);
  return events.some((event) => isQueuePageStale(scope, event));
}
