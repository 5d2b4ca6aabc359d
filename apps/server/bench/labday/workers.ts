// The lab-day's virtual people. A station worker reads its station's queue, opens a tier (the tier screen
// and the order), scans each comic (saving its grade at PreGrade and Finalize) with an exponential think
// before each (the station's pace: its handling seconds when busy), and completes the tier, which then waits at its next
// station for that station's workers. Office workers sit on the invoicing queue, open invoices and search
// customers; managers read the dashboard. Every screen holds its live-event stream and, per 150 ms batch,
// reads again only what the domain's queue scope rule says can have changed (as the web app does).
import type { TOrderEvent } from "@gbo/contracts/orders";
import {
  areQueueCountsStale,
  countsReadDelay,
  isQueuePageStale,
  type QueuePageScope,
  queueForTierStatus,
} from "@gbo/domain/workflow";
import { gradeBody } from "../write-bench";
import type { FloorTier } from "./floor";
import { type FloorClient, sleep } from "./floor-client";
import { thinkMs } from "./stats";

/** Tiers waiting at each station, and the orders someone has open (one worker per order at a time). */
export class Floor {
  private readonly waiting = new Map<string, FloorTier[]>();
  private readonly busy = new Set<string>();

  constructor(tiers: readonly FloorTier[]) {
    for (const tier of tiers) this.arrive(tier);
  }

  arrive(tier: FloorTier) {
    this.waiting.set(tier.status, [...(this.waiting.get(tier.status) ?? []), tier]);
  }

  /** The first waiting tier at `station` whose order nobody has open; it is then this worker's. */
  take(station: string): FloorTier | undefined {
    const list = this.waiting.get(station) ?? [];
    const index = list.findIndex((tier) => !this.busy.has(tier.orderId));
    if (index < 0) return undefined;
    const [tier] = list.splice(index, 1);
    if (tier) this.busy.add(tier.orderId);
    return tier;
  }

  release(tier: FloorTier) {
    this.busy.delete(tier.orderId);
  }

  count(station: string): number {
    return this.waiting.get(station)?.length ?? 0;
  }
}

/** What a screen shows now: the queue page it read (its scope), the order open on it. */
type Screen = {
  queuePath: string | null;
  scope: QueuePageScope | null;
  orderId: string | null;
  /** The menu's counts: when last read, and the read due at the end of the window if one is. */
  countsReadAt?: number;
  countsTimer?: NodeJS.Timeout;
};

type QueuePage = { rows: { orderId: string }[]; steps: string[]; isTierQueue: boolean };

const scopeOf = (page: QueuePage): QueuePageScope => ({
  orderIds: new Set(page.rows.map((row) => row.orderId)),
  statuses: page.steps,
  isTierQueue: page.isTierQueue,
});

/** The reads a screen's batch of events leads to: its queue page, its open order, the menu's counts. */
function followEvents(client: FloorClient, screen: Screen) {
  return (events: TOrderEvent[]) => {
    const { queuePath, scope, orderId } = screen;
    if (queuePath && scope && events.some((event) => isQueuePageStale(scope, event)))
      void client.call("event refetch: queue page", "GET", queuePath).then((answer) => {
        if (answer.ok && screen.queuePath === queuePath) screen.scope = scopeOf(answer.json as QueuePage);
      });
    if (orderId && events.some((event) => event.orderId === orderId))
      void client.call("event refetch: open order", "GET", `/api/orders/${orderId}`);
    if (events.some(areQueueCountsStale) && screen.countsTimer === undefined) {
      // At the web app's pace (the domain's countsReadDelay): at once after a quiet spell, else at the window's end.
      const read = () => {
        screen.countsTimer = undefined;
        screen.countsReadAt = performance.now();
        void client.call("event refetch: queue counts", "GET", "/api/orders/queue-counts");
      };
      const delay = countsReadDelay(screen.countsReadAt ?? Number.NEGATIVE_INFINITY, performance.now());
      if (delay === 0) read();
      else screen.countsTimer = setTimeout(read, delay);
    }
  };
}

const GRADED_AT = new Set(["PreGrade", "Finalize"]);

type Versioned = { version: number; tierStatus?: string | null };

export async function stationWorker(options: {
  client: FloorClient;
  floor: Floor;
  station: string;
  /**
   * Mean seconds between this worker's comics: the station's workers together take its comics at the
   * plan's rate (workers / items a second; at least the handling time, as the plan rounds workers up).
   */
  secondsPerComic: number;
  isStopped: () => boolean;
  /** Called when the worker found no tier waiting (the floor ran dry). */
  onIdle: () => void;
}): Promise<void> {
  const { client, floor, station, secondsPerComic, isStopped } = options;
  const queue = queueForTierStatus(station as never);
  const queuePath = `/api/orders/queue/${queue?.key}/1/-/all?steps=${station}`;
  const screen: Screen = { queuePath, scope: null, orderId: null };
  const close = client.openStream(followEvents(client, screen));
  // Start at a random point of the first comic's handling, so workers do not act in step.
  await sleep(Math.random() * secondsPerComic * 1000, isStopped);
  try {
    while (!isStopped()) {
      screen.queuePath = queuePath;
      const page = await client.call("queue read", "GET", queuePath);
      if (page.ok) screen.scope = scopeOf(page.json as QueuePage);
      const tier = floor.take(station);
      if (!tier) {
        options.onIdle();
        await sleep(5000, isStopped);
        continue;
      }
      try {
        await workTier(client, floor, tier, screen, secondsPerComic, isStopped);
      } finally {
        floor.release(tier);
        screen.orderId = null;
      }
    }
  } finally {
    close();
  }
}

