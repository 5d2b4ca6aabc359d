// The main thread's stand-in for a PGlite running in a worker thread (pglite-worker.ts): what Drizzle's
// pglite driver and openPglite call (query, exec, transaction, listen, dumpDataDir, close), each forwarded
// as a message. A statement then runs beside the event loop instead of on it, so one long statement no
// longer stalls every request (issue 31).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import type { PoolStats } from "./client";
import type {
  WireError,
  WireQueryOptions,
  WorkerMessage,
  WorkerOpenData,
  WorkerRequest,
} from "./pglite-worker-protocol";

/** Distributes `Omit` over the request union (a plain Omit would merge its members). */
type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;
type Parser = (value: string, typeId: number) => unknown;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The worker's entry: beside this module (the bundle's dist/pglite-worker.mjs, or the source when run by
 * tsx or vitest), else the source from a bundle made beside the sources' parent (the process tests'
 * `.tmp/` bundle; Node 22.6+ runs it by type stripping). Undefined when none is found.
 */
export function pgliteWorkerEntry(): URL | undefined {
  const candidates = ["./pglite-worker.mjs", "./pglite-worker.ts", "../src/db/pglite-worker.ts"];
  return candidates
    .map((candidate) => new URL(candidate, import.meta.url))
    .find((url) => existsSync(fileURLToPath(url)));
}

function fromWire(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  // The worker's stack says where PGlite failed; the caller's own frames follow from the await.
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/** A per-query parser set goes over as "leave these types as text"; this side then applies it. */
function splitOptions(options: QueryOptions | undefined): {
  wire: WireQueryOptions;
  parsers?: Map<number, Parser>;
} {
  if (options?.serializers || options?.blob || options?.onNotice)
    throw new Error("The embedded database's worker takes no serializers, blob or onNotice per query.");
  const parsers = options?.parsers
    ? new Map(Object.entries(options.parsers).map(([oid, parser]) => [Number(oid), parser as Parser]))
    : undefined;
  return {
    wire: {
      rowMode: options?.rowMode,
      paramTypes: options?.paramTypes,
      ...(parsers ? { rawTypes: [...parsers.keys()] } : {}),
    },
    parsers,
  };
}

/** Applies the caller's per-query parsers to the text the worker left in their columns, as PGlite would. */
function applyParsers<T>(
  result: Results<T>,
  parsers: Map<number, Parser> | undefined,
  isArray: boolean,
): Results<T> {
  if (!parsers || result.rows.length === 0) return result;
  const columns = result.fields.flatMap((field, index) => {
    const parser = parsers.get(field.dataTypeID);
    return parser ? [{ index, name: field.name, typeId: field.dataTypeID, parser }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = isArray ? column.index : column.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = column.parser(value as string, column.typeId);
    }
  }
  return result;
}

export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  /** Statements and open transactions sent and not yet answered (one runs, the others wait in the worker). */
  private inFlight = 0;
  private isClosed = false;
  private failure: Error | undefined;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on("message", (message: WorkerMessage) => this.onMessage(message));
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) =>
      this.fail(new Error(`The embedded database's worker stopped (exit code ${code}).`)),
    );
  }

  /** Starts the worker and waits until its PGlite is open. */
  static async open(entry: URL, data: WorkerOpenData): Promise<PgliteWorkerClient> {
    const worker = new Worker(entry, {
      workerData: data,
      transferList: data.loadDataDir ? [data.loadDataDir] : [],
    });
    const client = new PgliteWorkerClient(worker);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.kind === "ready") {
          done();
          resolve();
        } else if (message.kind === "opened-failed") {
          done();
          reject(fromWire(message.error));
        }
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`The embedded database's worker stopped while opening (exit code ${code}).`));
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const done = () => {
        worker.off("message", onMessage);
        worker.off("exit", onExit);
        worker.off("error", onError);
      };
      worker.on("message", onMessage);
      worker.on("exit", onExit);
      worker.on("error", onError);
    });
    return client;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  poolStats(): PoolStats {
    const isBusy = this.inFlight > 0;
    return { total: 1, idle: isBusy ? 0 : 1, waiting: Math.max(0, this.inFlight - 1) };
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.tracked(() => this.runQuery<T>(sql, params, options));
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.tracked(() => this.runExec(sql, options));
  }

  /**
   * As PGlite's: `fn` runs with a transaction that holds the worker's PGlite (others' statements wait
   * behind it, as PGlite serializes anyway) until `fn` settles; a throw rolls back.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.tracked(async () => {
      const txId = this.nextId++;
      await this.request({ op: "begin", txId });
      let isClosed = false;
      const open = () => {
        if (isClosed) throw new Error("Transaction is closed");
      };
      const tx: Transaction = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.runQuery<R>(sql, params ?? [], options, txId);
        },
        sql: () =>
          Promise.reject(new Error("tx.sql is not available through the embedded database's worker")),
        exec: async (sql: string, options?: QueryOptions) => {
          open();
          return this.runExec(sql, options, txId);
        },
        rollback: async () => {
          open();
          await this.request({ op: "rollback", txId });
          isClosed = true;
        },
        listen: () =>
          Promise.reject(new Error("listen inside a transaction is not available through the worker")),
        get closed() {
          return isClosed;
        },
      };
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        isClosed = true;
        await this.request({ op: "end", txId, isCommit: false });
        throw error;
      }
      isClosed = true;
      await this.request({ op: "end", txId, isCommit: true });
      return result;
    });
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = this.nextId++;
    this.listeners.set(listenId, onPayload);
    try {
      await this.request({ op: "listen", channel, listenId });
    } catch (error) {
      this.listeners.delete(listenId);
      throw error;
    }
    return async () => {
      this.listeners.delete(listenId);
      if (!this.isClosed) await this.request({ op: "unlisten", listenId });
    };
  }

  /** The whole data directory as a gzipped tar, taken between transactions (as PGlite's own). */
  async dumpDataDir(): Promise<Blob> {
    const buffer = (await this.tracked(() => this.request({ op: "dump" }))) as ArrayBuffer;
    return new Blob([buffer], { type: "application/x-gzip" });
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    try {
      await this.request({ op: "close" });
    } finally {
      this.isClosed = true;
      await this.worker.terminate();
    }
  }

  private async runQuery<T>(sql: string, params: unknown[], options?: QueryOptions, txId?: number) {
    const { wire, parsers } = splitOptions(options);
    const result = (await this.request({ op: "query", sql, params, options: wire, txId })) as Results<T>;
    return applyParsers(result, parsers, wire.rowMode === "array");
  }

  private async runExec(sql: string, options?: QueryOptions, txId?: number) {
    const { wire, parsers } = splitOptions(options);
    const results = (await this.request({ op: "exec", sql, options: wire, txId })) as Results[];
    return results.map((result) => applyParsers(result, parsers, wire.rowMode === "array"));
  }

  private async tracked<T>(fn: () => Promise<T>): Promise<T> {
    this.inFlight += 1;
    try {
      return await fn();
    } finally {
      this.inFlight -= 1;
    }
  }

  private request(request: WithoutId<WorkerRequest>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.isClosed) return Promise.reject(new Error("The embedded database is closed."));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  private onMessage(message: WorkerMessage) {
    if (message.kind === "notification") {
      this.listeners.get(message.listenId)?.(message.payload);
      return;
    }
    if (message.kind !== "reply") return;
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (!pending) return;
    if (message.error) pending.reject(fromWire(message.error));
    else pending.resolve(message.value);
  }

  /** The worker died (a crash, or after close): every waiting call fails instead of hanging. */
  private fail(error: Error) {
    if (!this.isClosed) this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
