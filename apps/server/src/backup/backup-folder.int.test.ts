// Backup folders and retention: names sort by time, a second in the same second gets its own name, and
// --keep deletes only the oldest complete backups (never one still being written, never anything else).
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupName, listBackups, MANIFEST_NAME, pruneBackups } from "./backup-folder";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "gbo-backups-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function complete(name: string) {
  await mkdir(path.join(root, name), { recursive: true });
  await writeFile(path.join(root, name, MANIFEST_NAME), "{}");
}

describe("backup folders", () => {
  it("are named by UTC time, a second one in the same second with -2", async () => {
    const at = new Date("2026-11-28T17:04:00.500Z");
    expect(backupName(at, root)).toBe("gbo-2026-11-28T170400Z");
    await complete("gbo-2026-11-28T170400Z");
    expect(backupName(at, root)).toBe("gbo-2026-11-28T170400Z-2");
  });

  it("keep the newest N complete backups, leaving partial ones and other files alone", async () => {
    for (const name of ["gbo-2026-11-27T170400Z", "gbo-2026-11-28T170400Z-2", "gbo-2026-11-29T010000Z"])
      await complete(name);
    await mkdir(path.join(root, ".gbo-2026-11-30T000000Z.partial"));
    await mkdir(path.join(root, "gbo-2026-11-01T000000Z")); // no manifest: not a backup of ours
    await writeFile(path.join(root, "notes.txt"), "mine");
    expect(await listBackups(root)).toEqual([
      "gbo-2026-11-27T170400Z",
      "gbo-2026-11-28T170400Z",
      "gbo-2026-11-28T170400Z-2",
      "gbo-2026-11-29T010000Z",
    ]);
    expect(await pruneBackups(root, 2)).toEqual(["gbo-2026-11-27T170400Z", "gbo-2026-11-28T170400Z"]);
    expect((await readdir(root)).sort()).toEqual([
      ".gbo-2026-11-30T000000Z.partial",
      "gbo-2026-11-01T000000Z",
      "gbo-2026-11-28T170400Z-2",
      "gbo-2026-11-29T010000Z",
      "notes.txt",
    ]);
  });
});
