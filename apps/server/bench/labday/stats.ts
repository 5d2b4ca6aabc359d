// The lab-day figures' arithmetic: think times, latency percentiles, and which resource ran out when a
// station action misses its budget. Pure, so a test can hold it to what the results say.
import { type Latencies, summarize } from "../latency";

/** Every station action's budget: p99 under 100 ms at both scales (issue 32). */
export const STATION_BUDGET_MS = 100;

/** An exponential think time of mean `meanSeconds` (people act as a Poisson process), in ms. */
export function thinkMs(meanSeconds: number, random: () => number = Math.random): number {
  return Math.max(0, -Math.log(1 - random()) * meanSeconds * 1000);
}

export type Latency = Latencies;
export { summarize };

/** What the window used: CPU in % of one core; the pool and loop figures from /metrics. */
export type Usage = {
  serverCpuPercent: number;
  /** The database's own processes (PostgreSQL); null when it runs inside the server (PGlite). */
  dbCpuPercent: number | null;
  /** The whole machine, in % of all its cores. */
  machinePercent: number;
  maxWaiting: number;
  meanWaiting: number;
  maxLoopLagMs: number;
};

/** Thresholds past which a resource counts as run out. */
const SATURATED_CORE_PERCENT = 90;
const SATURATED_MACHINE_PERCENT = 90;
const LOOP_LAG_MS = 50;

/**
 * The resources that ran out in the window, most telling first: the server's event loop is one core
 * (its CPU near 100 % or its lag high), the database's processes, callers waiting for a pool
 * connection, and the machine's cores as a whole (shared with the load generator and anything else).
 */
export function exhaustedResources(usage: Usage): string[] {
  const found: string[] = [];
  if (usage.serverCpuPercent >= SATURATED_CORE_PERCENT)
    found.push(`server CPU (${usage.serverCpuPercent} % of a core)`);
  if (usage.maxLoopLagMs >= LOOP_LAG_MS) found.push(`event-loop lag (max ${usage.maxLoopLagMs} ms)`);
  if (usage.dbCpuPercent !== null && usage.dbCpuPercent >= SATURATED_CORE_PERCENT)
    found.push(`DB CPU (${usage.dbCpuPercent} % of a core)`);
  if (usage.meanWaiting >= 1)
    found.push(`pool waiting (mean ${usage.meanWaiting.toFixed(1)}, max ${usage.maxWaiting})`);
  if (usage.machinePercent >= SATURATED_MACHINE_PERCENT)
    found.push(`machine CPU (${usage.machinePercent} % of 2 cores)`);
  return found;
}

/** "within" or "NOT: <what ran out>" for a station action's p99. */
export function verdict(latency: Latency, usage: Usage, budgetMs = STATION_BUDGET_MS): string {
  if (latency.count === 0) return "no samples";
  if (latency.p99 < budgetMs && latency.errors === 0) return "within";
  const why = latency.errors > 0 ? [`${latency.errors} errors`] : [];
  const resources = exhaustedResources(usage);
  const reasons = [
    ...why,
    ...(resources.length > 0 ? resources : ["no resource saturated: look at the queries"]),
  ];
  return `NOT (${reasons.join("; ")})`;
}
