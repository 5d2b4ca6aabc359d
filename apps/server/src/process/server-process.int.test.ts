// The server as an operator runs it (issue 9 points 5 and 6): real processes on a real embedded data
// directory. One writer per directory; a first start killed half-way is redone in full; a first start that
// cannot listen has shown the admin password before it exits.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { queryRows } from "../db/client";
import { openPgliteDir } from "../db/pglite-database";
import { verifyPassword } from "../modules/identity/index";
import { openProcessKit, type ProcessKit } from "./process-kit";

// Ports of this file (21100–21199 is this area's range; two-processes takes 21120–21129).
const PORT_MAIN = 21110;
const PORT_SECOND = 21111;

let kit: ProcessKit;
let workDir: string;
const startServer = (env: Record<string, string>) => kit.startServer(env);

beforeAll(async () => {
  kit = await openProcessKit(inject("pgliteSnapshot") || undefined);
  workDir = kit.workDir;
}, 180_000);

afterAll(() => kit.close());

describe("the server process on an embedded data directory", () => {
  it("redoes a first start killed after the workers, refuses a second server, shows the admin password before failing to listen", async () => {
    const dataDir = path.join(workDir, "data");
    const lockFile = path.join(dataDir, "pglite.lock");

    // A first start killed (as by kill -9 or a power cut) just after the demo workers are seeded.
    const killed = startServer({
      DATA_DIR: dataDir,
      PORT: String(PORT_MAIN),
      GBO_SEED_CRASH_AFTER: "workers",
    });
    expect(await killed.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(killed.output()).toContain("demo seed: workers");
    // It left its lock behind, naming a process that no longer exists.
    expect((await readFile(lockFile, "utf8")).split("\n")[0]).toBe(String(killed.child.pid));

    // The next start takes the stale lock over and seeds everything, admin included.
    const server = startServer({ DATA_DIR: dataDir, PORT: String(PORT_MAIN) });
    await server.waitFor(/Back office ready/);
    const password = /user "admin" was created with the password (\S+)/.exec(server.output())?.[1];
    expect(password).toBeTruthy();
    expect((await readFile(lockFile, "utf8")).split("\n")[0]).toBe(String(server.child.pid));
    // Its health says so: a load balancer or monitor reads that this process owns the directory.
    const health = await fetch(`http://127.0.0.1:${PORT_MAIN}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: "ok",
      databaseAnswers: true,
      holdsEmbeddedLock: true,
    });

    // A second server on the same directory refuses to start and names the first one.
    const second = startServer({ DATA_DIR: dataDir, PORT: String(PORT_SECOND) });
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(`in use by another process (pid ${server.child.pid}`);

    // A first start on another empty directory whose port is taken: the password was shown before it failed.
    const blocked = startServer({
      DATA_DIR: path.join(workDir, "blocked"),
      PORT: String(PORT_MAIN),
      SEED_DEMO: "0",
    });
    expect((await blocked.exited).code).toBe(1);
    expect(blocked.output()).toMatch(
      /user "admin" was created with the password \S+[\s\S]*Port 21110 is already in use/,
    );
    expect(existsSync(path.join(workDir, "blocked", "pglite.lock"))).toBe(false);

    // A stopped server releases the directory.
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);

    // The full demo set is there, and the admin password shown works.
    const database = await openPgliteDir(path.join(dataDir, "pglite"));
    try {
      const [counts] = await queryRows<{ workers: number; orders: number; walk: number }>(
        database.db,
        sql`select (select count(*)::int from workers) as workers, (select count(*)::int from orders) as orders,
          (select count(*)::int from orders where id = '26-WALK003') as walk`,
      );
      expect(counts).toEqual({ workers: 18, orders: expect.any(Number), walk: 1 });
      expect(counts?.orders).toBeGreaterThanOrEqual(198);
      const [admin] = await queryRows<{ password_hash: string }>(
        database.db,
        sql`select password_hash from workers where user_name = 'admin'`,
      );
      expect(await verifyPassword(admin?.password_hash, password ?? "")).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});
