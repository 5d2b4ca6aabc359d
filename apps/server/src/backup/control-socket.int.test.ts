// The control socket on its own: only its owner may connect (0600), it hands over exactly the database
// copy, and it is gone once closed.
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestDatabaseCopy } from "./control-client";
import { controlSocketPath, startControlSocket } from "./control-socket";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "gbo-control-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const quiet = { info: () => {}, warn: () => {} };

describe("the control socket", () => {
  it("is reachable by this user only, sends the copy whole, and is removed when closed", async () => {
    const copy = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    const control = await startControlSocket({
      dataDir: dir,
      dumpDataDir: async () => new Blob([copy]),
      log: quiet,
    });
    expect((await stat(control.socketPath)).mode & 0o777).toBe(0o600);
    const file = path.join(dir, "copy.tar.gz");
    expect(await requestDatabaseCopy(control.socketPath, file)).toBe(true);
    expect((await readFile(file)).equals(copy)).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await control.close();
    await expect(stat(controlSocketPath(dir))).rejects.toThrow(/ENOENT/);
    // Nobody listens now: the command falls back to opening the directory itself.
    expect(await requestDatabaseCopy(control.socketPath, file)).toBe(false);
  });

  it("passes on the server's failure to copy, as an error the command shows", async () => {
    const control = await startControlSocket({
      dataDir: dir,
      dumpDataDir: async () => {
        throw new Error("disk full");
      },
      log: quiet,
    });
    try {
      await expect(requestDatabaseCopy(control.socketPath, path.join(dir, "x"))).rejects.toThrow(
        "The server could not copy the database: Error: disk full",
      );
    } finally {
      await control.close();
    }
  });
});
