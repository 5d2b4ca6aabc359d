// Issue 31 point 3, "the embedded database never stalls the app": queue reads while 8 clients write (scans,
// tier completions, comments, transactions) through HTTP, on embedded PGlite in the server's own thread
// (PGLITE_WORKER=0, before), on its worker thread (after) and on PostgreSQL. Target on embedded: queue
// reads p99 under 150 ms and none over 500 ms. `BENCH_ONLY=mixed npm run bench -w apps/server`.
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { QUEUES } from "@gbo/domain/workflow";
import type { Database } from "../src/db/client";
import { openPgliteDir } from "../src/db/pglite-database";
import { type DataCounts, ensureBenchData, openBenchPostgres } from "./bench-data";
import { baseUrl, say, serverPid, signIn, startServer, stopServer } from "./bench-server";
import { type Latencies, summarize } from "./latency";
import { type Pressure, samplePressure } from "./process-cpu";
import { loadText } from "./results-file";
import { buildLanes, measureWrites, type WriteMeasured } from "./write-bench";
import { prepareWriteTargets, restoreWriteTargets, type WriteKind } from "./write-targets";

const MIXED_MARKER = "<!-- mixed: written by the mixed-load part of the bench (BENCH_ONLY=mixed) -->";
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "results.md");
/** Its own embedded data set (smaller than the write part's: made in under a minute, then reused). */
const DATA_DIR = process.env.BENCH_MIXED_DIR ?? path.join(tmpdir(), "gbo-bench-mixed");
const ORDERS = Number(process.env.BENCH_MIXED_ORDERS ?? 10_000);
const READERS = Number(process.env.BENCH_MIXED_READERS ?? 8);
const WRITES_PER_WRITER = Number(process.env.BENCH_MIXED_WRITES ?? 40);
const QUIET_S = 5;
/** Two writers of each kind: the 8 writing clients. */
const WRITER_KINDS: WriteKind[] = ["scan", "complete", "comment", "transaction"];
const METRICS_TOKEN = "bench-mixed-metrics";
const TARGET = { p99: 150, max: 500 };

type Setup = { label: string; open: () => Promise<Database>; env: Record<string, string> };
export type MixedRow = {
  label: string;
  env: Record<string, string>;
  data: DataCounts;
  quiet: Latencies;
  mixed: Latencies;
  writes: WriteMeasured;
  pressure: Pressure;
  loadBefore: string;
  loadAfter: string;
};

const pgliteDir = () => path.join(DATA_DIR, "pglite");
const READ_PATHS = QUEUES.flatMap((queue) => [
  `/api/orders/queue/${queue.key}/1/-/recent`,
  `/api/orders/queue/${queue.key}/1/-/all`,
]);

