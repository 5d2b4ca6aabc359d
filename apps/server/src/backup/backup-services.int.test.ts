// Scheduled backups (BACKUP_EVERY_HOURS, BACKUP_KEEP): the server takes them itself on a timer and keeps
// the newest N; a wrong setting stops the start with its name rather than silently taking none.
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { listBackups } from "./backup-folder";
import { startBackupServices } from "./backup-services";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "gbo-scheduled-"));
  await writeFile(path.join(dataDir, "jwt-secret"), "the secret", { mode: 0o600 });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const log = { info: () => {}, warn: () => {}, error: () => {} };
let dumps = 0;
/** Only what the backups use of the embedded database: its copy. */
const database = {
  kind: "pglite",
  dumpDataDir: async () => new Blob([`copy ${++dumps}`]),
} as unknown as Database;

describe("scheduled backups", () => {
  it("are taken every BACKUP_EVERY_HOURS, keeping the newest BACKUP_KEEP", async () => {
    const backupRoot = path.join(dataDir, "backups");
    // 0.0003 h is about a second: three backups in a few seconds.
    const env = { BACKUP_EVERY_HOURS: "0.0003", BACKUP_KEEP: "2", BACKUP_DIR: backupRoot };
    const services = await startBackupServices({ dataDir, databaseUrl: undefined, database, log, env });
    expect(existsSync(path.join(dataDir, "control.sock"))).toBe(true);
    const until = Date.now() + 15_000;
    while (dumps < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    await services.stop();
    expect(existsSync(path.join(dataDir, "control.sock"))).toBe(false);
    expect(dumps).toBeGreaterThanOrEqual(3);
    const kept = await listBackups(backupRoot);
    expect(kept).toHaveLength(2);
    expect(await readdir(backupRoot)).toEqual(kept);
    const newest = path.join(backupRoot, kept[1] as string);
    expect(await readFile(path.join(newest, "pglite.tar.gz"), "utf8")).toBe(`copy ${dumps}`);
    expect(await readFile(path.join(newest, "jwt-secret"), "utf8")).toBe("the secret");
  });

  it("refuses a wrong setting by its name", async () => {
    await expect(
      startBackupServices({
        dataDir,
        databaseUrl: undefined,
        database,
        log,
        env: { BACKUP_EVERY_HOURS: "daily" },
      }),
    ).rejects.toThrow('BACKUP_EVERY_HOURS must be a positive number of hours, got "daily"');
    await expect(
      startBackupServices({
        dataDir,
        databaseUrl: undefined,
        database,
        log,
        env: { BACKUP_EVERY_HOURS: "24", BACKUP_KEEP: "0" },
      }),
    ).rejects.toThrow("BACKUP_KEEP must be a positive whole number.");
  });
});
