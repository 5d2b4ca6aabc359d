// The dashboard's aggregates (issue 18), each one statement over station_visits through its indexes
// (migration 0015): open stays by the partial waiting index, a range of arrivals by entered_at, a
// range of finished stays by left_at. Times come back as epoch seconds, counts as integers.
import { STATIONS } from "@gbo/domain/dashboard";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { stationOf, stationStatusFilter } from "./station-sql";

const ALL_STATION_STATUSES = sql.raw(
  [...new Set(STATIONS.flatMap((s) => s.statuses))].map((s) => `'${s}'`).join(", "),
);

export type WaitingRow = { station: string; waiting: number; items: number; oldest: number | null };

/** What waits at each station now, and since when the longest-waiting one has. */
export function selectWaiting(db: Db): Promise<WaitingRow[]> {
  return queryRows<WaitingRow>(
    db,
    sql`SELECT ${stationOf("status")} AS station, count(*)::int AS waiting,
          coalesce(sum(v.items), 0)::int AS items, extract(epoch FROM min(v.entered_at))::float8 AS oldest
        FROM station_visits v
        WHERE v.left_at IS NULL AND v.status IN (${ALL_STATION_STATUSES}) AND ${stationStatusFilter()}
        GROUP BY 1`,
  );
}

export type DayCountRow = { station: string; day: string; count: number };

/** Arrivals per station and day since `from` (a move within a station, pre-grade to finalize, is no
 * arrival). */
export function selectArrivals(db: Db, from: Date): Promise<DayCountRow[]> {
  return queryRows<DayCountRow>(
    db,
    sql`SELECT ${stationOf("status")} AS station, to_char(v.entered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
          count(*)::int AS count
        FROM station_visits v
        WHERE v.entered_at >= ${from.toISOString()}::timestamptz AND ${stationStatusFilter()}
          AND ${stationOf("prev_status")} IS DISTINCT FROM ${stationOf("status")}
        GROUP BY 1, 2`,
  );
}

/** Finished stays that count as work done: left for another station (not within one), and not
 * because the order was cancelled. */
const DONE = sql`${stationStatusFilter()} AND ${stationOf("next_status")} IS DISTINCT FROM ${stationOf("status")}
  AND v.next_status <> 'Cancelled'`;

/** Completions per station and day since `from`. */
export function selectCompletions(db: Db, from: Date): Promise<DayCountRow[]> {
  return queryRows<DayCountRow>(
    db,
    sql`SELECT ${stationOf("status")} AS station, to_char(v.left_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
          count(*)::int AS count
        FROM station_visits v
        WHERE v.left_at >= ${from.toISOString()}::timestamptz AND ${DONE}
        GROUP BY 1, 2`,
  );
}

export type ThroughputRow = {
  station: string;
  completed: number;
  items: number;
  median_hours: number | null;
};

/** Per station, stays that ended in [from, to): how many left for the next station, their comics, and
 * the median hours of a stay at one of its steps. */
export function selectThroughput(db: Db, from: Date, to: Date): Promise<ThroughputRow[]> {
  return queryRows<ThroughputRow>(
    db,
    sql`SELECT ${stationOf("status")} AS station,
          (count(*) FILTER (WHERE ${stationOf("next_status")} IS DISTINCT FROM ${stationOf("status")}))::int AS completed,
          coalesce(sum(v.items) FILTER (WHERE ${stationOf("next_status")} IS DISTINCT FROM ${stationOf("status")}), 0)::int AS items,
          (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM v.left_at - v.entered_at)) / 3600)::float8 AS median_hours
        FROM station_visits v
        WHERE v.left_at >= ${from.toISOString()}::timestamptz AND v.left_at < ${to.toISOString()}::timestamptz
          AND ${stationStatusFilter()} AND v.next_status <> 'Cancelled'
        GROUP BY 1`,
  );
}

export type StatusMedianRow = { is_order: boolean; status: string; median_hours: number };

/** The median stay at each status (not station: the forecast walks statuses), over stays ended since
 * `from`. */
