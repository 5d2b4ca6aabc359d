// Measures the time from process launch to the first answer of /api/health (DESIGN §9: a restart on an
// existing PGlite directory within 3 s, a first start within 10 s).
// Usage: node scripts/measure-start.mjs [--bundle] [--data-dir DIR]   (without --data-dir: a fresh directory,
// measured twice: first start, then restart)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const isBundle = args.includes("--bundle");
const dirIndex = args.indexOf("--data-dir");
const dataDir = dirIndex >= 0 ? args[dirIndex + 1] : mkdtempSync(path.join(tmpdir(), "gbo-start-"));
const port = 18000 + Math.floor(Math.random() * 1000);

async function measureOnce(label) {
  const command = isBundle ? ["dist/main.mjs"] : ["--import", "tsx", "src/main.ts"];
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "measure-admin-pass",
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) break;
      } catch {}
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // CPU time of the server until then: what the start costs on an idle machine, whatever else runs now.
    const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const cpuMs = ((Number(stat[11]) + Number(stat[12])) * 1000) / 100;
    console.log(
      `${label}: ${Math.round(performance.now() - started)} ms to the first /api/health answer (server CPU ${cpuMs} ms)`,
    );
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

if (dirIndex < 0) await measureOnce(`first start (${isBundle ? "bundle" : "tsx"})`);
await measureOnce(`restart (${isBundle ? "bundle" : "tsx"})`);
await measureOnce(`restart (${isBundle ? "bundle" : "tsx"})`);
