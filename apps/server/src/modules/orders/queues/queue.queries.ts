// One query per queue page: the rows and the total in the same statement (no N+1).
import type { TQueueSort } from "@gbo/contracts/orders";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

export type QueueFilter = {
  kind: "orders" | "tiers";
  statuses: readonly string[];
  /** Only orders dated on or after this instant (the recent list). */
  since: Date | null;
  /** Today (YYYY-MM-DD): on the recent list, rows due before it but dated before `since` are counted as
   * `overdue_hidden`. Null when lateness does not apply (the completed-orders list). */
  today: string | null;
  country: "US" | "CA" | null;
  search: string;
  /** Absent: `due`, most overdue first. */
  sort?: TQueueSort;
  limit: number;
  offset: number;
};

export type QueueDbRow = {
  order_id: string;
  tier_id: string | null;
  status: string;
  order_status: string;
  count: number;
  processed: number;
  due_date: string | null;
  date: Date | string;
  received_date: Date | string | null;
  customer_name: string;
  country_code: "US" | "CA";
  collectible_type: "Comic" | "Magazine" | "Manga";
  is_fast_pass: boolean;
  fast_pass: number;
  is_rejected: boolean;
  total: number;
  overdue_hidden: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: string): SQL | null {
  if (!search) return null;
  const contains = `%${escapeLike(search.toLowerCase())}%`;
  // Order ids are stored upper case; a clerk types any part of one ("D2XE85J" of 26-D2XE85J). The
  // status condition narrows the rows first, as for the name, e-mail and title matches.
  const idPart = `%${escapeLike(search.toUpperCase())}%`;
  return sql`(o.id like ${idPart} or lower(c.name) like ${contains} or lower(c.email) like ${contains}
    or exists (select 1 from comics cm where cm.order_id = o.id and lower(cm.title) like ${contains}))`;
}

function statusList(statuses: readonly string[]): SQL {
  return sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
}

/** The conditions of the full list: statuses (steps), country and search, but not the date window. */
function fullListConditions(filter: Omit<QueueFilter, "limit" | "offset">): SQL[] {
  const conditions: SQL[] = [];
  if (filter.kind === "tiers") {
    conditions.push(sql`t.status in (${statusList(filter.statuses)})`);
    // Tiers of a cancelled order stay where they were; only orders in process are worked on.
    conditions.push(sql`o.status = 'InProcess'`);
  } else {
    conditions.push(sql`o.status in (${statusList(filter.statuses)})`);
  }
  if (filter.country) conditions.push(sql`o.country_code = ${filter.country}`);
  const search = searchCondition(filter.search);
  if (search) conditions.push(search);
  return conditions;
}

/** Every condition of the list the worker sees (the full list's, plus the recent window). */
export function listConditions(filter: Omit<QueueFilter, "limit" | "offset">): SQL[] {
  const full = fullListConditions(filter);
  const since = filter.since?.toISOString();
  return since ? [...full, sql`o.date >= ${since}`] : full;
}

/** The due date of a row. */
export const dueOf = (kind: QueueFilter["kind"]): SQL =>
  kind === "tiers" ? sql`t.due_date` : sql`o.due_date`;

/** How long a row without a due date has waited: its order date, only when there is no due date (a
 * Submitted box, an order not yet routed), so rows with one keep their order (issue 30 point 7). */
export const waitingSince = (kind: QueueFilter["kind"]): SQL =>
  sql`(case when ${dueOf(kind)} is null then o.date end)`;

/**
 * The row order of a sort. Each ends on the row's key (order id, then tier id) so pages and export
 * batches never tie; `-due` is the exact reverse of `due` (no due date first), so the status-and-due-date
 * index serves both directions. Rows without a due date come by how long they have waited, the oldest
 * first on `due`.
 *
 * `isWindowed` (an order queue's recent list): the due date is sorted as `due_date + 0`, the same values in
 * the same order, which no index provides, so the planner reads the window through the status-and-date
 * index and sorts it. Walking the status-and-due-date index instead meets the window's rows last (recent
 * orders are due last) and on the completed orders read every order of ten years to find them (2-6 s on
 * 500,000 orders, ten-year bench).
 */
export function queueOrderBy(
  kind: QueueFilter["kind"],
  sort: TQueueSort = "due",
  options: { isWindowed?: boolean } = {},
): SQL {
  const due = options.isWindowed ? sql`(${dueOf(kind)} + 0)` : dueOf(kind);
  const key = kind === "tiers" ? ["t.order_id", "t.id"] : ["o.id"];
  const keys = (direction: "asc" | "desc") =>
    sql.raw(key.map((column) => `${column} ${direction}`).join(", "));
  const waited = waitingSince(kind);
  if (sort === "-due") return sql`${due} desc nulls first, ${waited} desc, ${keys("desc")}`;
  if (sort === "-date") return sql`o.date desc, ${keys("desc")}`;
  return sql`${due} asc nulls last, ${waited} asc, ${keys("asc")}`;
}

