// The lab-day runner's HTTP side: timed calls recorded per action, and one live-event stream per screen
// (GET /api/events, text/event-stream) with the web app's 150 ms batching.
import type { TOrderEvent } from "@gbo/contracts/orders";
import { baseUrl } from "../bench-server";

export class Recorder {
  readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly statuses = new Map<string, Map<string, number>>();
  isMeasuring = false;

  record(action: string, ms: number, status: string, isOk: boolean) {
    if (!this.isMeasuring) return;
    if (isOk) {
      // In place: a copy per sample made the generator's own thread the bottleneck at 120,000 samples.
      const samples = this.samples.get(action);
      if (samples) samples.push(ms);
      else this.samples.set(action, [ms]);
    } else this.errors.set(action, (this.errors.get(action) ?? 0) + 1);
    const byStatus = this.statuses.get(action) ?? new Map<string, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.statuses.set(action, byStatus);
  }

  /** Requests measured in the window, answered or not. */
  get total(): number {
    let sum = 0;
    for (const byStatus of this.statuses.values()) for (const n of byStatus.values()) sum += n;
    return sum;
  }
}

let debugShown = 0;

export type Answer = { ok: boolean; status: number; json: unknown; ms: number };

export class FloorClient {
  constructor(
    private readonly token: string,
    readonly recorder: Recorder,
  ) {}

  /** One request; its time to the whole answer. */
  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          "accept-encoding": "gzip, deflate, br",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const json = text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null;
      return { ok: response.ok, status: response.status, json, ms: performance.now() - started };
    } catch {
      return { ok: false, status: 0, json: null, ms: performance.now() - started };
    }
  }

  /** A request recorded as `action`. */
  async call(action: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const answer = await this.request(method, path, body);
    this.record(action, answer);
    return answer;
  }

  record(action: string, answer: Answer) {
    // LABDAY_DEBUG=1: the first refusals, to see why a write was refused.
    if (process.env.LABDAY_DEBUG && !answer.ok && debugShown++ < 10)
      process.stdout.write(`${action}: ${answer.status} ${JSON.stringify(answer.json)}\n`);
    const isWarning = (answer.json as { isWarning?: boolean } | null)?.isWarning === true;
    const status =
      answer.status === 0 ? "failed" : isWarning ? `${answer.status} warning` : String(answer.status);
    this.recorder.record(action, answer.ms, status, answer.ok && !isWarning);
  }

  /**
   * Holds a live-event stream as a screen does; `onBatch` gets the events of each 150 ms batch.
   * Returns the function that closes it.
   */
  openStream(onBatch: (events: TOrderEvent[]) => void): () => void {
    const abort = new AbortController();
    let pending: TOrderEvent[] = [];
    let timer: NodeJS.Timeout | null = null;
    const push = (event: TOrderEvent) => {
      pending.push(event);
      if (timer) return;
      timer = setTimeout(() => {
        const events = pending;
        pending = [];
        timer = null;
        onBatch(events);
      }, 150);
    };
    void (async () => {
      try {
        const response = await fetch(`${baseUrl}/api/events?access_token=${encodeURIComponent(this.token)}`, {
          signal: abort.signal,
        });
        if (!response.body) return;
        const decoder = new TextDecoder();
        let buffer = "";
        for await (const chunk of response.body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!message.startsWith("event: order")) continue;
            const data = message.split("\n").find((line) => line.startsWith("data: "));
            if (data) push(JSON.parse(data.slice(6)) as TOrderEvent);
          }
        }
      } catch {
        // Closed by the run's end (abort) or by the server stopping.
      }
    })();
    return () => {
      if (timer) clearTimeout(timer);
      abort.abort();
    };
  }
}

export const sleep = (ms: number, isStopped: () => boolean) =>
  new Promise<void>((resolve) => {
    // Wakes early when the run stops, so no worker outlives its window by a long think.
    const step = () => (isStopped() ? resolve() : undefined);
    const timer = setTimeout(resolve, ms);
    const poll = setInterval(() => {
      if (isStopped()) {
        clearTimeout(timer);
        clearInterval(poll);
        step();
      }
    }, 500);
    setTimeout(() => clearInterval(poll), ms + 1);
  });
