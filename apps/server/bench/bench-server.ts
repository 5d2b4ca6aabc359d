// The bench's server process and the autocannon read measurement, shared by the read and write parts.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const here = path.dirname(fileURLToPath(import.meta.url));
export const serverRoot = path.resolve(here, "..");
export const CONNECTIONS = 50;
export const PORT = Number(process.env.BENCH_PORT ?? 18_480);
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
export const BENCH_USER = { userName: "bench-admin", password: "bench-admin-password-1", claims: "admin" };
export const baseUrl = `http://127.0.0.1:${PORT}`;

export const say = (message: string) => process.stdout.write(`${message}\n`);

/** Starts `src/main.ts` on the bench port with `env` (DATABASE_URL, or DATA_DIR for embedded PGlite). */
export async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const tsx = path.resolve(serverRoot, "../../node_modules/.bin/tsx");
  const child = spawn(tsx, ["src/main.ts"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: "",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    // Opening a large embedded data directory on a busy machine takes a while (the whole directory is read).
    const timer = setTimeout(() => reject(new Error("server did not start within 300 s")), 300_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready at")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/** SIGTERM and wait for the exit: an embedded data directory is free again only once it has closed. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await exited;
}

export async function signIn(): Promise<string> {
  const response = await fetch(`${baseUrl}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: "backoffice",
      grant_type: "password",
      username: BENCH_USER.userName,
      password: BENCH_USER.password,
    }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export type Measured = {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** Budget of p99 / ping p99 when not the part's own (the first open: 5x among 3x reads). */
  budget?: number;
};

/** GETs `paths` in turn from 50 connections for `seconds`; the latencies are of 2xx answers only. */
export async function measureReads(
  name: string,
  paths: string[],
  token: string | null,
  options: { seconds?: number; isGzip?: boolean } = {},
): Promise<Measured> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: options.seconds ?? DURATION_S,
    headers: {
      // As a browser sends them: every station screen accepts gzip.
      ...(options.isGzip === false ? {} : { "accept-encoding": "gzip, deflate, br" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          request.path = paths[next++ % paths.length];
          return request;
        },
      },
    ],
  });
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    // autocannon counts a timeout in `errors` too.
    errors: result.non2xx + result.errors,
  };
}

/** The node process serving (tsx starts the server as its child): its CPU and memory are what the bench reports. */
export function serverPid(launcher: number): number {
  try {
    const children = readFileSync(`/proc/${launcher}/task/${launcher}/children`, "utf8").trim().split(/\s+/);
    return Number(children[0]) || launcher;
  } catch {
    return launcher;
  }
}
