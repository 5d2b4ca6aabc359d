// One backup: the database first, then the pictures, so every picture the copied database names is in
// the backup (one uploaded later is only an extra file); then the token secret and the manifest.
import { existsSync } from "node:fs";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type BackupManifest,
  BLOBS_DIR_NAME,
  backupName,
  JWT_SECRET_NAME,
  MANIFEST_NAME,
  PGLITE_DUMP_NAME,
  POSTGRES_DUMP_NAME,
  pruneBackups,
} from "./backup-folder";
import { copyBlobFiles } from "./blob-files";
import { dumpPostgres } from "./postgres-copy";

export type BackupSource = {
  dataDir: string;
  /** Absent: the embedded database in dataDir/pglite. */
  databaseUrl: string | undefined;
  /** Writes the embedded database's copy (a gzipped tar) to `file`; PostgreSQL's is pg_dump's. */
  copyEmbeddedDatabase: (file: string) => Promise<void>;
};

export type BackupResult = { dir: string; manifest: BackupManifest; pruned: string[] };

export async function takeBackup(options: {
  source: BackupSource;
  backupRoot: string;
  /** Keep this many complete backups in backupRoot, deleting the oldest. */
  keep?: number;
  now?: Date;
}): Promise<BackupResult> {
  const { source, backupRoot } = options;
  await mkdir(backupRoot, { recursive: true, mode: 0o700 });
  const name = backupName(options.now ?? new Date(), backupRoot);
  const partial = path.join(backupRoot, `.${name}.partial`);
  const dir = path.join(backupRoot, name);
  // Backups hold the token secret and every customer's data: only this user may read them.
  await mkdir(partial, { mode: 0o700 });
  try {
    const isPostgres = source.databaseUrl !== undefined;
    const databaseFile = isPostgres ? POSTGRES_DUMP_NAME : PGLITE_DUMP_NAME;
    const databaseCopy = path.join(partial, databaseFile);
    if (source.databaseUrl) await dumpPostgres(source.databaseUrl, databaseCopy);
    else await source.copyEmbeddedDatabase(databaseCopy);
    const blobs = await copyBlobFiles(
      path.join(source.dataDir, BLOBS_DIR_NAME),
      path.join(partial, BLOBS_DIR_NAME),
    );
    const secret = path.join(source.dataDir, JWT_SECRET_NAME);
    const hasJwtSecret = existsSync(secret);
    if (hasJwtSecret) await copyFile(secret, path.join(partial, JWT_SECRET_NAME));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: isPostgres ? "postgres" : "pglite",
      databaseFile,
      blobFiles: blobs.files,
      blobBytes: blobs.bytes,
      hasJwtSecret,
    };
    await writeFile(path.join(partial, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    await rename(partial, dir);
    const pruned = options.keep ? await pruneBackups(backupRoot, options.keep) : [];
    return { dir, manifest, pruned };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The data directory's copy, taken in this process, into `file` (readable by this user only). */
export async function writeDump(dumpDataDir: () => Promise<Blob>, file: string): Promise<void> {
  const dump = await dumpDataDir();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
}
