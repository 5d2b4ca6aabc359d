// Writes under 50 concurrent clients: a scan, a tier completion, a transaction, a comment, a grade save,
// a card charge (DESIGN §9: p99 within 5x of /api/ping in the same run). Every order write carries the
// version it read and a stale one answers 409, so each autocannon client owns its orders (no other
// client, no other kind writes to them) and sends the version the previous answer gave. A request whose
// answer never came (cut by the end of the run, or a timeout) leaves its order's version unknown: that
// order is retired. Anything but a 2xx that wrote counts as an error, and a run with errors is not a
// measurement.
import { randomUUID } from "node:crypto";
import autocannon, { type Client } from "autocannon";
import { baseUrl, CONNECTIONS, DURATION_S, type Measured, measureReads } from "./bench-server";
import { targetVersions, WRITE_KINDS, type WriteKind, type WriteTargets } from "./write-targets";

/** Writes each client sends per kind, after 5 each as a warm-up (BENCH_WRITES_PER_CLIENT). */
/** The grade view's save as a grader sends it (also the lab day's grade save). */
export const gradeBody = (version: number) => ({
  version,
  grade: 9.4,
  pageQuality: "White",
  signees: [{ line1: "Stan Lee", line2: null }],
  keyComments: ["1st appearance"],
  mangaLabelCode: "CB",
  confirmBelowScreen: true,
});

export const WRITES_PER_CLIENT = Number(process.env.BENCH_WRITES_PER_CLIENT ?? 40);
const WARM_UP_PER_CLIENT = 5;
const ALONE_WRITES = 20;
/** An answer slower than this is a timeout (an error); autocannon's default is 10 s. */
const WRITE_TIMEOUT_S = 30;

type Job = {
  orderId: string;
  method?: "POST" | "PUT";
  path: string;
  body: (version: number) => Record<string, unknown>;
};

/** One client's writes: a finite list (each comic scanned once, each tier completed once) or a cycle. */
class Lane {
  private cursor = 0;
  private readonly retired = new Set<string>();
  /** The order of the request in flight; its answer carries the order's next version. */
  pending: string | undefined;
  exhausted = 0;

  constructor(
    private readonly jobs: Job[],
    private readonly isCyclic: boolean,
  ) {}

  next(): Job | undefined {
    const limit = this.isCyclic ? this.jobs.length : this.jobs.length - this.cursor;
    for (let tried = 0; tried < limit; tried += 1) {
      const job = this.jobs[this.cursor % this.jobs.length];
      this.cursor += 1;
      if (job && !this.retired.has(job.orderId)) return job;
    }
    return undefined;
  }

  retire(orderId: string) {
    this.retired.add(orderId);
  }

  get remaining(): number {
    return this.isCyclic
      ? Number.POSITIVE_INFINITY
      : this.jobs.slice(this.cursor).filter((job) => !this.retired.has(job.orderId)).length;
  }
}

export type WriteMeasured = Measured & {
  requests: number;
  /** 2xx answers that wrote nothing (an already scanned comic). */
  warnings: number;
  /** Requests sent once a client had used up its prepared work (answer 400 on purpose). */
  exhausted: number;
  statuses: string;
};

/** Each client's jobs: the orders of a kind are dealt round-robin to the clients, their jobs follow. */
function deal(jobs: Job[], orderIds: string[], isCyclic: boolean): Lane[] {
  const clientOf = new Map(orderIds.map((id, index) => [id, index % CONNECTIONS]));
  const perClient: Job[][] = Array.from({ length: CONNECTIONS }, () => []);
  for (const job of jobs) perClient[clientOf.get(job.orderId) ?? 0]!.push(job);
  return perClient.map((list) => new Lane(list, isCyclic));
}

export function buildLanes(targets: WriteTargets): Record<WriteKind, Lane[]> {
  const run = randomUUID().slice(0, 8);
  let serial = 0;
  const nextSerial = () => {
    serial += 1;
    return serial;
  };
  const ids = (kind: WriteKind) => targets.orders[kind].map((order) => order.id);
  return {
    scan: deal(
      targets.scans.map((item) => ({
        orderId: item.orderId,
        path: `/api/orders/${item.orderId}/scan/comic`,
        body: (version) => ({ code: item.code, tierId: item.tierId, version }),
      })),
      ids("scan"),
      false,
    ),
    complete: deal(
      targets.tiers.map((item) => ({
        orderId: item.orderId,
        path: "/api/orders/tier",
        body: (version) => ({ orderId: item.orderId, tierId: item.tierId, version }),
      })),
      ids("complete"),
      false,
    ),
    transaction: deal(
      ids("transaction").map((orderId) => ({
        orderId,
        path: "/api/orders/transaction",
        body: (version) => ({
          orderId,
          transType: "FEE",
          amount: 1.25,
          description: "bench fee",
          // Unique per request: a repeated key would answer the first result without writing.
          idempotencyKey: `bench-${run}-${nextSerial()}`,
          version,
        }),
      })),
      ids("transaction"),
      true,
    ),
    comment: deal(
      ids("comment").map((orderId) => ({
        orderId,
        path: "/api/orders/comment",
        body: (version) => ({ orderId, description: `bench comment ${nextSerial()}`, version }),
      })),
      ids("comment"),
      true,
    ),
    // The charge dialog: 1.25 to the customer's stored card through the built-in test gateway (two
    // transactions around the gateway call, each request with a fresh idempotency key).
    charge: deal(
      targets.charges.map((item) => ({
        orderId: item.orderId,
        path: "/api/orders/charge",
        body: (version) => ({
          orderId: item.orderId,
          payments: [{ payMethodId: item.payMethodId, amount: 1.25 }],
          idempotencyKey: `bench-${run}-${nextSerial()}`,
          version,
        }),
      })),
      ids("charge"),
      true,
    ),
    // The grade view's save, as a grader sends it: a grade, page quality, a signee and a key comment;
    // below the comic's grade screen the grader has chosen to continue.
    grade: deal(
      targets.grades.map((item) => ({
        orderId: item.orderId,
        method: "PUT" as const,
        path: `/api/orders/${item.orderId}/comic/${item.comicId}/grade`,
        body: gradeBody,
      })),
      ids("grade"),
      true,
    ),
  };
}

