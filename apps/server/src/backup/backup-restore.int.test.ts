// Backups that restore (issue 31 point 2), as an operator runs them: `npm run backup` against a running
// server on an embedded data directory while writes go on, `npm run restore` into a new directory, and a
// server started there has every write acknowledged before the backup began, and the picture. Restore
// refuses a directory a server runs on; a stopped directory is backed up directly, keeping N backups.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { jpegPicture } from "@gbo/domain/imaging/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { queryRows } from "../db/client";
import { openPgliteDir } from "../db/pglite-database";
import { openProcessKit, type ProcessKit, serverRoot } from "../process/process-kit";

// Ports of this file (4830–4839).
const PORT_LIVE = 4831;
const PORT_RESTORED = 4832;
const ADMIN_PASSWORD = "backup-test-admin-pass";
const JPEG = Buffer.from(jpegPicture({ width: 800, height: 300 }));
const TSX = path.resolve(serverRoot, "../../node_modules/tsx/dist/cli.mjs");

let kit: ProcessKit;
beforeAll(async () => {
  kit = await openProcessKit(inject("pgliteSnapshot") || undefined);
}, 180_000);
afterAll(() => kit.close());

const base = (port: number) => `http://127.0.0.1:${port}`;

/** Runs one of the backup commands as `npm run …` does (tsx), with only DATA_DIR from the test. */
function runCommand(
  file: "backup-cli.ts" | "restore-cli.ts",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !["DATABASE_URL", "DATA_DIR", "BACKUP_KEEP"].includes(name),
    ),
  );
  const child = spawn(process.execPath, [TSX, path.join(serverRoot, "src/backup", file), ...args], {
    cwd: serverRoot,
    env: { ...clean, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

async function signIn(port: number): Promise<Record<string, string>> {
  const body = new URLSearchParams({
    grant_type: "password",
    client_id: "backoffice",
    username: "admin",
    password: ADMIN_PASSWORD,
  });
  const response = await fetch(`${base(port)}/token`, { method: "POST", body });
  expect(response.status).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

async function call(port: number, auth: Record<string, string>, method: string, url: string, body?: object) {
  return fetch(`${base(port)}${url}`, {
    method,
    headers: { ...auth, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** A banner with a confirmed picture, uploaded as the browser does (signed PUT, then confirm). */
async function bannerWithPicture(port: number, auth: Record<string, string>): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const created = await call(port, auth, "POST", "/api/banners/", {
    start: today,
    end: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    header1: "Backed up",
    line1: "With its picture",
  });
  const banner = (await created.json()) as { id: number; version: number };
  const picturePath = encodeURIComponent(`banners/${banner.id}`);
  const address = (await (await call(port, auth, "GET", `/api/data/sas?path=${picturePath}`)).json()) as {
    url: string;
  };
  const put = await fetch(`${base(port)}${address.url}`, {
    method: "PUT",
    headers: { "content-type": "image/jpeg" },
    body: JPEG,
  });
  expect(put.status).toBe(200);
  const confirmed = await call(port, auth, "POST", `/api/data/sas/confirm?path=${picturePath}`, {
    version: banner.version,
  });
  expect(confirmed.status).toBe(200);
  return banner.id;
}

type Write = { id: number; name: string; acknowledgedAt: number };

/** Creates sliders one after another until `stop()`; each acknowledged write is recorded with its time. */
function writeStream(port: number, auth: Record<string, string>) {
  const writes: Write[] = [];
  let isStopped = false;
  const done = (async () => {
    for (let n = 1; !isStopped; n++) {
      const name = `Write ${n}`;
      const response = await call(port, auth, "POST", "/api/content/slider/", { name });
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: number };
      writes.push({ id, name, acknowledgedAt: performance.now() });
    }
  })();
  return {
    writes,
    stop: async () => {
      isStopped = true;
      await done;
    },
  };
}

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

    const stream = writeStream(PORT_LIVE, auth);
    while (stream.writes.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const backupBegan = performance.now();
    const backup = await runCommand("backup-cli.ts", [backups], { DATA_DIR: dataDir });
    const backupEnded = performance.now();
    // Writes went on while the backup ran (the server was neither stopped nor blocked throughout).
    while (!stream.writes.some((write) => write.acknowledgedAt > backupEnded))
      await new Promise((resolve) => setTimeout(resolve, 20));
    await stream.stop();
    expect(backup.output).toMatch(
      /Backup written: .*gbo-\d{4}-\d{2}-\d{2}T\d{6}Z\n {2}database: copied from the running server\n {2}pictures: 1 files, 0.0 MB/,
    );
    expect(backup.code).toBe(0);
    const before = stream.writes.filter((write) => write.acknowledgedAt < backupBegan);
    const during = stream.writes.filter(
      (write) => write.acknowledgedAt > backupBegan && write.acknowledgedAt < backupEnded,
    );
    expect(before.length).toBeGreaterThanOrEqual(20);
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
    // The token secret came along: a session of the original server is good on the copy.
    for (const write of before) {
      const response = await call(PORT_RESTORED, auth, "GET", `/api/content/slider/${write.id}`);
      expect([write.id, response.status]).toEqual([write.id, 200]);
      expect(((await response.json()) as { name: string }).name).toBe(write.name);
    }
    const banner = (await (await call(PORT_RESTORED, auth, "GET", `/api/banners/${bannerId}`)).json()) as {
      imageUrl: string;
    };
    const picture = await fetch(`${base(PORT_RESTORED)}${banner.imageUrl}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(JPEG)).toBe(true);
    // Nothing in the copy that the original never acknowledged.
    const listed = (await (
      await call(PORT_RESTORED, auth, "GET", "/api/content/slider/?pageSize=1")
    ).json()) as {
      total: number;
    };
    expect(listed.total).toBeGreaterThanOrEqual(before.length);
    expect(listed.total).toBeLessThanOrEqual(stream.writes.length + 1);
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
    expect(
      (
        await runCommand(
          "restore-cli.ts",
          [path.join(backups, remaining[0] as string), "--data-dir", third],
          {},
        )
      ).code,
    ).toBe(0);
    const database = await openPgliteDir(path.join(third, "pglite"));
    try {
      const [row] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from sliders`,
      );
      // Every write the server acknowledged, all of them before it stopped.
      expect(row?.count).toBe(stream.writes.length);
    } finally {
      await database.close();
    }
  }, 240_000);
});
