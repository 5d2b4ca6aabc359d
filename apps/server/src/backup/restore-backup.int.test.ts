// The restore's refusals that need no database: each says what is wrong and what to do, and writes nothing.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackupManifest, MANIFEST_NAME } from "./backup-folder";
import { restoreBackup } from "./restore-backup";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "gbo-restore-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function backupOf(name: string, database: BackupManifest["database"]): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: "2026-11-28T17:04:00.000Z",
    database,
    databaseFile: database === "pglite" ? "pglite.tar.gz" : "database.pgdump",
    blobFiles: 0,
    blobBytes: 0,
    hasJwtSecret: false,
  };
  await writeFile(path.join(dir, MANIFEST_NAME), JSON.stringify(manifest));
  return dir;
}

describe("restore refuses", () => {
  it("a PostgreSQL backup without DATABASE_URL, and an embedded one with it", async () => {
    const dataDir = path.join(root, "target-kind");
    await expect(
      restoreBackup({ backupDir: await backupOf("pg", "postgres"), dataDir, databaseUrl: undefined }),
    ).rejects.toThrow("This is a backup of a PostgreSQL database: set DATABASE_URL to an empty database");
    await expect(
      restoreBackup({
        backupDir: await backupOf("embedded", "pglite"),
        dataDir,
        databaseUrl: "postgres://x/y",
      }),
    ).rejects.toThrow("This is a backup of the embedded database, but DATABASE_URL is set");
    expect(existsSync(dataDir)).toBe(false);
  });

  it("a target that already holds pictures, leaving them as they were", async () => {
    const dataDir = path.join(root, "target-pictures");
    await mkdir(path.join(dataDir, "blobs", "banners"), { recursive: true });
    await writeFile(path.join(dataDir, "blobs", "banners", "7"), "a picture");
    await expect(
      restoreBackup({
        backupDir: await backupOf("with-pictures", "pglite"),
        dataDir,
        databaseUrl: undefined,
      }),
    ).rejects.toThrow(`Refusing to restore into ${dataDir}: it already holds pictures`);
    expect((await readdir(dataDir)).sort()).toEqual(["blobs"]);
  });

  it("an archive or a folder that is not a backup, saying which", async () => {
    const dataDir = path.join(root, "target-archive");
    await expect(
      restoreBackup({ backupDir: path.join(root, "gbo-x.tar.gz"), dataDir, databaseUrl: undefined }),
    ).rejects.toThrow("is an archive: unpack it first (tar xf)");
    await mkdir(path.join(root, "half"));
    await expect(
      restoreBackup({ backupDir: path.join(root, "half"), dataDir, databaseUrl: undefined }),
    ).rejects.toThrow(`${path.join(root, "half")} is not a complete backup: it has no manifest.json.`);
  });
});
