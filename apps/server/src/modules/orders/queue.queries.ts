// One query per queue page: the rows and the total in the same statement (no N+1).
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export type QueueFilter = {
  kind: "orders" | "tiers";
  statuses: readonly string[];
  /** Only orders dated on or after this instant (the recent list). */
  since: Date | null;
  country: "US" | "CA" | null;
  search: string;
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
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: string): SQL | null {
  if (!search) return null;
  const contains = `%${escapeLike(search.toLowerCase())}%`;
  const idPrefix = `${escapeLike(search.toUpperCase())}%`;
  return sql`(o.id like ${idPrefix} or lower(c.name) like ${contains} or lower(c.email) like ${contains}
    or exists (select 1 from comics cm where cm.order_id = o.id and lower(cm.title) like ${contains}))`;
}

function statusList(statuses: readonly string[]): SQL {
  return sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
}

export function buildQueueQuery(filter: QueueFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.kind === "tiers") {
    conditions.push(sql`t.status in (${statusList(filter.statuses)})`);
    // Tiers of a cancelled order stay where they were; only orders in process are worked on.
    conditions.push(sql`o.status = 'InProcess'`);
  } else {
    conditions.push(sql`o.status in (${statusList(filter.statuses)})`);
  }
  if (filter.since) conditions.push(sql`o.date >= ${filter.since.toISOString()}`);
  if (filter.country) conditions.push(sql`o.country_code = ${filter.country}`);
  const search = searchCondition(filter.search);
  if (search) conditions.push(search);
  const where = sql.join(conditions, sql` and `);

  // The total is an uncorrelated sub-select (computed once); the customer join in it is a LEFT JOIN on
  // a unique key, which the planner drops unless the search needs the customer's name.
  const query =
    filter.kind === "tiers"
      ? sql`select t.order_id, t.id as tier_id, t.status, o.status as order_status, t.count, t.processed,
            t.due_date::text as due_date, o.date, o.received_date, c.name as customer_name, o.country_code,
            o.collectible_type, o.is_fast_pass, t.fast_pass, t.is_rejected,
            (select count(*)::int from tiers t join orders o on o.id = t.order_id
               left join customers c on c.id = o.customer_id where ${where}) as total
          from tiers t join orders o on o.id = t.order_id join customers c on c.id = o.customer_id
          where ${where}
          order by t.due_date asc nulls last, t.order_id, t.id
          limit ${filter.limit} offset ${filter.offset}`
      : sql`select o.id as order_id, null as tier_id, o.status, o.status as order_status, o.count,
            (select count(*)::int from comics cm where cm.order_id = o.id and cm.scanned) as processed,
            o.due_date::text as due_date, o.date, o.received_date, c.name as customer_name, o.country_code,
            o.collectible_type, o.is_fast_pass, o.fast_pass_value as fast_pass, false as is_rejected,
            (select count(*)::int from orders o left join customers c on c.id = o.customer_id
               where ${where}) as total
          from orders o join customers c on c.id = o.customer_id
          where ${where}
          order by o.due_date asc nulls last, o.id
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

/** Total when the requested page is past the end (the page query then returns no row to carry it). */
export async function countQueue(db: Db, filter: QueueFilter): Promise<number> {
  const rows = await selectQueuePage(db, { ...filter, limit: 1, offset: 0 });
  return rows[0]?.total ?? 0;
}
