// The open-loop ramp of the write-capacity part: requests leave on a clock (the offered rate), never
// waiting for earlier answers, so a slow system shows as latency and a falling achieved rate instead of
// politely slowing the client down (a closed loop would hide the queue). Each latency runs from the
// moment the request was due, so a request held back by the in-flight cap counts its wait.
import { percentile } from "../in-process-app";

/** One write to send: `send` resolves with the order's new version, or rejects (an error). */
export type WriteJob<T> = { orderId: string; item: T };

/**
 * Every order's writes in sequence (a station scans an order's comics one after another); an order is
 * given out again only once its previous write answered, as each write carries the version the
 * previous one returned.
 */
export class JobSource<T> {
  private readonly queues = new Map<string, T[]>();
  private readonly idle: string[] = [];
  private readonly versions = new Map<string, number>();

  constructor(items: readonly WriteJob<T>[], versions: ReadonlyMap<string, number>) {
    for (const { orderId, item } of items) {
      const queue = this.queues.get(orderId);
      if (queue) queue.push(item);
      else {
        this.queues.set(orderId, [item]);
        this.idle.push(orderId);
        this.versions.set(orderId, versions.get(orderId) ?? 0);
      }
    }
    this.idle.reverse();
  }

  /** The next write of an order with none in flight, or undefined when none is free. */
  take(): { orderId: string; version: number; item: T } | undefined {
    const orderId = this.idle.pop();
    if (orderId === undefined) return undefined;
    const item = this.queues.get(orderId)?.shift();
    if (item === undefined) return this.take();
    return { orderId, version: this.versions.get(orderId) ?? 0, item };
  }

  /** The answer came: the order may take its next write (an order whose write failed is not used again). */
  answered(orderId: string, version: number | undefined) {
    if (version === undefined) return;
    this.versions.set(orderId, version);
    if ((this.queues.get(orderId)?.length ?? 0) > 0) this.idle.unshift(orderId);
  }

  get remaining(): number {
    let sum = 0;
    for (const queue of this.queues.values()) sum += queue.length;
    return sum;
  }
}

export type StepResult = {
  offered: number;
  sent: number;
  ok: number;
  errors: number;
  /** Due requests that found no order free (the prepared work ran short): the step is not valid. */
  starved: number;
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  /** The step passes: p99 within the limit, achieved ≥ 95 % of offered, no error, no starving. */
  isWithin: boolean;
  firstError?: string;
};

export const P99_LIMIT_MS = 100;
const ACHIEVED_SHARE = 0.95;

/** Offers `rate` writes a second for `seconds`, at most `cap` in flight; waits for every answer. */
export async function runStep<T>(options: {
  rate: number;
  seconds: number;
  cap: number;
  source: JobSource<T>;
  send: (job: { orderId: string; version: number; item: T }) => Promise<number>;
}): Promise<StepResult> {
  const { rate, seconds, cap, source, send } = options;
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  let errors = 0;
  let starved = 0;
  let sent = 0;
  let inFlight = 0;
  let firstError: string | undefined;
  const waiting: (() => void)[] = [];
  const running: Promise<void>[] = [];
  const started = performance.now();

  const launch = async (dueAt: number) => {
    if (inFlight >= cap) await new Promise<void>((resolve) => waiting.push(resolve));
    const job = source.take();
    if (!job) {
      starved += 1;
      waiting.shift()?.();
      return;
    }
    inFlight += 1;
    sent += 1;
    let version: number | undefined;
    try {
      version = await send(job);
      latencies.push(performance.now() - dueAt);
    } catch (error) {
      errors += 1;
      firstError ??= error instanceof Error ? error.message : String(error);
    } finally {
      inFlight -= 1;
      source.answered(job.orderId, version);
      waiting.shift()?.();
    }
  };

  for (let index = 0; index < total; ) {
    const now = performance.now();
    // Every request due by now leaves now (a timer tick is ~1 ms; at high rates several are due at once).
    const due = Math.min(total, Math.floor(((now - started) * rate) / 1000) + 1);
    for (; index < due; index += 1) running.push(launch(started + (index * 1000) / rate));
    if (index < total) {
      const nextAt = started + (index * 1000) / rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - performance.now())));
    }
  }
  await Promise.all(running);
  const elapsed = Math.max(seconds, (performance.now() - started) / 1000);
  const sorted = latencies.sort((a, b) => a - b);
  const ok = sorted.length;
  const achieved = ok / elapsed;
  const at = (p: number) => (ok > 0 ? Math.round(percentile(sorted, p)) : 0);
  const p99 = at(99);
  return {
    offered: rate,
    sent,
    ok,
    errors,
    starved,
    achieved: Math.round(achieved * 10) / 10,
    p50: at(50),
    p99,
    max: Math.round(sorted.at(-1) ?? 0),
    isWithin:
      errors === 0 && starved === 0 && ok > 0 && p99 <= P99_LIMIT_MS && achieved >= rate * ACHIEVED_SHARE,
    ...(firstError ? { firstError } : {}),
  };
}

/** The offered rates: BENCH_CAPACITY_RATES (comma list) or doubling from 25 to 3,200 a second. */
export function rampRates(): number[] {
  const listed = process.env.BENCH_CAPACITY_RATES;
  if (listed) return listed.split(",").map((rate) => Number(rate.trim()));
  return [25, 50, 100, 200, 400, 800, 1600, 3200];
}

/**
 * The capacity: the highest offered rate whose step held. A failed step is run once more (a moment of the
 * shared machine's noise is not the limit); the ramp ends at a rate that failed twice.
 */
export function capacityOf(steps: readonly StepResult[]): number {
  let best = 0;
  for (const step of steps) if (step.isWithin) best = Math.max(best, step.offered);
  return best;
}
