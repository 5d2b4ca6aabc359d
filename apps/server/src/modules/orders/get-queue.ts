// GET /api/orders/queue/{queue}/{page}/{search}/{extra}: one page of a station's work list.
import { parseQueueExtra, type TQueuePage, type TQueueParams } from "@gbo/contracts/orders";
import { hasAnyClaim } from "@gbo/domain/claims";
import { utcDay } from "@gbo/domain/dates";
import { findQueue, QUEUES, type QueueDefinition, RECENT_DAYS } from "@gbo/domain/workflow";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { type JsonBytes, toJsonBytes } from "../../http/json-bytes";
import { daysLeft } from "./order-mappers";
import type { QueueCache } from "./order-read-cache";
import type { Actor } from "./order-write";
import { countQueue, type QueueFilter, selectQueuePage } from "./queue.queries";

const DAY_MS = 86_400_000;

/** Claims that may read at least one queue: the route-level check; each queue's own claims are checked here. */
export const ANY_QUEUE_CLAIMS: readonly string[] = [...new Set(QUEUES.flatMap((queue) => queue.claims))];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function getQueue(options: {
  db: Db;
  actor: Actor;
  params: TQueueParams;
  now?: Date;
}): Promise<TQueuePage> {
  const { db, actor, params } = options;
  const queue = findQueue(params.queue);
  if (!queue) throw new AppError("not_found", "Unknown queue.");
  if (!hasAnyClaim(actor.claims, queue.claims))
    throw new AppError("forbidden", "You do not have permission to do this.");
  return loadQueuePage(db, params, queue, options.now ?? new Date());
}

/** The same page as JSON bytes (plain and gzipped), from the cache when no order was written since it was built. */
export async function getQueueJson(options: {
  db: Db;
  actor: Actor;
  params: TQueueParams;
  cache: QueueCache;
}): Promise<JsonBytes> {
  const { params } = options;
  assertCanReadQueue(options.actor, params.queue);
  return options.cache.read(JSON.stringify(params), async () => toJsonBytes(await getQueue(options)));
}

function assertCanReadQueue(actor: Actor, key: string): QueueDefinition {
  const queue = findQueue(key);
  if (!queue) throw new AppError("not_found", "Unknown queue.");
  if (!hasAnyClaim(actor.claims, queue.claims))
    throw new AppError("forbidden", "You do not have permission to do this.");
  return queue;
}

/** The SQL filter of a queue page (also used by the benchmark's EXPLAIN report). */
export function queueFilter(params: TQueueParams, queue: QueueDefinition, now: Date): QueueFilter {
  const { isRecent, country } = parseQueueExtra(params.extra);
  return {
    kind: queue.lists.kind,
    statuses: queue.lists.statuses,
    since: isRecent ? new Date(now.getTime() - RECENT_DAYS * DAY_MS) : null,
    country,
    search: params.search,
    limit: queue.limit,
    offset: (params.page - 1) * queue.limit,
  };
}

async function loadQueuePage(
  db: Db,
  params: TQueueParams,
  queue: QueueDefinition,
  now: Date,
): Promise<TQueuePage> {
  const filter = queueFilter(params, queue, now);
  const rows = await selectQueuePage(db, filter);
  const total = rows[0]?.total ?? (params.page > 1 ? await countQueue(db, filter) : 0);
  const today = utcDay(now);
  return {
    queue: params.queue,
    isTierQueue: queue.lists.kind === "tiers",
    page: params.page,
    pageSize: queue.limit,
    total,
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
      isFastPass: row.is_fast_pass,
      fastPass: Number(row.fast_pass),
      isRejected: row.is_rejected,
    })),
  };
}