/** The list's total and the late rows the recent list leaves out, as two uncorrelated sub-selects. */
function countColumns(filter: QueueFilter): { where: SQL; columns: SQL } {
  const full = fullListConditions(filter);
  const since = filter.since?.toISOString();
  const where = sql.join(listConditions(filter), sql` and `);
  const due = dueOf(filter.kind);
  // Late work the recent list leaves out: the full list's rows dated before the window and due before
  // today, or with no due date yet (a box waiting since before the window is overdue for its station).
  const hiddenWhere =
    since && filter.today
      ? sql.join(
          [...full, sql`o.date < ${since}`, sql`(${due} < ${filter.today}::date or ${due} is null)`],
          sql` and `,
        )
      : null;
  // Computed once per statement; the customer join in them is a LEFT JOIN on a unique key, which the
  // planner drops unless the search needs the customer's name.
  const from =
    filter.kind === "tiers"
      ? sql`tiers t join orders o on o.id = t.order_id left join customers c on c.id = o.customer_id`
      : sql`orders o left join customers c on c.id = o.customer_id`;
  const overdueHidden = hiddenWhere
    ? sql`(select count(*)::int from ${from} where ${hiddenWhere}) as overdue_hidden`
    : sql`0 as overdue_hidden`;
  return {
    where,
    columns: sql`(select count(*)::int from ${from} where ${where}) as total, ${overdueHidden}`,
  };
}

/** A box has a received date only once it is received: a Submitted order's date (a drop-off typed at
 * submit) is not shown as one. */
export const receivedDate = sql`case when o.status = 'Submitted' then null else o.received_date end as received_date`;

export function buildQueueQuery(filter: QueueFilter): SQL {
  const { where, columns } = countColumns(filter);
  const query =
    filter.kind === "tiers"
      ? sql`select t.order_id, t.id as tier_id, t.status, o.status as order_status, t.count, t.processed,
            t.due_date::text as due_date, o.date, ${receivedDate}, c.name as customer_name, o.country_code,
            o.collectible_type, o.is_fast_pass, t.fast_pass, t.is_rejected, ${columns}
          from tiers t join orders o on o.id = t.order_id join customers c on c.id = o.customer_id
          where ${where}
          order by ${queueOrderBy("tiers", filter.sort)}
          limit ${filter.limit} offset ${filter.offset}`
      : sql`select o.id as order_id, null as tier_id, o.status, o.status as order_status, o.count,
            (select count(*)::int from comics cm where cm.order_id = o.id and cm.scanned) as processed,
            o.due_date::text as due_date, o.date, ${receivedDate}, c.name as customer_name, o.country_code,
            o.collectible_type, o.is_fast_pass, o.fast_pass_value as fast_pass, false as is_rejected,
            ${columns}
          from orders o join customers c on c.id = o.customer_id
          where ${where}
          order by ${queueOrderBy("orders", filter.sort, { isWindowed: filter.since !== null })}
          limit ${filter.limit} offset ${filter.offset}`;
  return query;
}

export async function selectQueuePage(db: Db, filter: QueueFilter): Promise<QueueDbRow[]> {
  // Both drivers answer `{ rows }`; the generic result type of the shared Db type does not say so.
  const result = (await db.execute(buildQueueQuery(filter))) as unknown as { rows: QueueDbRow[] };
  return result.rows;
}

/** The plan of one page query (the benchmark records which indexes each queue filter uses). */
export async function explainQueuePage(db: Db, filter: QueueFilter): Promise<unknown> {
  const result = (await db.execute(
    sql`explain (analyze, format json) ${buildQueueQuery(filter)}`,
  )) as unknown as {
    rows: { "QUERY PLAN": unknown }[];
  };
  return result.rows[0]?.["QUERY PLAN"];
}

/** The totals alone, when the page has no row to carry them (an empty list, or a page past the end). */
export async function countQueue(
  db: Db,
  filter: QueueFilter,
): Promise<{ total: number; overdueHidden: number }> {
  const result = (await db.execute(sql`select ${countColumns(filter).columns}`)) as unknown as {
    rows: Pick<QueueDbRow, "total" | "overdue_hidden">[];
  };
  const row = result.rows[0];
  return { total: row?.total ?? 0, overdueHidden: row?.overdue_hidden ?? 0 };
}

export type QueueCountRow = { kind: "tiers" | "orders"; status: string; waiting: number; late: number };

/**
 * Rows waiting and late per status, for the menu and dashboard counts: tiers of orders in process by
 * tier status, orders by order status, in one statement (one index range per status).
 */
export type QueueCountsFilter = {
  tierStatuses: readonly string[];
  orderStatuses: readonly string[];
  today: string;
};

/** The counts statement (null when there is nothing to count); the benchmark records its plan. */
export function buildQueueCountsQuery(filter: QueueCountsFilter): SQL | null {
  const { tierStatuses, orderStatuses, today } = filter;
  const parts: SQL[] = [];
  if (tierStatuses.length > 0)
    parts.push(sql`select 'tiers' as kind, t.status, count(*)::int as waiting,
        count(*) filter (where t.due_date < ${today}::date)::int as late
      from tiers t join orders o on o.id = t.order_id
      where t.status in (${statusList(tierStatuses)}) and o.status = 'InProcess'
      group by t.status`);
  if (orderStatuses.length > 0)
    parts.push(sql`select 'orders' as kind, o.status, count(*)::int as waiting,
        count(*) filter (where o.due_date < ${today}::date)::int as late
      from orders o where o.status in (${statusList(orderStatuses)})
      group by o.status`);
  return parts.length === 0 ? null : sql.join(parts, sql` union all `);
}

export async function selectQueueCounts(db: Db, filter: QueueCountsFilter): Promise<QueueCountRow[]> {
  const query = buildQueueCountsQuery(filter);
  if (!query) return [];
  const result = (await db.execute(query)) as unknown as { rows: QueueCountRow[] };
  return result.rows;
}