async function workTier(
  client: FloorClient,
  floor: Floor,
  tier: FloorTier,
  screen: Screen,
  secondsPerComic: number,
  isStopped: () => boolean,
) {
  const { orderId, tierId } = tier;
  const open = async () => {
    const started = performance.now();
    const [order, detail] = await Promise.all([
      client.request("GET", `/api/orders/${orderId}`),
      client.request("GET", `/api/orders/${orderId}/tiers/${tierId}`),
    ]);
    // The screen shows once both have arrived.
    client.record("order open", {
      ...order,
      ok: order.ok && detail.ok,
      status: order.ok ? detail.status : order.status,
      ms: performance.now() - started,
    });
    return order.ok ? ((order.json as { order: Versioned }).order.version ?? null) : null;
  };
  let version = await open();
  if (version === null) return;
  screen.queuePath = null;
  screen.scope = null;
  screen.orderId = orderId;
  /** A write; on a stale version (409) the screen reads the order again and the worker repeats it once. */
  const write = async (action: string, method: string, path: string, body: (v: number) => object) => {
    let answer = await client.call(action, method, path, body(version ?? 0));
    if (answer.status === 409) {
      version = await open();
      if (version === null) return null;
      answer = await client.call(action, method, path, body(version));
    }
    if (!answer.ok) return null;
    version = (answer.json as Versioned).version;
    return answer.json as Versioned;
  };
  for (const comic of tier.comics) {
    await sleep(thinkMs(secondsPerComic), isStopped);
    // A tier left midway at the end of the run is put back by the floor's restore.
    if (isStopped()) return;
    const scanned = await write("scan", "POST", `/api/orders/${orderId}/scan/comic`, (v) => ({
      code: comic.code,
      tierId,
      version: v,
    }));
    if (!scanned) return;
    if (GRADED_AT.has(tier.status))
      if (!(await write("grade save", "PUT", `/api/orders/${orderId}/comic/${comic.id}/grade`, gradeBody)))
        return;
  }
  const done = await write("tier completion", "POST", "/api/orders/tier", (v) => ({
    orderId,
    tierId,
    version: v,
  }));
  if (done?.tierStatus && done.tierStatus !== "Shipping") floor.arrive({ ...tier, status: done.tierStatus });
}

/** Someone acting `ratePerSecond` times a second on average (exponential gaps) until the run stops. */
async function atRate(ratePerSecond: number, isStopped: () => boolean, act: () => Promise<unknown>) {
  if (ratePerSecond <= 0) return;
  await sleep(thinkMs(1 / ratePerSecond), isStopped);
  while (!isStopped()) {
    await act();
    await sleep(thinkMs(1 / ratePerSecond), isStopped);
  }
}

/** An office worker: the invoicing queue open, invoices opened and customers searched at their rates. */
export async function officeWorker(options: {
  client: FloorClient;
  invoiceOrderIds: readonly string[];
  customerNames: readonly string[];
  invoiceOpensPerSecond: number;
  searchesPerSecond: number;
  isStopped: () => boolean;
}): Promise<void> {
  const { client, isStopped } = options;
  const queuePath = "/api/orders/queue/invoicing/1/-/all";
  const screen: Screen = { queuePath, scope: null, orderId: null };
  const close = client.openStream(followEvents(client, screen));
  try {
    const page = await client.call("office queue read", "GET", queuePath);
    if (page.ok) screen.scope = scopeOf(page.json as QueuePage);
    let next = Math.floor(Math.random() * 1000);
    const pick = <T>(list: readonly T[]) => list[next++ % Math.max(1, list.length)];
    await Promise.all([
      atRate(options.invoiceOpensPerSecond, isStopped, async () => {
        const orderId = pick(options.invoiceOrderIds);
        if (orderId) await client.call("invoice open", "GET", `/api/orders/${orderId}/invoice`);
      }),
      atRate(options.searchesPerSecond, isStopped, async () => {
        const name = pick(options.customerNames);
        if (name)
          await client.call("customer search", "GET", `/api/users/name/${encodeURIComponent(name)}/50/0`);
      }),
    ]);
  } finally {
    close();
  }
}

/** A manager: the dashboard open (its stream held), read again at the plan's rate. */
export async function manager(options: {
  client: FloorClient;
  readsPerSecond: number;
  isStopped: () => boolean;
}): Promise<void> {
  const screen: Screen = { queuePath: null, scope: null, orderId: null };
  const close = options.client.openStream(followEvents(options.client, screen));
  try {
    await atRate(options.readsPerSecond, options.isStopped, () =>
      options.client.call("dashboard read", "GET", "/api/dashboard/stations"),
    );
  } finally {
    close();
  }
}
