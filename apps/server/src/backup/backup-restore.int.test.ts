// Backups that restore (issue 31 point 2), as an operator runs them: `npm run backup` against a running
// server on an embedded data directory while writes go on, `npm run restore` into a new directory, and a
// server started there has every write acknowledged before the backup began, and the picture. Restore
// refuses a directory a server runs on; a stopped directory is backed up directly, keeping N backups.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { queryRows } from "../db/client";
import { openPgliteDir } from "../db/pglite-database";
import { openProcessKit, type ProcessKit } from "../process/process-kit";
import {
  ADMIN_PASSWORD,
  backupWhileWriting,
  bannerWithPicture,
  expectRestored,
  runCommand,
  signIn,
} from "./backup-test-kit";

// Ports of this file (4830–4839; the PostgreSQL variant takes 4833–4834).
const PORT_LIVE = 4831;
const PORT_RESTORED = 4832;

let kit: ProcessKit;
beforeAll(async () => {
  kit = await openProcessKit(inject("pgliteSnapshot") || undefined);
}, 180_000);
afterAll(() => kit.close());

describe("npm run backup and npm run restore on the embedded database", () => {
  it("backs up a running server while writes go on; the restored copy has every write acknowledged before, and the picture", async () => {
    const dataDir = path.join(kit.workDir, "data");
    const backups = path.join(kit.workDir, "backups");
    const restoredDir = path.join(kit.workDir, "restored");
    const live = kit.startServer({
      DATA_DIR: dataDir,
      PORT: String(PORT_LIVE),
      SEED_DEMO: "0",
      ADMIN_PASSWORD,
    });
    await live.waitFor(/Back office ready/);
    const auth = await signIn(PORT_LIVE);
    const bannerId = await bannerWithPicture(PORT_LIVE, auth);

    const { result, before, during, all } = await backupWhileWriting(PORT_LIVE, auth, () =>
      runCommand("backup-cli.ts", [backups], { DATA_DIR: dataDir }),
    );
    expect(result.output).toMatch(
      /Backup written: .*gbo-\d{4}-\d{2}-\d{2}T\d{6}Z\n {2}database: copied from the running server\n {2}pictures: 1 files, 0.0 MB/,
    );
    expect(result.code).toBe(0);
    expect(before.length).toBeGreaterThanOrEqual(20);
    // Writes went on while the backup ran: the server was neither stopped nor blocked throughout.
    expect(during.length).toBeGreaterThan(0);
    const [backupName] = await readdir(backups);
    const backupDir = path.join(backups, backupName as string);

    // Restore refuses the directory the server runs on, saying why.
    const refused = await runCommand("restore-cli.ts", [backupDir], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `Restore failed: Refusing to restore into ${dataDir}: a running process holds it (pid ${live.child.pid}).`,
    );

    const restored = await runCommand("restore-cli.ts", [backupDir, "--data-dir", restoredDir], {
      DATA_DIR: dataDir,
    });
    expect(restored.output).toContain(`into ${restoredDir}`);
    expect(restored.code).toBe(0);
    // A second restore into it is refused: it holds a database now.
    const again = await runCommand("restore-cli.ts", [backupDir, "--data-dir", restoredDir], {});
    expect(again.output).toContain("it already holds an embedded database");
    expect(again.code).toBe(1);

    const copy = kit.startServer({ DATA_DIR: restoredDir, PORT: String(PORT_RESTORED), SEED_DEMO: "0" });
    await copy.waitFor(/Back office ready/);
    await expectRestored(PORT_RESTORED, auth, { writes: before, bannerId, maxSliders: all.length });
    copy.child.kill("SIGTERM");
    await copy.exited;

    // Stopped: the command opens the directory itself; --keep 1 leaves only this newest backup.
    live.child.kill("SIGTERM");
    expect((await live.exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, "control.sock"))).toBe(false);
    const offline = await runCommand("backup-cli.ts", [backups, "--keep", "1"], { DATA_DIR: dataDir });
    expect(offline.output).toContain("database: copied from the stopped data directory");
    expect(offline.output).toContain(`deleted the old backup ${backupName}`);
    expect(offline.code).toBe(0);
    const remaining = await readdir(backups);
    expect(remaining).toHaveLength(1);
    const third = path.join(kit.workDir, "restored-offline");
    const lastBackup = path.join(backups, remaining[0] as string);
    expect((await runCommand("restore-cli.ts", [lastBackup, "--data-dir", third], {})).code).toBe(0);
    const database = await openPgliteDir(path.join(third, "pglite"));
    try {
      const [row] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from sliders`,
      );
      // Every write the server acknowledged, all of them before it stopped.
      expect(row?.count).toBe(all.length);
    } finally {
      await database.close();
    }
  }, 240_000);
});
