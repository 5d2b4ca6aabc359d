// The server as an operator runs it (issue 9 points 5 and 6): real processes on a real embedded data
// directory. One writer per directory; a first start killed half-way is redone in full; a first start that
// cannot listen has shown the admin password before it exits.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { queryRows } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { openPglite, openPgliteDir, pgliteOptions } from "../db/pglite-database";
import { verifyPassword } from "../modules/workers/password-hash";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// Ports of this file (21100–21199 is this area's range).
const PORT_MAIN = 21110;
const PORT_SECOND = 21111;

type Server = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
};

let workDir: string;
let snapshot: string;
// The server bundled as `npm start` runs it (scripts/build.mjs): it starts in a third of tsx's time. Beside
// the sources' parent, so its packages and the migrations folder resolve as from dist/.
const bundle = path.join(serverRoot, `.tmp/process-test-${process.pid}.mjs`);
const running: Server[] = [];

function startServer(env: Record<string, string>): Server {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !["DATABASE_URL", "ADMIN_PASSWORD", "SEED_DEMO", "JWT_SECRET", "GBO_SEED_CRASH_AFTER"].includes(name),
    ),
  );
  const child = spawn(process.execPath, [bundle], {
    cwd: serverRoot,
    env: {
      ...clean,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PGLITE_SNAPSHOT: snapshot,
      WEB_DIST: path.join(workDir, "no-web"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (chunk) => {
    text += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    text += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  const server: Server = {
    child,
    output: () => text,
    exited,
    waitFor: async (pattern, timeoutMs = 60_000) => {
      const until = Date.now() + timeoutMs;
      while (!pattern.test(text)) {
        if (hasExited) throw new Error(`server exited before ${pattern}:\n${text}`);
        if (Date.now() > until) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
  running.push(server);
  return server;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "gbo-process-"));
  const packages = path.resolve(serverRoot, "../../packages");
  await build({
    entryPoints: [path.join(serverRoot, "src/main.ts")],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    alias: {
      "@gbo/domain": path.join(packages, "domain/src"),
      "@gbo/contracts": path.join(packages, "contracts/src"),
    },
    logLevel: "silent",
  });
  // A migrated empty directory, as `npm start` ships one: a first start then takes seconds, not initdb's.
  // (The test run's own when it runs on PGlite, else the build's; older migrations are applied at start.)
  const built = path.join(serverRoot, "dist/pglite-initial.tar.gz");
  snapshot = inject("pgliteSnapshot") || (existsSync(built) ? built : path.join(workDir, "snapshot.tar.gz"));
  if (!existsSync(snapshot)) {
    const client = await PGlite.create(pgliteOptions());
    const database = openPglite(client);
    await migrateDatabase(database);
    await writeFile(snapshot, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
    await database.close();
  }
}, 180_000);

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await rm(workDir, { recursive: true, force: true });
  await rm(bundle, { force: true });
});

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
