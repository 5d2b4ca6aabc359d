// GET /api/dashboard/risk: open orders whose forecast finish is near or past their due date (issue 18
// point 2), most at risk first. The forecast (domain forecastOrder) walks the statuses each order
// still has ahead with the median stay at each, learnt from the stays that ended in the last 30 days.
import type { TDashboardRisk, TDashboardRiskRow } from "@gbo/contracts/dashboard";
import {
  dueRisk,
  forecastOrder,
  longestForecastHours,
  type MedianHours,
  TIGHT_SLACK_HOURS,
} from "@gbo/domain/dashboard";
import { addDays, utcDay } from "@gbo/domain/dates";
import type { OrderStatus, TierServices, TierStatus } from "@gbo/domain/workflow";
import { isPickupRate, OPEN_ORDER_STATUSES, statusLabel } from "@gbo/domain/workflow";
import type { RiskOrderRow, RiskTierRow, StatusMedianRow } from "./dashboard.queries";

/** The medians are learnt from stays that ended in this many last days. */
export const LEARN_DAYS = 30;
/** Statuses an order can be at risk in: open, and not waiting for nothing (Completed, Cancelled). */
export const RISK_STATUSES: readonly string[] = OPEN_ORDER_STATUSES;

export function medianLookup(rows: readonly StatusMedianRow[]): MedianHours {
  const byKey = new Map(
    rows.map((row) => [`${row.is_order ? "order" : "tier"}:${row.status}`, row.median_hours]),
  );
  return (scope, status) => byKey.get(`${scope}:${status}`);
}

/** Orders due later than this day cannot be at risk: read only those due by it. */
export function riskHorizon(median: MedianHours, now: Date): string {
  const hours = longestForecastHours(median) + TIGHT_SLACK_HOURS;
  return addDays(utcDay(now), Math.ceil(hours / 24) + 1);
}

const LEVEL_ORDER = { overdue: 0, late: 1, tight: 2, onTrack: 3 } as const;

/** A ranked row before its page is read: whether it was escalated is looked up for the page alone. */
export type RankedRisk = Omit<TDashboardRiskRow, "isEscalated">;

/** Every candidate's forecast, the ones at risk (overdue, late or tight), most at risk first. */
export function rankRisk(
  candidates: readonly RiskOrderRow[],
  tierRows: readonly RiskTierRow[],
  median: MedianHours,
  now: Date,
): RankedRisk[] {
  const tiersOf = new Map<string, RiskTierRow[]>();
  for (const tier of tierRows) {
    const list = tiersOf.get(tier.order_id);
    if (list) list.push(tier);
    else tiersOf.set(tier.order_id, [tier]);
  }
  const rows: RankedRisk[] = [];
  for (const candidate of candidates) {
    const forecast = forecastOrder(
      {
        status: candidate.order_status as OrderStatus,
        countryCode: candidate.country_code,
        isPickup: isPickupRate(candidate.rate),
        since: new Date(candidate.since * 1000),
        tiers: (tiersOf.get(candidate.order_id) ?? []).map((tier) => ({
          status: tier.status as TierStatus,
          services: tier.services as unknown as TierServices,
          since: new Date(tier.since * 1000),
        })),
      },
      now,
      median,
    );
    const risk = dueRisk(candidate.due_date, forecast.finishAt, now);
    if (risk.level === "onTrack") continue;
    rows.push({
      orderId: candidate.order_id,
      orderStatus: candidate.order_status,
      dueDate: candidate.due_date,
      finishAt: forecast.finishAt.toISOString(),
      slackHours: Math.round(risk.slackHours * 10) / 10,
      level: risk.level,
      // Steps, not stations: "Special imaging" and "Imaging" are both the imaging station's work.
      stationsLeft: forecast.stepsLeft.map((step) => statusLabel(step.status)),
    });
  }
  return rows.sort(
    (a, b) =>
      LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] ||
      a.slackHours - b.slackHours ||
      a.orderId.localeCompare(b.orderId),
  );
}

export function riskPage(
  rows: readonly RankedRisk[],
  page: number,
  pageSize: number,
  escalated: ReadonlySet<string>,
): TDashboardRisk {
  return {
    rows: rows
      .slice((page - 1) * pageSize, page * pageSize)
      .map((row) => ({ ...row, isEscalated: escalated.has(row.orderId) })),
    page,
    pageSize,
    total: rows.length,
    learntFromDays: LEARN_DAYS,
  };
}
