// The first open of an order: GET /api/orders/{id} of orders nobody has read since the server started,
// so none is kept (modules/orders/order-read-cache.ts) and each answer is built from the database
// (DESIGN §9: p99 within 5x of the trivial endpoint under 50 clients; D12). On PostgreSQL it is a row of
// the read part; on PGlite the read part runs it on its own server (firstOpenOnPglite).
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../src/db/client";
import {
  countRows,
  type DataCounts,
  ensureBenchData,
  hasPgliteData,
  openBenchPglite,
  PGLITE_DATA_DIR,
  PGLITE_TARGET_ORDERS,
} from "./bench-data";
import {
  DURATION_S,
  type Measured,
  measureReads,
  say,
  signIn,
  startServer,
  stopServer,
} from "./bench-server";

export const FIRST_OPEN_BUDGET = 5;
export const FIRST_OPEN_NAME = "order summary, first open (each order read once, uncached)";
/** Orders first opened in the warm-up (JIT, pool); never measured. */
const WARM_UP_ORDERS = 2_000;

export type FirstOpenSamples = { warmUpIds: string[]; coldIds: string[] };

/**
 * Every order of the data set but `exclude` (those read in a warm-up), shuffled: far more than a run
 * reads (~3,000 req/s × 5 s), so no order is read twice and none is answered from memory.
 */
export async function firstOpenSamples(db: Db, exclude: readonly string[]): Promise<FirstOpenSamples> {
  const skipped = new Set(exclude);
  const ids = (await queryRows<{ id: string }>(db, sql`select id from orders order by random()`))
    .map((row) => row.id)
    .filter((id) => !skipped.has(id));
  return { warmUpIds: ids.slice(0, WARM_UP_ORDERS), coldIds: ids.slice(WARM_UP_ORDERS) };
}

/** Warm-up opens of their own orders, not measured (the code path's JIT). */
export async function warmFirstOpens(samples: FirstOpenSamples, token: string): Promise<void> {
  await measureReads(
    "warm-up",
    samples.warmUpIds.map((id) => `/api/orders/${id}`),
    token,
    { seconds: 2 },
  );
}

/** The measured row; `requests` beyond the sample would re-read kept orders, so it says so. */
export async function measureFirstOpens(samples: FirstOpenSamples, token: string): Promise<Measured> {
  const row = await measureReads(
    FIRST_OPEN_NAME,
    samples.coldIds.map((id) => `/api/orders/${id}`),
    token,
  );
  if (row.rps * DURATION_S > samples.coldIds.length) {
    say(
      `first open: ~${row.rps * DURATION_S} requests over ${samples.coldIds.length} orders: some read twice`,
    );
  }
  return { ...row, budget: FIRST_OPEN_BUDGET };
}

export type FirstOpenSection = {
  data: DataCounts;
  loadBefore: string;
  loadAfter: string;
  /** Ping, then the first opens, on the same server. */
  rows: Measured[];
};

/**
 * The first open on PGlite: the write part's data set (made the first time), its own server process
 * with the database inside it; ping and the first opens after a warm-up of both.
 */
export async function firstOpenOnPglite(loadText: () => string): Promise<FirstOpenSection> {
  if (!hasPgliteData()) say(`creating the PGlite bench data in ${PGLITE_DATA_DIR}…`);
  const database = await openBenchPglite();
  let prepared: { data: DataCounts; samples: FirstOpenSamples };
  try {
    await ensureBenchData(database, PGLITE_TARGET_ORDERS, `PGlite ${PGLITE_DATA_DIR}`);
    prepared = { data: await countRows(database), samples: await firstOpenSamples(database.db, []) };
  } finally {
    await database.close();
  }
  const loadBefore = loadText();
  const server = await startServer({ DATA_DIR: PGLITE_DATA_DIR });
  try {
    const token = await signIn();
    say("PGlite first open: warming up…");
    await measureReads("warm-up", ["/api/ping"], null, { seconds: 2 });
    await warmFirstOpens(prepared.samples, token);
    const ping = await measureReads("ping (trivial)", ["/api/ping"], null);
    const firstOpen = await measureFirstOpens(prepared.samples, token);
    for (const row of [ping, firstOpen]) say(`PGlite ${row.name}: p50 ${row.p50} ms, p99 ${row.p99} ms`);
    return { data: prepared.data, loadBefore, loadAfter: loadText(), rows: [ping, firstOpen] };
  } finally {
    await stopServer(server);
  }
}
