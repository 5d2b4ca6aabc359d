// The embedded data directory's lock (issue 9 point 5) without starting servers: held, refused, released,
// and a dead holder's lock taken over.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "../db/pglite-database";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "gbo-lock-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("one writer per data directory", () => {
  it("refuses a second holder while the first lives, naming its pid, and is free again once released", () => {
    const lockFile = path.join(dir, "held.lock");
    const release = acquireDataDirLock(lockFile);
    expect(readFileSync(lockFile, "utf8").split("\n")[0]).toBe(String(process.pid));
    let refusal: unknown;
    try {
      acquireDataDirLock(lockFile);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`in use by another process (pid ${process.pid}`);
    release();
    expect(existsSync(lockFile)).toBe(false);
    acquireDataDirLock(lockFile)();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const lockFile = path.join(dir, "stale.lock");
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid;
    writeFileSync(lockFile, `${gone}\nsrc/main.ts\n`);
    const release = acquireDataDirLock(lockFile);
    expect(readFileSync(lockFile, "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
  });
});
