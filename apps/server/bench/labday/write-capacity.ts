// Issue 32 point 3, writes close to the database's own limit: the product's scans and tier completions
// (HTTP to a real server process) against a baseline (the same row changes as one hand-made statement
// through node-postgres, write-capacity-baseline.ts), on the same PostgreSQL database in the same run.
// Each is offered an open-loop ramp (write-capacity-ramp.ts); its capacity is the highest rate whose
// step kept p99 within 100 ms and delivered at least 95 % of the offered rate. Goal: the product at
// least half the baseline's capacity.
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../src/db/client";
import { type DataCounts, ensureBenchData, openBenchPostgres, TARGET_ORDERS } from "../bench-data";
import { BENCH_USER, PORT, say, signIn, startServer, stopServer } from "../bench-server";
import { loadText } from "../results-file";
import {
  prepareWriteTargets,
  restoreWriteTargets,
  targetVersions,
  type WriteTargets,
} from "../write-targets";
import { Baseline, type CompleteTarget, type ScanTarget } from "./write-capacity-baseline";
import {
  capacityOf,
  JobSource,
  P99_LIMIT_MS,
  rampRates,
  runStep,
  type StepResult,
} from "./write-capacity-ramp";
import { countProductStatements, type StatementCount } from "./write-capacity-statements";

const STEP_S = Number(process.env.BENCH_CAPACITY_STEP_S ?? 5);
const WARM_UP_S = Number(process.env.BENCH_CAPACITY_WARM_UP_S ?? 3);
/** Requests in flight at most, per series (the open loop's bound: beyond it a request waits, its clock running). */
const IN_FLIGHT_CAP = Number(process.env.BENCH_CAPACITY_CAP ?? 256);
/** The baseline's pool: as many connections as the server's (postgres-database.ts). */
const BASELINE_POOL = 10;
/** The capacity part deals the InProcess orders to scans and completions only. */
const SHARES = ["scan", "complete"] as const;

type Kind = "scan" | "complete";
type Side = "product" | "baseline";
type Series = { kind: Kind; side: Side; steps: StepResult[]; isDone: boolean; source?: JobSource<unknown> };

async function withBenchDb<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await openBenchPostgres(url);
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

/** One keep-alive agent for the product's writes (node:http: lighter on the shared CPU than fetch). */
function productSender(token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT_CAP });
  const post = (pathName: string, body: Record<string, unknown>) =>
    new Promise<number>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          host: "127.0.0.1",
          port: PORT,
          method: "POST",
          path: pathName,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString();
            if ((response.statusCode ?? 0) >= 300) return reject(new Error(`${response.statusCode} ${text}`));
            const answer = JSON.parse(text) as { version: number; isWarning?: boolean };
            if (answer.isWarning) return reject(new Error(`warning: ${text}`));
            resolve(answer.version);
          });
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  return {
    scan: (item: ScanTarget & { code: string }, version: number) =>
      post(`/api/orders/${item.orderId}/scan/comic`, { code: item.code, tierId: item.tierId, version }),
    complete: (item: CompleteTarget, version: number) =>
      post("/api/orders/tier", { orderId: item.orderId, tierId: item.tierId, version }),
    close: () => agent.destroy(),
  };
}

/** The prepared targets split between the two sides: every other order to each. */
function sources(targets: WriteTargets) {
  const versions = targetVersions(targets);
  const sideOf = new Map(
    [...targets.orders.scan, ...targets.orders.complete].map((order) => [
      order.id,
      (order.rank >> 1) % 2 === 0 ? "product" : "baseline",
    ]),
  );
  const scans = (side: Side) =>
    targets.scans
      .filter((item) => sideOf.get(item.orderId) === side)
      .map((item) => ({
        orderId: item.orderId,
        item: { ...item, comicId: item.code.slice(item.orderId.length + 1), uniqueId: item.code },
      }));
  const tiers = (side: Side) =>
    targets.tiers
      .filter((item) => sideOf.get(item.orderId) === side)
      .map((item) => ({ orderId: item.orderId, item }));
  return {
    scan: {
      product: new JobSource(scans("product"), versions),
      baseline: new JobSource(scans("baseline"), versions),
    },
    complete: {
      product: new JobSource(tiers("product"), versions),
      baseline: new JobSource(tiers("baseline"), versions),
    },
    completeOrders: [...new Set(targets.tiers.map((item) => item.orderId))],
  };
}

