// GET /api/orders/queue/{queue}/export.csv: every row of the list the worker sees (same search, window,
// country, steps and sort), read in keyset batches so neither the process nor the database holds the
// whole list, however long it is.
import type { TQueueExportQuery, TQueueKey, TQueueSort } from "@gbo/contracts/orders";
import { daysBetween, utcDay } from "@gbo/domain/dates";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { csvLine } from "../../../http/csv";
import type { Actor } from "../order-write";
import { assertCanReadQueue, queueFilter, queueStepsOf } from "./get-queue";
import { dueOf, listConditions, type QueueFilter, queueOrderBy, receivedDate } from "./queue.queries";

export const QUEUE_CSV_BATCH = 1000;

const HEADER = [
  "order",
  "tier",
  "customer",
  "email",
  "status",
  "comics",
  "processed",
  "orderDate",
  "receivedDate",
  "dueDate",
  "daysLeft",
  "late",
  "fastPass",
  "country",
  "collectible",
  "rejected",
];

type ExportRow = {
  order_id: string;
  tier_id: string | null;
  customer_name: string;
  email: string | null;
  status: string;
  count: number;
  processed: number;
  /** The order date as PostgreSQL prints it: the keyset value of the newest-first sort, exact to the µs. */
  date_key: string;
  date: Date | string;
  received_date: Date | string | null;
  due_date: string | null;
  fast_pass: number;
  country_code: string;
  collectible_type: string;
  is_rejected: boolean;
};

/** Where the last batch stopped: its last row's sort value and key. */
type Cursor = { value: string; orderId: string; tierId: string | null };

/**
 * The due-date sorts walk their list in two parts, rows with a due date and rows without (last on `due`,
 * first on `-due`), so each batch starts where the last one stopped with a row comparison the
 * status-and-due-date index answers as a range, instead of filtering every row before the cursor.
 */
type Part = "dated" | "undated" | "whole";

function partsOf(sort: TQueueSort): Part[] {
  if (sort === "due") return ["dated", "undated"];
  if (sort === "-due") return ["undated", "dated"];
  return ["whole"];
}

function partCondition(kind: QueueFilter["kind"], part: Part): SQL | null {
  const due = dueOf(kind);
  if (part === "dated") return sql`${due} is not null`;
  if (part === "undated") return sql`${due} is null`;
  return null;
}

/** Rows strictly after the cursor in `queueOrderBy` order, within one part. */
function afterCursor(kind: QueueFilter["kind"], sort: TQueueSort, part: Part, cursor: Cursor): SQL {
  const key = kind === "tiers" ? sql`t.order_id, t.id` : sql`o.id`;
  const at =
    kind === "tiers" ? sql`${cursor.orderId}::text, ${cursor.tierId}::text` : sql`${cursor.orderId}::text`;
  const after = sort === "due" ? sql`>` : sql`<`;
  // Rows without a due date come by how long they have waited (their order date), then their key.
  if (part === "undated") return sql`(o.date, ${key}) ${after} (${cursor.value}::timestamptz, ${at})`;
  if (sort === "-date") return sql`(o.date, ${key}) < (${cursor.value}::timestamptz, ${at})`;
  const due = dueOf(kind);
  return sql`(${due}, ${key}) ${after} (${cursor.value}::date, ${at})`;
}

function batchQuery(filter: QueueFilter, part: Part, cursor: Cursor | null, batch: number): SQL {
  const sort = filter.sort ?? "due";
  const conditions = listConditions(filter);
  const inPart = partCondition(filter.kind, part);
  if (inPart) conditions.push(inPart);
  if (cursor) conditions.push(afterCursor(filter.kind, sort, part, cursor));
  const where = sql.join(conditions, sql` and `);
  const order = queueOrderBy(filter.kind, sort);
  return filter.kind === "tiers"
    ? sql`select t.order_id, t.id as tier_id, c.name as customer_name, c.email, t.status, t.count, t.processed,
          o.date::text as date_key, o.date, ${receivedDate}, t.due_date::text as due_date, t.fast_pass,
          o.country_code, o.collectible_type, t.is_rejected
        from tiers t join orders o on o.id = t.order_id join customers c on c.id = o.customer_id
        where ${where} order by ${order} limit ${batch}`
    : sql`select o.id as order_id, null as tier_id, c.name as customer_name, c.email, o.status, o.count,
          (select count(*)::int from comics cm where cm.order_id = o.id and cm.scanned) as processed,
          o.date::text as date_key, o.date, ${receivedDate}, o.due_date::text as due_date,
          o.fast_pass_value as fast_pass, o.country_code, o.collectible_type, false as is_rejected
        from orders o join customers c on c.id = o.customer_id
        where ${where} order by ${order} limit ${batch}`;
}

const isoOf = (value: Date | string | null) => (value === null ? "" : new Date(value).toISOString());

function csvOf(row: ExportRow, today: string | null): string {
  const daysLeft = row.due_date && today ? daysBetween(today, row.due_date) : null;
  return csvLine([
    row.order_id,
    row.tier_id ?? "",
    row.customer_name,
    row.email ?? "",
    row.status,
    Number(row.count),
    Number(row.processed),
    isoOf(row.date),
    isoOf(row.received_date),
    row.due_date ?? "",
    daysLeft ?? "",
    // Lateness does not apply to the completed-orders list (no `today`).
    daysLeft === null ? "" : daysLeft < 0 ? "yes" : "no",
    Number(row.fast_pass),
    row.country_code,
    row.collectible_type,
    row.is_rejected ? "yes" : "no",
  ]);
}

/**
 * Checks the claims and the filters first (so a refusal is a plain 403 or 400 before any byte is sent),
 * then answers the CSV lines as an async generator.
 */
export function queueCsv(options: {
  db: Db;
  actor: Actor;
  queue: TQueueKey;
  query: TQueueExportQuery;
  now?: Date;
  /** Rows per query; smaller in tests, to cross batch boundaries with few rows. */
  batch?: number;
}): AsyncGenerator<string> {
  const queue = assertCanReadQueue(options.actor, options.queue);
  const steps = queueStepsOf(queue, options.query.steps);
  const now = options.now ?? new Date();
  const { search, extra, sort } = options.query;
  const params = { queue: options.queue, page: 1, search, extra };
  const filter = queueFilter(params, queue, now, steps, sort ?? "due");
  return csvBatches(
    options.db,
    filter,
    options.batch ?? QUEUE_CSV_BATCH,
    filter.today === null ? null : utcDay(now),
  );
}

async function* csvBatches(
  db: Db,
  filter: QueueFilter,
  batch: number,
  today: string | null,
): AsyncGenerator<string> {
  yield csvLine(HEADER);
  for (const part of partsOf(filter.sort ?? "due")) {
    let cursor: Cursor | null = null;
    for (;;) {
      const query = batchQuery(filter, part, cursor, batch);
      const rows = ((await db.execute(query)) as unknown as { rows: ExportRow[] }).rows;
      if (rows.length > 0) yield rows.map((row) => csvOf(row, today)).join("");
      if (rows.length < batch) break;
      const last = rows[rows.length - 1]!;
      cursor = {
        value: filter.sort === "-date" || last.due_date === null ? last.date_key : last.due_date,
        orderId: last.order_id,
        tierId: last.tier_id,
      };
    }
  }
}
