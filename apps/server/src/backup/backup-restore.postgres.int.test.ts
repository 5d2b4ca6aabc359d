// Backups that restore on PostgreSQL (issue 31 point 2): `npm run backup` runs pg_dump while a server
// writes, `npm run restore` refuses a database that has tables and restores into a fresh one with
// pg_restore, and a server on it has every write acknowledged before the backup began, and the picture.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openProcessKit, type ProcessKit } from "../process/process-kit";
import { adminQuery, randomDatabaseName, withDatabaseName } from "../test/database";
import {
  ADMIN_PASSWORD,
  backupWhileWriting,
  bannerWithPicture,
  expectRestored,
  runCommand,
  signIn,
} from "./backup-test-kit";

const postgresUrl = inject("postgresUrl");
const template = inject("postgresTemplate");
// Ports of this file (4830–4839; the embedded variant takes 4831–4832).
const PORT_LIVE = 4833;
const PORT_RESTORED = 4834;

let kit: ProcessKit;
const databases = [randomDatabaseName("t"), randomDatabaseName("t")] as const;

beforeAll(async () => {
  if (!postgresUrl || !template) throw new Error("this file runs in the PostgreSQL suite only");
  kit = await openProcessKit(undefined);
  await adminQuery(postgresUrl, `create database "${databases[0]}" template "${template}"`);
  // The restore target: empty, as `createdb` makes it.
  await adminQuery(postgresUrl, `create database "${databases[1]}"`);
}, 180_000);

afterAll(async () => {
  await kit?.close();
  for (const name of databases)
    await adminQuery(postgresUrl, `drop database if exists "${name}" with (force)`);
});

describe("npm run backup and npm run restore on PostgreSQL", () => {
  it("dumps while writes go on; restores into an empty database only; the copy has every write acknowledged before, and the picture", async () => {
    const [originalUrl, restoreUrl] = databases.map((name) => withDatabaseName(postgresUrl, name)) as [
      string,
      string,
    ];
    const dataDir = path.join(kit.workDir, "data");
    const backups = path.join(kit.workDir, "backups");
    const restoredDir = path.join(kit.workDir, "restored");
    const env = { DATABASE_URL: originalUrl, DATA_DIR: dataDir };
    const live = kit.startServer({ ...env, PORT: String(PORT_LIVE), SEED_DEMO: "0", ADMIN_PASSWORD });
    await live.waitFor(/Back office ready/, 90_000);
    const auth = await signIn(PORT_LIVE);
    const bannerId = await bannerWithPicture(PORT_LIVE, auth);

    const { result, before, during, all } = await backupWhileWriting(PORT_LIVE, auth, () =>
      runCommand("backup-cli.ts", [backups], env),
    );
    expect(result.output).toMatch(/database: copied from PostgreSQL \(pg_dump\)\n {2}pictures: 1 files/);
    expect(result.code).toBe(0);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(during.length).toBeGreaterThan(0);
    const [backupName] = await readdir(backups);
    const backupDir = path.join(backups, backupName as string);
    expect(await readdir(backupDir)).toEqual(["blobs", "database.pgdump", "jwt-secret", "manifest.json"]);

    // A database that has tables (here the original) is refused, and nothing is written.
    const refused = await runCommand("restore-cli.ts", [backupDir, "--data-dir", restoredDir], env);
    expect(refused.output).toMatch(
      /Refusing to restore: the database in DATABASE_URL already has \d+ tables/,
    );
    expect(refused.code).toBe(1);

    const restored = await runCommand("restore-cli.ts", [backupDir, "--data-dir", restoredDir], {
      DATABASE_URL: restoreUrl,
    });
    expect(restored.output).toContain("database: restored into DATABASE_URL with pg_restore");
    expect(restored.code).toBe(0);

    const copy = kit.startServer({
      DATABASE_URL: restoreUrl,
      DATA_DIR: restoredDir,
      PORT: String(PORT_RESTORED),
      SEED_DEMO: "0",
    });
    await copy.waitFor(/Back office ready/, 90_000);
    await expectRestored(PORT_RESTORED, auth, { writes: before, bannerId, maxSliders: all.length });
  }, 240_000);
});