export function selectStatusMedians(db: Db, from: Date): Promise<StatusMedianRow[]> {
  return queryRows<StatusMedianRow>(
    db,
    sql`SELECT v.tier_id = '' AS is_order, v.status,
          (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM v.left_at - v.entered_at)) / 3600)::float8 AS median_hours
        FROM station_visits v
        WHERE v.left_at >= ${from.toISOString()}::timestamptz AND v.next_status <> 'Cancelled'
        GROUP BY 1, 2`,
  );
}

export type TurnaroundRow = {
  tier_code: string;
  shipped: number;
  median_days: number;
  promised_days: number;
  on_time: number;
};

/** Per tier code, orders completed (shipped) in [from, to): median days from received to shipped,
 * the median of the tiers' promised days, and how many shipped within their tier's days. A tier's
 * `days` are its promised days: pre-receiving complete writes them from what was sold (the domain's
 * promisedDays: fast-pass level, press screening, signature add-ons) with the due date they give. */
export function selectTurnaround(db: Db, from: Date, to: Date): Promise<TurnaroundRow[]> {
  return queryRows<TurnaroundRow>(
    db,
    sql`SELECT left(t.id, 2) AS tier_code, count(*)::int AS shipped,
          (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM v.entered_at - o.received_date) / 86400))::float8 AS median_days,
          (percentile_cont(0.5) WITHIN GROUP (ORDER BY t.days))::float8 AS promised_days,
          (count(*) FILTER (WHERE v.entered_at - o.received_date <= make_interval(days => t.days)))::int AS on_time
        FROM station_visits v
        JOIN orders o ON o.id = v.order_id
        JOIN tiers t ON t.order_id = v.order_id
        WHERE v.left_at IS NULL AND v.tier_id = '' AND v.status = 'Completed'
          AND v.entered_at >= ${from.toISOString()}::timestamptz AND v.entered_at < ${to.toISOString()}::timestamptz
          AND o.received_date IS NOT NULL
        GROUP BY 1
        ORDER BY 1`,
  );
}

export type RiskOrderRow = {
  order_id: string;
  order_status: string;
  country_code: string;
  rate: string | null;
  due_date: string;
  since: number;
};
export type RiskTierRow = {
  order_id: string;
  id: string;
  status: string;
  services: Record<string, boolean>;
  since: number;
};

/** Open orders due on or before `dueBy` (YYYY-MM-DD; later ones cannot be at risk), by the status and
 * due-date index, with when each entered its status. */
export function selectRiskOrders(
  db: Db,
  dueBy: string,
  openStatuses: readonly string[],
): Promise<RiskOrderRow[]> {
  const statuses = sql.raw(openStatuses.map((s) => `'${s}'`).join(", "));
  return queryRows<RiskOrderRow>(
    db,
    sql`SELECT o.id AS order_id, o.status AS order_status, o.country_code, o.rate, o.due_date::text AS due_date,
          extract(epoch FROM o.status_changed_at)::float8 AS since
        FROM orders o
        WHERE o.status IN (${statuses}) AND o.due_date IS NOT NULL AND o.due_date <= ${dueBy}::date`,
  );
}

/** The tiers of those same orders (one flat read, no per-order sub-select). */
export function selectRiskTiers(
  db: Db,
  dueBy: string,
  openStatuses: readonly string[],
): Promise<RiskTierRow[]> {
  const statuses = sql.raw(openStatuses.map((s) => `'${s}'`).join(", "));
  return queryRows<RiskTierRow>(
    db,
    sql`SELECT t.order_id, t.id, t.status, t.services, extract(epoch FROM t.status_changed_at)::float8 AS since
        FROM orders o JOIN tiers t ON t.order_id = o.id
        WHERE o.status IN (${statuses}) AND o.due_date IS NOT NULL AND o.due_date <= ${dueBy}::date`,
  );
}

/** Which of these orders an admin escalated (their log has an Escalate entry): read for one page only. */
export async function selectEscalated(db: Db, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await queryRows<{ order_id: string }>(
    db,
    sql`SELECT DISTINCT order_id FROM order_log
        WHERE order_id IN (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND type = 'Escalate'`,
  );
  return new Set(rows.map((row) => row.order_id));
}