export type CapacityRun = {
  data: DataCounts;
  statements: StatementCount;
  series: Series[];
  targets: string;
  loadBefore: string;
  loadAfter: string;
};

/** Runs the ramp; the server is started here and stopped, and the targets put back, before returning. */
export async function runWriteCapacity(postgresUrl: string, log = say): Promise<CapacityRun> {
  const database = await openBenchPostgres(postgresUrl);
  const { data, worker } = await (async () => {
    try {
      const counts = await ensureBenchData(database, TARGET_ORDERS, "PostgreSQL");
      const [row] = await queryRows<{ id: string; name: string; claims: string }>(
        database.db,
        sql`select id, coalesce(nullif(display_name, ''), user_name) as name, claims from workers
          where user_name = ${BENCH_USER.userName}`,
      );
      if (!row) throw new Error("bench admin missing");
      return { data: counts, worker: row };
    } finally {
      await database.close();
    }
  })();
  const prepare = () => withBenchDb(postgresUrl, (db) => prepareWriteTargets(db, { shares: SHARES }));
  let targets = await prepare();
  const statements = await countProductStatements(postgresUrl, targets, worker);
  log(
    `statements per write (product, in-process): scan ${statements.scan} (NOTIFY ${statements.scanNotify}), tier completion ${statements.complete} (NOTIFY ${statements.completeNotify})`,
  );
  targets = await prepare();
  const described = `${targets.scans.length} comics to scan, ${targets.tiers.length} tiers to complete (each side half)`;
  log(`targets: ${described}`);

  const baseline = new Baseline(postgresUrl, worker, BASELINE_POOL);
  const loadBefore = loadText();
  const series: Series[] = (["scan", "complete"] as const).flatMap((kind) =>
    (["product", "baseline"] as const).map((side) => ({ kind, side, steps: [], isDone: false })),
  );
  let server: ChildProcess | undefined;
  let product: ReturnType<typeof productSender> | undefined;
  try {
    server = await startServer({
      DATABASE_URL: postgresUrl,
      DATA_DIR: path.join(tmpdir(), "gbo-bench-data"),
    });
    const sender = productSender(await signIn());
    product = sender;
    let current = sources(targets);
    await baseline.load(current.completeOrders);
    const senders = {
      scan: {
        product: (job: { item: unknown; version: number }) =>
          sender.scan(job.item as ScanTarget & { code: string }, job.version),
        baseline: (job: { item: unknown; version: number }) =>
          baseline.scan(job.item as ScanTarget, job.version),
      },
      complete: {
        product: (job: { item: unknown; version: number }) =>
          sender.complete(job.item as CompleteTarget, job.version),
        baseline: (job: { item: unknown; version: number }) =>
          baseline.complete(job.item as CompleteTarget, job.version),
      },
    };
    /** Re-prepares every target when a series has too few left for its next step (completions run out first). */
    const ensureWork = async (kind: Kind, side: Side, needed: number) => {
      if (current[kind][side].remaining >= needed * 1.2 + 50) return;
      targets = await prepare();
      current = sources(targets);
      await baseline.load(current.completeOrders);
      if (current[kind][side].remaining < needed)
        log(
          `only ${current[kind][side].remaining} ${kind} targets for a step of ${needed}: the step will starve`,
        );
    };
    for (const one of series) {
      await ensureWork(one.kind, one.side, 25 * WARM_UP_S);
      await runStep({
        rate: 25,
        seconds: WARM_UP_S,
        cap: IN_FLIGHT_CAP,
        source: current[one.kind][one.side] as JobSource<unknown>,
        send: senders[one.kind][one.side],
      });
    }
    // Each rate for every series still holding, product and baseline side by side, so a busy moment of the
    // shared machine falls on both.
    for (const rate of rampRates()) {
      for (const one of series.filter((s) => !s.isDone)) {
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          await ensureWork(one.kind, one.side, Math.round(rate * STEP_S));
          const step = await runStep({
            rate,
            seconds: STEP_S,
            cap: IN_FLIGHT_CAP,
            source: current[one.kind][one.side] as JobSource<unknown>,
            send: senders[one.kind][one.side],
          });
          one.steps.push(step);
          log(
            `${one.side} ${one.kind} @${rate}/s: achieved ${step.achieved}/s, p50 ${step.p50} ms, p99 ${step.p99} ms, max ${step.max} ms, errors ${step.errors}${step.starved ? `, starved ${step.starved}` : ""}${step.firstError ? ` (${step.firstError.slice(0, 160)})` : ""} → ${step.isWithin ? "holds" : "does not hold"}`,
          );
          if (step.isWithin) break;
          if (attempt === 2) one.isDone = true;
        }
      }
      if (series.every((s) => s.isDone)) break;
    }
  } finally {
    product?.close();
    if (server) await stopServer(server);
    await baseline.close();
    await withBenchDb(postgresUrl, (db) => restoreWriteTargets(db));
  }
  return { data, statements, series, targets: described, loadBefore, loadAfter: loadText() };
}

