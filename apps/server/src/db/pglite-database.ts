import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { type Database, type Db, INT8_OID, int8AsNumber } from "./client";
import { PgliteWorkerClient, pgliteWorkerEntry } from "./pglite-worker-client";
import * as schema from "./schema/index";

/**
 * Opens (or creates) the embedded database in `dir`. A brand-new directory is filled from `initialSnapshot`
 * when one is given and present (a migrated empty database made by `npm run build -w apps/server`): about
 * 0.5 s instead of the 5 s initdb takes.
 */
export async function openPgliteDir(
  dir: string,
  options: { initialSnapshot?: string } = {},
): Promise<Database> {
  // PGlite creates only the last level; DATA_DIR itself may not exist yet.
  await mkdir(path.dirname(dir), { recursive: true });
  // Before anything reads or writes the directory: a second writer would lose its writes.
  const releaseLock = acquireDataDirLock(dataDirLockFile(dir));
  try {
    return await openLockedPgliteDir(dir, options, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function openLockedPgliteDir(
  dir: string,
  options: { initialSnapshot?: string },
  releaseLock: () => void,
): Promise<Database> {
  const isNew = !existsSync(path.join(dir, "PG_VERSION"));
  const snapshot =
    isNew && options.initialSnapshot && existsSync(options.initialSnapshot) ? options.initialSnapshot : null;
  const loadDataDir = snapshot ? await readFile(snapshot) : undefined;
  const entry = isWorkerWanted() ? pgliteWorkerEntry() : undefined;
  if (isWorkerWanted() && !entry)
    process.emitWarning("pglite-worker not found beside the server: the embedded database runs in-process");
  const client = entry
    ? await PgliteWorkerClient.open(entry, {
        dataDir: dir,
        ...(loadDataDir ? { loadDataDir: toArrayBuffer(loadDataDir) } : {}),
      })
    : await PGlite.create(dir, {
        ...pgliteOptions(),
        ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
      });
  const database = openPglite(client);
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** `PGLITE_WORKER=0` runs the embedded database on the server's own thread (as before issue 31). */
function isWorkerWanted(): boolean {
  return process.env.PGLITE_WORKER !== "0";
}

/** A copy the worker may take over (a Buffer may be a view into a shared pool). */
function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

/** Opens an embedded database on its own worker thread: `dataDir` (none: in memory), or from a tar. */
export async function openPgliteWorker(data: {
  dataDir?: string;
  loadDataDir?: Uint8Array;
}): Promise<Database> {
  const entry = pgliteWorkerEntry();
  if (!entry) throw new Error("pglite-worker not found beside the server");
  const client = await PgliteWorkerClient.open(entry, {
    ...(data.dataDir ? { dataDir: data.dataDir } : {}),
    ...(data.loadDataDir ? { loadDataDir: toArrayBuffer(data.loadDataDir) } : {}),
  });
  return openPglite(client);
}

/** What openPglite drives: PGlite itself, or its stand-in for one running in a worker thread. */
export type EmbeddedClient = PGlite | PgliteWorkerClient;

/** Wraps an already opened PGlite (tests open one from a migrated snapshot) or a worker's stand-in. */
export function openPglite(client: EmbeddedClient): Database {
  // The stand-in answers what Drizzle's pglite session calls (query, exec, transaction) as PGlite does.
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One embedded connection: never lost, so never a gap.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    // PGlite is a single connection owned by this process: nothing else can migrate concurrently.
    withMigrationLock: (fn) => fn(db),
    poolStats: () =>
      client instanceof PgliteWorkerClient ? client.poolStats() : { total: 1, idle: 1, waiting: 0 },
    dumpDataDir: () =>
      client instanceof PgliteWorkerClient
        ? client.dumpDataDir()
        : (client.dumpDataDir("gzip") as Promise<Blob>),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** What every PGlite this server opens needs: int8 as numbers and the pg_trgm extension (migration 0008). */
export function pgliteOptions() {
  return { parsers: pgliteParsers(), extensions: { pg_trgm } };
}

export function pgliteParsers() {
  return { [INT8_OID]: int8AsNumber };
}

/** The embedded database's lock: beside `DATA_DIR/pglite`, so it covers the whole data directory. */
export function dataDirLockFile(pgliteDir: string): string {
  return path.join(path.dirname(pgliteDir), "pglite.lock");
}

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(pid: number, lockFile: string, holder: string) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by another process (pid ${pid}${holder ? `: ${holder}` : ""}). ` +
        "Only one server or command may open it at a time: stop that process first. " +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = "DataDirLockedError";
    this.pid = pid;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(lockFile: string): string | null {
  try {
    return readFileSync(lockFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * One writer per embedded data directory (PGlite has no locking of its own: two processes on one directory
 * both start, and one's writes are lost). The lock file holds the pid and command of its holder and appears
 * atomically with its content (written aside, then hard-linked into place, which fails if it exists). A lock
 * whose pid is dead is stale (a crash or SIGKILL) and is taken over. Answers the release, which also runs
 * on process exit; throws DataDirLockedError while a live process holds it.
 */
export function acquireDataDirLock(lockFile: string): () => void {
  const content = `${process.pid}\n${process.argv.slice(1, 3).join(" ")}\n`;
  const aside = `${lockFile}.${process.pid}.tmp`;
  writeFileSync(aside, content, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(aside, lockFile);
        let isHeld = true;
        const release = () => {
          if (!isHeld) return;
          isHeld = false;
          process.off("exit", release);
          // Only our own lock: never one a later process took over.
          if (readLock(lockFile) === content) unlinkSync(lockFile);
        };
        process.on("exit", release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const found = readLock(lockFile);
      if (found === null) continue;
      const [pidLine = "", holder = ""] = found.split("\n");
      const pid = Number(pidLine);
      if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid))
        throw new DataDirLockedError(pid, lockFile, holder.trim());
      // Stale: remove it unless it changed meanwhile (another process taking it over first).
      if (readLock(lockFile) === found) unlinkSync(lockFile);
    }
    throw new Error(`Could not take the lock ${lockFile}: other processes keep taking it.`);
  } finally {
    unlinkSync(aside);
  }
}
