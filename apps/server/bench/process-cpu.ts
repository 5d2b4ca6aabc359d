// What a process used while a bench ran: its CPU from /proc, and the server's own pressure figures from
// /metrics (the database pool's waiting callers, the event-loop lag). Shared by the mixed-load and
// lab-day benches.
import { readFileSync } from "node:fs";
import { baseUrl } from "./bench-server";

/** Clock ticks a second on Linux (`getconf CLK_TCK`). */
export const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in clock ticks; NaN once it has gone. */
export function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return Number.NaN;
  }
}

/** Busy and total ticks of the whole machine (all cores), from the first line of /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const fields =
    readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = fields.reduce((sum, n) => sum + n, 0);
  // idle and iowait are the machine waiting.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

/** What the server process used meanwhile: its CPU (100 % = one core) and the worker queue it reported. */
export type Pressure = { cpuPercent: number; maxWaiting: number; meanWaiting: number; maxLoopLagMs: number };

/** Samples /metrics every 250 ms: the pool's waiting callers (gbo_db_connections waiting) and the event-loop lag. */
export function samplePressure(pid: number, metricsToken: string) {
  const waiting: number[] = [];
  let maxLoopLagMs = 0;
  const ticksBefore = cpuTicks(pid);
  const started = performance.now();
  const timer = setInterval(async () => {
    try {
      const response = await fetch(`${baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      const text = await response.text();
      const value = (pattern: RegExp) => Number(text.match(pattern)?.[1] ?? Number.NaN);
      waiting.push(value(/^gbo_db_connections\{state="waiting"\} (\S+)$/m));
      maxLoopLagMs = Math.max(
        maxLoopLagMs,
        value(/^gbo_nodejs_eventloop_lag_max_seconds (\S+)$/m) * 1000 || 0,
      );
    } catch {
      // A sample lost to a busy server is no figure.
    }
  }, 250);
  return (): Pressure => {
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    const measured = waiting.filter(Number.isFinite);
    return {
      cpuPercent: Math.round(((cpuTicks(pid) - ticksBefore) / TICKS_PER_SECOND / seconds) * 100),
      maxWaiting: Math.max(0, ...measured),
      meanWaiting: measured.length ? measured.reduce((sum, n) => sum + n, 0) / measured.length : 0,
      maxLoopLagMs: Math.round(maxLoopLagMs),
    };
  };
}
