// A backup back into a data directory (and, for a PostgreSQL backup, into an empty database). Everything
// is checked before anything is written: never onto a running server's directory, never over an existing
// embedded database, pictures or a database that has tables. Restoring over data is a deliberate two-step
// act for an operator (move the old directory aside or drop the database), never a flag.
import { existsSync } from "node:fs";
import { chmod, copyFile, mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  acquireDataDirLock,
  DataDirLockedError,
  dataDirLockFile,
  pgliteOptions,
} from "../db/pglite-database";
import { type BackupManifest, BLOBS_DIR_NAME, JWT_SECRET_NAME, readManifest } from "./backup-folder";
import { copyBlobFiles, hasBlobFiles } from "./blob-files";
import { countPostgresTables, restorePostgres } from "./postgres-copy";

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

export async function restoreBackup(options: {
  backupDir: string;
  dataDir: string;
  /** The empty database a PostgreSQL backup goes into. */
  databaseUrl: string | undefined;
}): Promise<BackupManifest> {
  const { backupDir, dataDir, databaseUrl } = options;
  const manifest = await readManifest(backupDir);
  if (manifest.database === "postgres" && !databaseUrl)
    throw new RestoreRefusedError(
      "This is a backup of a PostgreSQL database: set DATABASE_URL to an empty database to restore it into.",
    );
  if (manifest.database === "pglite" && databaseUrl)
    throw new RestoreRefusedError(
      "This is a backup of the embedded database, but DATABASE_URL is set: unset it to restore into DATA_DIR.",
    );
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const pgliteDir = path.join(dataDir, "pglite");
  // Held for the whole restore: no server may start on the directory half restored.
  let releaseLock: () => void;
  try {
    releaseLock = acquireDataDirLock(dataDirLockFile(pgliteDir));
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new RestoreRefusedError(
        `Refusing to restore into ${dataDir}: a running process holds it (pid ${error.pid}). ` +
          "Restore into a new directory (--data-dir), or stop the server first.",
      );
    throw error;
  }
  try {
    await refuseExistingData({ manifest, dataDir, pgliteDir, databaseUrl });
    const dump = path.join(backupDir, manifest.databaseFile);
    if (manifest.database === "pglite") {
      const client = await PGlite.create(pgliteDir, {
        ...pgliteOptions(),
        loadDataDir: new Blob([await readFile(dump)]),
      });
      await client.close();
    } else await restorePostgres(databaseUrl as string, dump);
    await copyBlobFiles(path.join(backupDir, BLOBS_DIR_NAME), path.join(dataDir, BLOBS_DIR_NAME));
    if (manifest.hasJwtSecret) {
      const secret = path.join(dataDir, JWT_SECRET_NAME);
      await copyFile(path.join(backupDir, JWT_SECRET_NAME), secret);
      await chmod(secret, 0o600);
    }
    return manifest;
  } finally {
    releaseLock();
  }
}

async function refuseExistingData(options: {
  manifest: BackupManifest;
  dataDir: string;
  pgliteDir: string;
  databaseUrl: string | undefined;
}): Promise<void> {
  const { manifest, dataDir, pgliteDir, databaseUrl } = options;
  if (manifest.database === "pglite" && existsSync(pgliteDir) && (await readdir(pgliteDir)).length > 0)
    throw new RestoreRefusedError(
      `Refusing to restore into ${dataDir}: it already holds an embedded database (${pgliteDir}). ` +
        "Restore into a new directory (--data-dir), or move that one aside first.",
    );
  if (await hasBlobFiles(path.join(dataDir, BLOBS_DIR_NAME)))
    throw new RestoreRefusedError(
      `Refusing to restore into ${dataDir}: it already holds pictures (${path.join(dataDir, BLOBS_DIR_NAME)}). ` +
        "Restore into a new directory (--data-dir), or move that folder aside first.",
    );
  if (manifest.database === "postgres" && databaseUrl) {
    const tables = await countPostgresTables(databaseUrl);
    if (tables > 0)
      throw new RestoreRefusedError(
        `Refusing to restore: the database in DATABASE_URL already has ${tables} tables. ` +
          "Create an empty database (createdb) and point DATABASE_URL at it.",
      );
  }
}
