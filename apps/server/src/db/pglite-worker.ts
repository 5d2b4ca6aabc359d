// The embedded database's own thread: PGlite runs its statements here, so a long one no longer blocks the
// server's requests (issue 31). The main thread talks to it through pglite-worker-client.ts. Only package
// imports: this file may run as TypeScript under Node's own type stripping (a bundle's fallback).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type {
  WireError,
  WireQueryOptions,
  WorkerMessage,
  WorkerOpenData,
  WorkerRequest,
} from "./pglite-worker-protocol";

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs only as a worker thread");

const INT8_OID = 20;
/** As pgliteParsers() in pglite-database.ts (not importable here): counts and bigints as numbers. */
const parsers = { [INT8_OID]: (value: string) => Number(value) };
const asText = (value: string) => value;

/** Thrown into PGlite's transaction callback to make it roll back when the main thread's callback failed. */
class RollbackSignal extends Error {}

const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  // PGlite's DatabaseError carries code, detail, constraint… which callers read (postgresCode).
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The per-query parsers the main thread applies itself: PGlite hands those types over as text. */
function queryOptions(options: WireQueryOptions) {
  const raw = options.rawTypes ?? [];
  return {
    rowMode: options.rowMode,
    paramTypes: options.paramTypes,
    ...(raw.length > 0 ? { parsers: Object.fromEntries(raw.map((oid) => [oid, asText])) } : {}),
  };
}

const open = workerData as WorkerOpenData;
let pg: PGlite;
try {
  pg = await PGlite.create(open.dataDir, {
    parsers,
    extensions: { pg_trgm },
    ...(open.loadDataDir ? { loadDataDir: new Blob([open.loadDataDir]) } : {}),
  });
} catch (error) {
  post({ kind: "opened-failed", error: toWire(error) });
  throw error;
}

const transactions = new Map<number, Transaction>();
const ends = new Map<number, (isCommit: boolean) => void>();
const unlistens = new Map<number, () => Promise<void>>();

/**
 * Runs a transaction whose callback is the main thread's: BEGIN, then it waits for `end`. Settles once the
 * transaction has ended (PGlite is free again).
 */
function begin(id: number, txId: number): Promise<void> {
  let hasBegun = false;
  return pg
    .transaction(async (tx) => {
      hasBegun = true;
      transactions.set(txId, tx);
      const ended = new Promise<boolean>((resolve) => ends.set(txId, resolve));
      post({ kind: "reply", id });
      if (!(await ended)) throw new RollbackSignal();
    })
    .then(
      () => settleEnd(txId),
      (error: unknown) => {
        // BEGIN itself failed: the main thread still waits for its answer.
        if (!hasBegun) post({ kind: "reply", id, error: toWire(error) });
        else settleEnd(txId, error instanceof RollbackSignal ? undefined : error);
      },
    );
}

const endReplies = new Map<number, number>();
function settleEnd(txId: number, error?: unknown) {
  transactions.delete(txId);
  const id = endReplies.get(txId);
  endReplies.delete(txId);
  if (id !== undefined) post({ kind: "reply", id, ...(error ? { error: toWire(error) } : {}) });
}

function transactionOf(txId: number): Transaction {
  const tx = transactions.get(txId);
  if (!tx) throw new Error(`Transaction ${txId} is not open`);
  return tx;
}

async function run(request: WorkerRequest): Promise<{ value?: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case "query": {
      const target = request.txId === undefined ? pg : transactionOf(request.txId);
      return { value: await target.query(request.sql, request.params, queryOptions(request.options)) };
    }
    case "exec": {
      const target = request.txId === undefined ? pg : transactionOf(request.txId);
      return { value: await target.exec(request.sql, queryOptions(request.options)) };
    }
    case "rollback":
      await transactionOf(request.txId).rollback();
      return {};
    case "listen": {
      const unlisten = await pg.listen(request.channel, (payload) =>
        post({ kind: "notification", listenId: request.listenId, payload }),
      );
      unlistens.set(request.listenId, unlisten);
      return {};
    }
    case "unlisten": {
      const unlisten = unlistens.get(request.listenId);
      unlistens.delete(request.listenId);
      if (unlisten && !pg.closed) await unlisten();
      return {};
    }
    case "dump": {
      const buffer = await (await pg.dumpDataDir("gzip")).arrayBuffer();
      return { value: buffer, transfer: [buffer] };
    }
    case "close":
      if (!pg.closed) await pg.close();
      return {};
    default:
      throw new Error(`unknown request ${(request as { op: string }).op}`);
  }
}

function answer(request: WorkerRequest): Promise<void> {
  return run(request).then(
    ({ value, transfer }) => post({ kind: "reply", id: request.id, value }, transfer),
    (error: unknown) => post({ kind: "reply", id: request.id, error: toWire(error) }),
  );
}

/**
 * PGlite runs one thing at a time; this decides what runs next. A single statement goes before a waiting
 * transaction: a transaction holds PGlite for every round trip of its callback to the main thread, and a
 * queue read behind a few of them would wait for all (issue 31). So that a steady stream of reads cannot
 * hold writes off for good, a waiting transaction goes after at most STATEMENTS_BEFORE_TRANSACTION. Two, not
 * more: in the mixed-load bench 8 made writes 4x slower (p50 702 ms) for a worse read p99 than 2 gave.
 */
const STATEMENTS_BEFORE_TRANSACTION = 2;
const statements: (() => Promise<void>)[] = [];
const transactionStarts: (() => Promise<void>)[] = [];
let isRunning = false;
let statementsInARow = 0;

function pump() {
  if (isRunning) return;
  const isTransactionTurn =
    transactionStarts.length > 0 &&
    (statements.length === 0 || statementsInARow >= STATEMENTS_BEFORE_TRANSACTION);
  const next = isTransactionTurn ? transactionStarts.shift() : statements.shift();
  if (!next) return;
  statementsInARow = isTransactionTurn ? 0 : statementsInARow + 1;
  isRunning = true;
  next().finally(() => {
    isRunning = false;
    pump();
  });
}

port.on("message", (request: WorkerRequest) => {
  if (request.op === "end") {
    const end = ends.get(request.txId);
    ends.delete(request.txId);
    if (!end) return post({ kind: "reply", id: request.id, error: toWire(new Error("no such transaction")) });
    endReplies.set(request.txId, request.id);
    return end(request.isCommit);
  }
  // Inside an open transaction: it holds PGlite already.
  const isInTransaction =
    request.op === "rollback" ||
    ((request.op === "query" || request.op === "exec") && request.txId !== undefined);
  if (isInTransaction) return void answer(request);
  if (request.op === "begin") transactionStarts.push(() => begin(request.id, request.txId));
  else statements.push(() => answer(request));
  pump();
});

post({ kind: "ready" });