const KIND_LABELS: Record<Kind, string> = {
  scan: "scan (`POST /api/orders/{id}/scan/comic`)",
  complete: "tier completion (`POST /api/orders/tier`)",
};

/** The part's markdown: per kind, the capacity of each side, the ratio, and every step. */
export function writeCapacityLines(run: CapacityRun): string[] {
  const lines = [
    "## Write capacity: product against a hand-made baseline (PostgreSQL)",
    "",
    `${run.data.orders.toLocaleString("en-US")} orders; ${run.targets}. Open-loop ramp, ${STEP_S} s a step, at most ${IN_FLIGHT_CAP} in flight; capacity = highest offered rate with p99 ≤ ${P99_LIMIT_MS} ms and achieved ≥ 95 % of offered, no error (a failed step is run once more; the ramp ends at a rate that fails twice). Load before ${run.loadBefore}, after ${run.loadAfter}.`,
    "",
    `Statements per write (product, in-process, round trips incl. BEGIN/COMMIT and the NOTIFYs, mean of ${run.statements.writes}): scan ${run.statements.scan} (${run.statements.scanNotify} of them NOTIFY), tier completion ${run.statements.complete} (${run.statements.completeNotify} NOTIFY); baseline: 1 each (its NOTIFY inside).`,
    "",
    "| write | product capacity | baseline capacity | ratio (goal ≥ 0.5) |",
    "|---|---:|---:|---:|",
  ];
  for (const kind of ["scan", "complete"] as const) {
    const of = (side: Side) =>
      capacityOf(run.series.find((s) => s.kind === kind && s.side === side)?.steps ?? []);
    // A side whose last step failed only for want of prepared targets was not at its limit: its
    // capacity is a floor, and the ratio against it a ceiling.
    const ranOut = (side: Side) => {
      const last = run.series.find((s) => s.kind === kind && s.side === side)?.steps.at(-1);
      return last && !last.isWithin && last.starved > 0 && last.errors === 0 && last.p99 <= P99_LIMIT_MS
        ? last
        : undefined;
    };
    const shown = (side: Side) => {
      const last = ranOut(side);
      return last
        ? `≥ ${of(side)}/s (its ${last.offered}/s step ran out of targets at ${last.achieved}/s)`
        : `${of(side)}/s`;
    };
    const ratio = of("baseline") > 0 ? of("product") / of("baseline") : Number.NaN;
    const bound = ranOut("baseline") ? "≤ " : "";
    lines.push(
      `| ${KIND_LABELS[kind]} | ${shown("product")} | ${shown("baseline")} | ${Number.isNaN(ratio) ? "–" : `${bound}${ratio.toFixed(2)}`}${ratio >= 0.5 && !bound ? " ✓" : ""} |`,
    );
  }
  lines.push(
    "",
    "| series | offered/s | achieved/s | p50 ms | p99 ms | max ms | errors | out of targets | holds |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
  );
  for (const one of run.series) {
    for (const step of one.steps) {
      lines.push(
        `| ${one.side} ${one.kind} | ${step.offered} | ${step.achieved} | ${step.p50} | ${step.p99} | ${step.max} | ${step.errors} | ${step.starved} | ${step.isWithin ? "yes" : "no"} |`,
      );
    }
  }
  return lines;
}

/** For the lab-day runner: runs the part and answers its markdown lines. */
export async function writeCapacityPart(postgresUrl: string): Promise<string[]> {
  return writeCapacityLines(await runWriteCapacity(postgresUrl));
}
