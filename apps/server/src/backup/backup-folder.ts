// What a backup is on disk: a folder `gbo-<UTC time>` (e.g. gbo-2026-11-28T170400Z) holding the database
// (pglite.tar.gz or database.pgdump), blobs/, jwt-secret and manifest.json, written last. It is built under
// a hidden `.partial` name and renamed when complete, so a folder with the plain name is always whole.
import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";

export const MANIFEST_NAME = "manifest.json";
export const PGLITE_DUMP_NAME = "pglite.tar.gz";
export const POSTGRES_DUMP_NAME = "database.pgdump";
export const BLOBS_DIR_NAME = "blobs";
export const JWT_SECRET_NAME = "jwt-secret";

export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  /** The database file inside the folder. */
  databaseFile: string;
  blobFiles: number;
  blobBytes: number;
  hasJwtSecret: boolean;
};

const BACKUP_NAME = /^gbo-\d{4}-\d{2}-\d{2}T\d{6}Z(-\d+)?$/;

/** `gbo-2026-11-28T170400Z`: sorts by time as text; a second backup in the same second gets `-2`. */
export function backupName(at: Date, root: string): string {
  const base = `gbo-${at.toISOString().slice(0, 19).replace(/:/g, "")}Z`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!existsSync(path.join(root, name)) && !existsSync(path.join(root, `.${name}.partial`))) return name;
  }
}

/** Complete backups in `root`, oldest first. */
export async function listBackups(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && BACKUP_NAME.test(entry.name))
    .filter((entry) => existsSync(path.join(root, entry.name, MANIFEST_NAME)))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** Deletes the oldest complete backups beyond `keep`; answers the names deleted. */
export async function pruneBackups(root: string, keep: number): Promise<string[]> {
  const names = await listBackups(root);
  const doomed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of doomed) await rm(path.join(root, name), { recursive: true, force: true });
  return doomed;
}

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  const file = path.join(backupDir, MANIFEST_NAME);
  if (/\.(tar\.gz|tgz|tar)$/.test(backupDir) && !existsSync(file))
    throw new Error(
      `${backupDir} is an archive: unpack it first (tar xf), then restore the folder it holds.`,
    );
  if (!existsSync(file))
    throw new Error(`${backupDir} is not a complete backup: it has no ${MANIFEST_NAME}.`);
  const manifest = JSON.parse(await readFile(file, "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${backupDir} has a backup format this version cannot read.`);
  return manifest;
}
