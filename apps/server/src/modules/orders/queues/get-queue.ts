// GET /api/orders/queue/{queue}/{page}/{search}/{extra}: one page of a station's work list.
import {
  parseQueueExtra,
  parseQueueSteps,
  type TQueuePage,
  type TQueueParams,
  type TQueueQuery,
  type TQueueSort,
} from "@gbo/contracts/orders";
import { isSoldWithFastPass } from "@gbo/domain/catalog";
import { hasAnyClaim } from "@gbo/domain/claims";
import { utcDay } from "@gbo/domain/dates";
import {
  findQueue,
  isQueuePageStale,
  isStationQueue,
  QUEUES,
  type QueueDefinition,
  RECENT_DAYS,
} from "@gbo/domain/workflow";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/errors";
import { type JsonBytes, toJsonBytes } from "../../../http/json-bytes";
import { daysLeft } from "../order-mappers";
import type { QueueCache } from "../order-read-cache";
import type { Actor } from "../order-write";
import { countQueue, type QueueFilter, selectQueuePage } from "./queue.queries";

const DAY_MS = 86_400_000;

/** Claims that may read at least one queue: the route-level check; each queue's own claims are checked here. */
export const ANY_QUEUE_CLAIMS: readonly string[] = [...new Set(QUEUES.flatMap((queue) => queue.claims))];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function getQueue(options: {
  db: Db;
  actor: Actor;
  params: TQueueParams;
  query?: TQueueQuery;
  now?: Date;
}): Promise<TQueuePage> {
  const { db, actor, params } = options;
  const queue = assertCanReadQueue(actor, params.queue);
  const steps = queueStepsOf(queue, options.query?.steps);
  return loadQueuePage(db, params, queue, steps, options.query?.sort ?? "due", options.now ?? new Date());
}

/** The statuses a page lists: the `steps` asked for, each one the queue's own (else 400), or all. */
export function queueStepsOf(queue: QueueDefinition, steps: string | undefined): readonly string[] {
  const asked = parseQueueSteps(steps);
  if (!asked) return queue.lists.statuses;
  const own: readonly string[] = queue.lists.statuses;
  const foreign = asked.filter((step) => !own.includes(step));
  if (foreign.length > 0)
    throw new AppError("bad_request", `The ${queue.key} queue has no step ${foreign.join(", ")}.`, {
      modelState: { "querystring.steps": [`Choose from ${own.join(", ")}.`] },
    });
  return own.filter((step) => asked.includes(step));
}

/** The same page as JSON bytes (plain and gzipped), from the cache when no order was written since it was built. */
export async function getQueueJson(options: {
  db: Db;
  actor: Actor;
  params: TQueueParams;
  query?: TQueueQuery;
  cache: QueueCache;
}): Promise<JsonBytes> {
  const { params, query } = options;
  const queue = assertCanReadQueue(options.actor, params.queue);
  // Validated before the cache is asked, so a refused filter never reaches it.
  const steps = queueStepsOf(queue, query?.steps);
  return options.cache.read(JSON.stringify({ ...params, steps, sort: query?.sort ?? "due" }), async () => {
    const page = await getQueue(options);
    const scope = {
      orderIds: new Set(page.rows.map((row) => row.orderId)),
      statuses: steps,
      isTierQueue: page.isTierQueue,
    };
    return { value: toJsonBytes(page), isStaleAfter: (event) => isQueuePageStale(scope, event) };
  });
}

export function assertCanReadQueue(actor: Actor, key: string): QueueDefinition {
  const queue = findQueue(key);
  if (!queue) throw new AppError("not_found", "Unknown queue.");
  if (!hasAnyClaim(actor.claims, queue.claims))
    throw new AppError("forbidden", "You do not have permission to do this.");
  return queue;
}

/** The SQL filter of a queue page (also used by the benchmark's EXPLAIN report). */
export function queueFilter(
  params: TQueueParams,
  queue: QueueDefinition,
  now: Date,
  steps: readonly string[] = queue.lists.statuses,
  sort: TQueueSort = "due",
): QueueFilter {
  const { isRecent, country } = parseQueueExtra(params.extra);
  return {
    kind: queue.lists.kind,
    statuses: steps,
    since: isRecent ? new Date(now.getTime() - RECENT_DAYS * DAY_MS) : null,
    today: isStationQueue(queue) ? utcDay(now) : null,
    country,
    search: params.search,
    sort,
    limit: queue.limit,
    offset: (params.page - 1) * queue.limit,
  };
}

async function loadQueuePage(
  db: Db,
  params: TQueueParams,
  queue: QueueDefinition,
  steps: readonly string[],
  sort: TQueueSort,
  now: Date,
): Promise<TQueuePage> {
  const filter = queueFilter(params, queue, now, steps, sort);
  const rows = await selectQueuePage(db, filter);
  const first = rows[0];
  const { total, overdueHidden } = first
    ? { total: first.total, overdueHidden: first.overdue_hidden }
    : await countQueue(db, filter);
  const today = utcDay(now);
  return {
    queue: params.queue,
    isTierQueue: queue.lists.kind === "tiers",
    page: params.page,
    pageSize: queue.limit,
    total,
    steps: steps as TQueuePage["steps"],
    overdueHidden,
    rows: rows.map((row) => ({
      orderId: row.order_id,
      tierId: row.tier_id,
      status: row.status as TQueuePage["rows"][number]["status"],
      orderStatus: row.order_status as TQueuePage["rows"][number]["orderStatus"],
      count: Number(row.count),
      processed: Number(row.processed),
      daysLeft: daysLeft(row.due_date, today),
      dueDate: row.due_date,
      date: iso(row.date) ?? "",
      receivedDate: iso(row.received_date),
      customerName: row.customer_name,
      countryCode: row.country_code,
      collectibleType: row.collectible_type,
      // A tier row is flagged only when that tier was sold with a fast pass, not when any tier of its
      // order was (issue 30 point 4); an order row keeps the order's flag.
      isFastPass: queue.lists.kind === "tiers" ? isSoldWithFastPass(Number(row.fast_pass)) : row.is_fast_pass,
      fastPass: Number(row.fast_pass),
      isRejected: row.is_rejected,
    })),
  };
}
