// The lab at a glance (issue 18): what waits at each station, the daily flow, orders at risk of their
// due date, and throughput and turnaround over a range. Read-only; every signed-in worker may read it.
import { RISK_LEVELS, STATION_UNITS } from "@gbo/domain/dashboard";
import { z } from "zod";
import { ZInt32TextSchema, ZSafeIntSchema } from "../common/index";

const ZStationKeySchema = z.string().describe("Station queue key (receiving, pressing, grading, …)");
const station = {
  key: ZStationKeySchema,
  label: z.string(),
  /** The station's queue screen. */
  path: z.string(),
  /** Whole orders wait there (receiving, billing, shipping…) or tiers (the bench stations). */
  unit: z.enum(STATION_UNITS),
  /** One of the worker's own stations (their claims open its queue): listed first. */
  isMine: z.boolean(),
};

/** GET /api/dashboard/stations */
export const ZDashboardStationSchema = z
  .object({
    ...station,
    /** Orders or tiers waiting now. */
    waiting: ZSafeIntSchema(),
    /** Comics in them. */
    items: ZSafeIntSchema(),
    /** When the one that has waited longest arrived; null when nothing waits. */
    oldestSince: z.string().nullable(),
    oldestHours: z.number().nullable(),
  })
  .meta({ id: "DashboardStation" });
export type TDashboardStation = z.infer<typeof ZDashboardStationSchema>;
export const ZDashboardStationsSchema = z.object({
  asOf: z.string(),
  stations: z.array(ZDashboardStationSchema),
});
export type TDashboardStations = z.infer<typeof ZDashboardStationsSchema>;

/** GET /api/dashboard/flow: the last 30 days (today last), per station, arrivals and completions per
 * day and what waited at each day's end. */
export const ZDashboardFlowStationSchema = z.object({
  ...station,
  arrivals: z.array(ZSafeIntSchema()),
  completions: z.array(ZSafeIntSchema()),
  waiting: z.array(ZSafeIntSchema()),
});
export type TDashboardFlowStation = z.infer<typeof ZDashboardFlowStationSchema>;
export const ZDashboardFlowSchema = z.object({
  days: z.array(z.string()).describe("YYYY-MM-DD, oldest first"),
  stations: z.array(ZDashboardFlowStationSchema),
});
export type TDashboardFlow = z.infer<typeof ZDashboardFlowSchema>;

/** GET /api/dashboard/risk: open orders whose forecast is near or past their due date, most at risk first. */
export const ZDashboardRiskQuerySchema = z.object({
  page: ZInt32TextSchema(1, 10_000).default(1),
  pageSize: ZInt32TextSchema(1, 100).default(25),
});
export type TDashboardRiskQuery = z.input<typeof ZDashboardRiskQuerySchema>;
export const ZRiskLevelSchema = z.enum(RISK_LEVELS);
export type TRiskLevel = z.infer<typeof ZRiskLevelSchema>;
export const ZDashboardRiskRowSchema = z.object({
  orderId: z.string(),
  orderStatus: z.string(),
  dueDate: z.string(),
  /** Forecast finish (ISO instant). */
  finishAt: z.string(),
  /** Hours between the forecast and the end of the due day; negative: late. */
  slackHours: z.number(),
  level: ZRiskLevelSchema,
  /** Escalated by an admin (due date set to the day of escalation). */
  isEscalated: z.boolean(),
  /** The steps still ahead of its slowest tier (status labels: Pre-grade, Finalize, …, Billing,
   * Shipping), the current one first. */
  stationsLeft: z.array(z.string()),
});
export type TDashboardRiskRow = z.infer<typeof ZDashboardRiskRowSchema>;
export const ZDashboardRiskSchema = z.object({
  rows: z.array(ZDashboardRiskRowSchema),
  page: ZSafeIntSchema(),
  pageSize: ZSafeIntSchema(),
  total: ZSafeIntSchema(),
  /** The median stays the forecast used were learnt from stays ended in this many last days. */
  learntFromDays: ZSafeIntSchema(),
});
export type TDashboardRisk = z.infer<typeof ZDashboardRiskSchema>;

/** GET /api/dashboard/throughput?from&to: days taken as typed (YYYY-MM-DD), checked by the domain. */
export const ZDashboardRangeQuerySchema = z.object({
  from: z.string().max(10).describe("First day, YYYY-MM-DD"),
  to: z.string().max(10).describe("Last day, YYYY-MM-DD (inclusive)"),
});
export type TDashboardRangeQuery = z.infer<typeof ZDashboardRangeQuerySchema>;
export const ZDashboardThroughputStationSchema = z.object({
  ...station,
  /** Orders or tiers that left the station in the range. */
  completed: ZSafeIntSchema(),
  /** Comics in them. */
  items: ZSafeIntSchema(),
  /** Comics per day over the range. */
  itemsPerDay: z.number(),
  /** Median hours an order or tier stayed at one of the station's steps; null with no stay. */
  medianHours: z.number().nullable(),
});
export const ZDashboardTurnaroundSchema = z.object({
  tierCode: z.string(),
  /** Orders with this tier shipped (completed) in the range. */
  shipped: ZSafeIntSchema(),
  /** Median days from received to shipped. */
  medianDays: z.number(),
  /** The promised turnaround: the median of the tiers' own days. */
  promisedDays: z.number(),
  /** How many of them shipped within their tier's days. */
  onTime: ZSafeIntSchema(),
});
export type TDashboardTurnaround = z.infer<typeof ZDashboardTurnaroundSchema>;
export const ZDashboardThroughputSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: ZSafeIntSchema(),
  stations: z.array(ZDashboardThroughputStationSchema),
  tierCodes: z.array(ZDashboardTurnaroundSchema),
});
export type TDashboardThroughput = z.infer<typeof ZDashboardThroughputSchema>;
