// The messages between the main thread's PGlite proxy (pglite-worker-client.ts) and the worker that runs
// PGlite (pglite-worker.ts). Types only: the worker may run as TypeScript under Node's own type stripping,
// which resolves no extensionless import, so nothing but types is shared.

/** What the worker opens: the data directory (none: in memory) and a tar to start a new one from. */
export type WorkerOpenData = { dataDir?: string; loadDataDir?: ArrayBuffer };

/** A query option that crosses threads: parsers are functions, so only the type ids to leave as text. */
export type WireQueryOptions = { rowMode?: "array" | "object"; paramTypes?: number[]; rawTypes?: number[] };

export type WorkerRequest = { id: number } & (
  | { op: "query"; sql: string; params: unknown[]; options: WireQueryOptions; txId?: number }
  | { op: "exec"; sql: string; options: WireQueryOptions; txId?: number }
  /** Opens a transaction: answered once BEGIN ran (the worker's PGlite is then held for it). */
  | { op: "begin"; txId: number }
  /** ROLLBACK now, as `tx.rollback()` does; the transaction stays held until its `end`. */
  | { op: "rollback"; txId: number }
  /** The main thread's callback finished: commit (unless rolled back already) or roll back. */
  | { op: "end"; txId: number; isCommit: boolean }
  | { op: "listen"; channel: string; listenId: number }
  | { op: "unlisten"; listenId: number }
  | { op: "dump" }
  | { op: "close" }
);

/** An error as it crosses: its name, message, stack and primitive fields (code, detail, constraint…). */
export type WireError = { name: string; message: string; stack?: string; fields: Record<string, unknown> };

export type WorkerMessage =
  | { kind: "ready" }
  | { kind: "opened-failed"; error: WireError }
  | { kind: "reply"; id: number; value?: unknown; error?: WireError }
  | { kind: "notification"; listenId: number; payload: string };
