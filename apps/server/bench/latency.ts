// Latency figures of a bench part: count, errors and percentiles of the answered requests (ms).
import { percentile } from "./in-process-app";

export type Latencies = { count: number; errors: number; p50: number; p95: number; p99: number; max: number };

export function summarize(samples: readonly number[], errors = 0): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p));
  return {
    count: sorted.length,
    errors,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}
