// Measures the queue CSV export over HTTP on a real server: time, bytes, rows and the server's peak
// memory while it streams. Run against a seeded database (npm run seed -- --orders 50000):
//   DATABASE_URL=postgres://… npx tsx src/modules/orders/queues/queue-export-measure.ts [queue] [extra]
// It starts src/main.ts on MEASURE_PORT (default 18_493) with a worker holding `admin`, samples the
// server's RSS from /proc every 50 ms, and prints one line per run.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../../config";
import { openDatabase } from "../../../db/client";
import { seedWorker } from "../../../test/index";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const port = Number(process.env.MEASURE_PORT ?? 18_493);
const user = { userName: "queue-export-measure", password: "queue-export-measure-1", claims: "admin" };
const [queue = "support", extra = "all"] = process.argv.slice(2);

const database = await openDatabase(loadConfig());
// Already there from an earlier run: the unique user name refuses the second one, which is fine.
await seedWorker(database.db, user).catch(() => undefined);
await database.close();

const tsx = path.resolve(serverRoot, "../../node_modules/.bin/tsx");
const server = spawn(tsx, ["src/main.ts"], {
  cwd: serverRoot,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "0" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("ready at") && resolve());
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
// tsx runs the server as a child of its own: sample the whole process tree's node (the deepest child).
const rssOf = (pid: number): number => {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    return children.length > 0 ? Math.max(...children.map((child) => rssOf(Number(child)))) : own;
  } catch {
    return 0;
  }
};

try {
  const base = `http://127.0.0.1:${port}`;
  const token = await fetch(`${base}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: "backoffice",
      grant_type: "password",
      username: user.userName,
      password: user.password,
    }),
  }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
  for (const sort of ["due", "-date", "-due", "due", "-date", "-due"]) {
    const before = rssOf(server.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid!));
    }, 50);
    const started = performance.now();
    const response = await fetch(`${base}/api/orders/queue/${queue}/export.csv?extra=${extra}&sort=${sort}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    const ms = performance.now() - started;
    const mb = (value: number) => (value / 1_048_576).toFixed(0);
    process.stdout.write(
      `${queue} ${extra} sort=${sort}: status ${response.status}, ${lines - 1} rows, ${(bytes / 1_048_576).toFixed(1)} MB in ${ms.toFixed(0)} ms; server RSS ${mb(before)} MB before, peak ${mb(peak)} MB\n`,
    );
  }
} finally {
  server.kill("SIGTERM");
}
