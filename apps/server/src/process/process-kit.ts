// Real server processes for the process tests: the server bundled as `npm start` runs it (it starts in a
// third of tsx's time), started with an environment, its output kept to wait on.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { build } from "esbuild";
import { migrateDatabase } from "../db/migrate";
import { openPglite, pgliteOptions } from "../db/pglite-database";

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type Server = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
};

export type ProcessKit = {
  workDir: string;
  startServer: (env: Record<string, string>) => Server;
  close: () => Promise<void>;
};

/**
 * Bundles the server beside the sources' parent (so its packages and the migrations folder resolve as
 * from dist/) and readies a migrated empty PGlite snapshot for embedded starts (`pgliteSnapshot`: the
 * test run's own when it runs on PGlite, else the build's, else one made here).
 */
export async function openProcessKit(pgliteSnapshot: string | undefined): Promise<ProcessKit> {
  const workDir = await mkdtemp(path.join(tmpdir(), "gbo-process-"));
  const bundle = path.join(serverRoot, `.tmp/process-test-${process.pid}-${path.basename(workDir)}.mjs`);
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
  const built = path.join(serverRoot, "dist/pglite-initial.tar.gz");
  const snapshot = pgliteSnapshot || (existsSync(built) ? built : path.join(workDir, "snapshot.tar.gz"));
  if (!existsSync(snapshot)) {
    const client = await PGlite.create(pgliteOptions());
    const database = openPglite(client);
    await migrateDatabase(database);
    await writeFile(snapshot, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
    await database.close();
  }
  const running: Server[] = [];

  function startServer(env: Record<string, string>): Server {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !["DATABASE_URL", "ADMIN_PASSWORD", "SEED_DEMO", "JWT_SECRET", "GBO_SEED_CRASH_AFTER"].includes(
            name,
          ),
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

  return {
    workDir,
    startServer,
    close: async () => {
      for (const server of running) if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await rm(workDir, { recursive: true, force: true });
      await rm(bundle, { force: true });
    },
  };
}

/** Signs `admin` in to a server process on 127.0.0.1:`port`; answers the access token. */
export async function signInAdmin(port: number, password: string): Promise<string> {
  const body = new URLSearchParams({
    grant_type: "password",
    client_id: "backoffice",
    username: "admin",
    password,
  });
  const response = await fetch(`http://127.0.0.1:${port}/token`, { method: "POST", body });
  if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