/** READERS clients, each reading the queue pages in turn (as open station screens do) until `isDone()`. */
async function readQueues(token: string, isDone: () => boolean): Promise<Latencies> {
  const samples: number[] = [];
  let errors = 0;
  const reader = async (offset: number) => {
    for (let next = offset; !isDone(); next++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${READ_PATHS[next % READ_PATHS.length]}`, {
        headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate, br" },
      });
      await response.arrayBuffer();
      if (response.ok) samples.push(performance.now() - started);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: READERS }, (_, index) => reader(index * 3)));
  return summarize(samples, errors);
}

async function withDatabase<T>(open: () => Promise<Database>, fn: (database: Database) => Promise<T>) {
  const database = await open();
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

type Lane = ReturnType<typeof buildLanes>[WriteKind][number];

/** Several prepared lanes as one client's: the next one's jobs once a lane has run out. */
function chained(parts: Lane[]): Lane {
  let current = 0;
  const lane = {
    pending: undefined as string | undefined,
    exhausted: 0,
    next() {
      for (; current < parts.length; current++) {
        const job = parts[current]?.next();
        if (job) return job;
      }
      return undefined;
    },
    retire(orderId: string) {
      for (const part of parts) part.retire(orderId);
    },
    get remaining() {
      return parts.slice(current).reduce((sum, part) => sum + part.remaining, 0);
    },
  };
  // Lane's private fields make it nominal; measureWrites uses only what this has.
  return lane as unknown as Lane;
}

/** Readers alone first (the quiet figure), then readers while the 8 writers send their writes. */
async function runSetup(setup: Setup): Promise<MixedRow> {
  const { data, targets } = await withDatabase(setup.open, async (database) => ({
    data: await ensureBenchData(database, ORDERS, setup.label),
    targets: await prepareWriteTargets(database.db),
  }));
  const lanes = buildLanes(targets);
  // Two writers a kind, each with half the kind's prepared lanes (a tier completes once: one lane's few
  // would run out).
  const writers = WRITER_KINDS.flatMap((kind) => {
    const half = Math.ceil(lanes[kind].length / 2);
    return [chained(lanes[kind].slice(0, half)), chained(lanes[kind].slice(half))];
  });
  const versions = new Map(
    Object.values(targets.orders)
      .flat()
      .map((order) => [order.id, order.version]),
  );
  const loadBefore = loadText();
  const server = await startServer({ ...setup.env, METRICS_TOKEN });
  try {
    const token = await signIn();
    let isWarm = false;
    setTimeout(() => (isWarm = true), 3000);
    await readQueues(token, () => isWarm);
    let isQuietDone = false;
    setTimeout(() => (isQuietDone = true), QUIET_S * 1000);
    const quiet = await readQueues(token, () => isQuietDone);
    say(`${setup.label} quiet reads: ${JSON.stringify(quiet)}`);
    let isWriting = true;
    const stopPressure = samplePressure(serverPid(server.pid ?? 0), METRICS_TOKEN);
    const reading = readQueues(token, () => !isWriting);
    const writes = await measureWrites("mixed writes", writers, token, versions, WRITES_PER_WRITER).finally(
      () => {
        isWriting = false;
      },
    );
    const mixed = await reading;
    const pressure = stopPressure();
    say(`${setup.label} reads under writes: ${JSON.stringify(mixed)}`);
    say(
      `${setup.label} writes: p50 ${writes.p50} ms, p99 ${writes.p99} ms, ${writes.requests} (${writes.statuses})`,
    );
    say(`${setup.label} server: ${JSON.stringify(pressure)}`);
    return {
      label: setup.label,
      env: setup.env,
      data,
      quiet,
      mixed,
      writes,
      pressure,
      loadBefore,
      loadAfter: loadText(),
    };
  } finally {
    await stopServer(server);
    await withDatabase(setup.open, (database) => restoreWriteTargets(database.db));
  }
}

/** The setups BENCH_MIXED_DATABASES names (default: all three), in that order. */
function setups(postgresUrl: string): Setup[] {
  const embedded = { DATA_DIR };
  const all: Record<string, Setup> = {
    "pglite-thread": {
      label: "PGlite in the server's thread (PGLITE_WORKER=0, before)",
      open: () => openPgliteDir(pgliteDir()),
      env: { ...embedded, PGLITE_WORKER: "0" },
    },
    "pglite-worker": {
      label: "PGlite on its worker thread (after)",
      open: () => openPgliteDir(pgliteDir()),
      env: { ...embedded, PGLITE_WORKER: "1" },
    },
    postgres: {
      label: "PostgreSQL",
      open: () => openBenchPostgres(postgresUrl),
      env: { DATABASE_URL: postgresUrl, DATA_DIR: path.join(tmpdir(), "gbo-bench-data") },
    },
  };
  const names = (process.env.BENCH_MIXED_DATABASES ?? "pglite-thread,pglite-worker,postgres").split(",");
  return names.map((name) => {
    const setup = all[name.trim()];
    if (!setup) throw new Error(`BENCH_MIXED_DATABASES: unknown ${name} (${Object.keys(all).join(", ")})`);
    return setup;
  });
}

export async function mixedPart(postgresUrl: string): Promise<MixedRow[]> {
  const rows: MixedRow[] = [];
  for (const setup of setups(postgresUrl)) rows.push(await runSetup(setup));
  return rows;
}

const isEmbedded = (row: MixedRow) => row.label.startsWith("PGlite");
const verdict = (row: MixedRow) =>
  !isEmbedded(row) ? "—" : row.mixed.p99 < TARGET.p99 && row.mixed.max < TARGET.max ? "yes" : "NO";

export function mixedLines(rows: MixedRow[]): string[] {
  const latencyRow = (row: MixedRow, name: string, figures: Latencies, extra: string) =>
    `| ${row.label} | ${name} | ${figures.count} | ${figures.errors} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.max} | ${extra} |`;
  return [
    MIXED_MARKER,
    "",
    "# Bench results: queue reads while 8 clients write (issue 31, embedded database on a worker thread)",
    "",
    `Run ${new Date().toISOString()} on ${cpus().length} CPU(s). ${READERS} readers each read the queue pages in turn`,
    `(every queue, recent and full list, with gzip), first alone for ${QUIET_S} s, then while 8 writers (2 each:`,
    `scan, tier completion, comment, FEE transaction; ${WRITES_PER_WRITER} writes per writer; each write drops the`,
    "kept queue pages it can change) write through HTTP. Target on embedded: queue reads p99 under 150 ms, none over 500 ms.",
    "",
    "| database | reads | requests | errors | p50 ms | p95 ms | p99 ms | max ms | within target |",
    "|---|---|---:|---:|---:|---:|---:|---:|:---:|",
    ...rows.flatMap((row) => [
      latencyRow(row, "alone", row.quiet, "—"),
      latencyRow(row, "under writes", row.mixed, verdict(row)),
    ]),
    "",
    "| database | data | writes p50 / p99 ms | write answers | server CPU (100 % = 1 core) | worker queue waiting (max / mean) | event-loop lag max ms | load before → after |",
    "|---|---|---|---|---:|---|---:|---|",
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.data.orders} orders / ${row.data.comics} comics | ${row.writes.p50} / ${row.writes.p99} | ${row.writes.statuses} | ${row.pressure.cpuPercent} % | ${row.env.PGLITE_WORKER === "0" ? "— (not measured in-thread)" : `${row.pressure.maxWaiting} / ${row.pressure.meanWaiting.toFixed(1)}`} | ${row.pressure.maxLoopLagMs} | ${row.loadBefore} → ${row.loadAfter} |`,
    ),
    "",
  ];
}

/** Writes the section at the end of results.md, replacing its previous one (the other parts stay). */
export function saveMixedResults(lines: string[]): string {
  const existing = readFileSync(RESULTS, "utf8");
  const cut = existing.indexOf(MIXED_MARKER);
  const kept = (cut >= 0 ? existing.slice(0, cut) : existing).trimEnd();
  const section = lines.join("\n").trimEnd();
  writeFileSync(RESULTS, `${kept}\n\n${section}\n`);
  return section;
}