/** POSTs `perClient` writes from each lane's own connection; latencies of 2xx answers only. */
export async function measureWrites(
  name: string,
  lanes: Lane[],
  token: string,
  versions: Map<string, number>,
  perClient: number,
): Promise<WriteMeasured> {
  let clients = 0;
  let warnings = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: lanes.length,
    // A count, not a duration: every request sent is answered and measured, however slow the machine
    // (a timed run drops the requests still in flight at its end, the slowest ones).
    amount: perClient * lanes.length,
    duration: 0,
    timeout: WRITE_TIMEOUT_S,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    setupClient: (client: Client) => {
      const lane = lanes[clients++ % lanes.length]!;
      client.setRequests([
        {
          method: "POST",
          setupRequest: (request) => {
            // No answer to the last request (a timeout): what it did to its order is unknown.
            if (lane.pending) lane.retire(lane.pending);
            const job = lane.next();
            if (!job) {
              lane.exhausted += 1;
              lane.pending = undefined;
              return { ...request, method: "POST", path: "/api/orders/comment", body: "{}" };
            }
            lane.pending = job.orderId;
            const version = versions.get(job.orderId) ?? 0;
            return {
              ...request,
              method: job.method ?? "POST",
              path: job.path,
              body: JSON.stringify(job.body(version)),
            };
          },
          onResponse: (status, body) => {
            const orderId = lane.pending;
            lane.pending = undefined;
            if (!orderId || status < 200 || status >= 300) return;
            const answer = JSON.parse(body) as { version: number; isWarning?: boolean };
            versions.set(orderId, answer.version);
            if (answer.isWarning) warnings += 1;
          },
        },
      ]);
    },
  });
  // Requests cut by the end of the run may still have written: their orders are not used again.
  for (const lane of lanes) {
    if (lane.pending) lane.retire(lane.pending);
    lane.pending = undefined;
  }
  const exhausted = lanes.reduce((sum, lane) => sum + lane.exhausted, 0);
  for (const lane of lanes) lane.exhausted = 0;
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    requests: result.requests.total,
    // autocannon counts a timeout in `errors` too (and a refused connection, which never answers).
    errors: result.non2xx + result.errors + warnings,
    warnings,
    exhausted,
    statuses: [
      ...Object.entries(result.statusCodeStats).map(([code, stat]) => `${code}×${stat.count}`),
      ...(result.timeouts > 0 ? [`timeout×${result.timeouts}`] : []),
      ...(warnings > 0 ? [`already scanned×${warnings}`] : []),
      ...(exhausted > 0 ? [`out of prepared work×${exhausted}`] : []),
    ].join(" "),
  };
}

export type WriteRun = {
  ping: Measured;
  rows: WriteMeasured[];
  /** The fewest writes any client still had prepared at the end (scan and completion lanes). */
  spare: Record<"scan" | "complete", number>;
};

const LABELS: Record<WriteKind, string> = {
  scan: "scan a comic: POST /api/orders/{id}/scan/comic",
  complete: "complete a tier: POST /api/orders/tier",
  transaction: "transaction (FEE 1.25): POST /api/orders/transaction",
  comment: "comment: POST /api/orders/comment",
  grade: "grade save: PUT /api/orders/{id}/comic/{comicId}/grade",
  charge: "charge a stored card (1.25, test gateway): POST /api/orders/charge",
};

/** Ping, then each kind of write: a warm-up on the kind's own orders, then the measured run. */
export async function runWrites(
  targets: WriteTargets,
  token: string,
  log: (message: string) => void,
): Promise<WriteRun> {
  const versions = targetVersions(targets);
  const lanes = buildLanes(targets);
  // As long as the measurement: a server just started answers its first seconds slower (JIT), which
  // would flatter every ratio below.
  await measureReads("warm-up", ["/api/ping"], null, { seconds: Math.max(2, DURATION_S), isGzip: false });
  const ping = await measureReads("ping (trivial)", ["/api/ping"], null, { isGzip: false });
  log(`ping: p50 ${ping.p50} ms, p99 ${ping.p99} ms, ${ping.rps} req/s`);
  const rows: WriteMeasured[] = [];
  for (const kind of WRITE_KINDS) {
    await measureWrites(`warm-up ${kind}`, lanes[kind], token, versions, WARM_UP_PER_CLIENT);
    const row = await measureWrites(LABELS[kind], lanes[kind], token, versions, WRITES_PER_CLIENT);
    // The same write from one client alone: its own cost, without the queue 50 clients make.
    const alone = await measureWrites(
      `${LABELS[kind]}, 1 client (reference)`,
      lanes[kind].slice(0, 1),
      token,
      versions,
      ALONE_WRITES,
    );
    for (const measured of [row, alone]) {
      log(
        `${measured.name}: p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.rps} req/s, ${measured.requests} requests, errors ${measured.errors} (${measured.statuses})`,
      );
      rows.push(measured);
    }
  }
  const spare = (kind: "scan" | "complete") => Math.min(...lanes[kind].map((lane) => lane.remaining));
  return { ping, rows, spare: { scan: spare("scan"), complete: spare("complete") } };
}
