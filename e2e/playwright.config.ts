import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type ReporterDescription } from "@playwright/test";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The config is evaluated again in every worker process; settle ports and data directories once,
// in the runner, and hand them down through the environment (workers inherit it).
function once(name: string, make: () => string): string {
  process.env[name] ??= make();
  return process.env[name] as string;
}
// 22000–39999: other tools on this machine use 21000–21399 (each run takes the port and the next one).
const randomPort = () => String(22_000 + Math.floor(Math.random() * 18_000));
const port = Number(once("E2E_PORT", randomPort));
const sessionPort = Number(once("E2E_SESSION_PORT", () => String(port + 1)));
// The mail sink (support/smtp-sink.ts): the main server delivers its e-mail there; specs read it over HTTP.
const smtpPort = Number(once("E2E_SMTP_PORT", () => String(port + 2)));
const smtpHttpPort = Number(once("E2E_SMTP_HTTP_PORT", () => String(port + 3)));
const madeHere: string[] = [];
const makeDataDir = (prefix: string) => () => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  madeHere.push(dir);
  return dir;
};
const dataDir = once("E2E_DATA_DIR", makeDataDir("gbo-e2e-"));
const sessionDataDir = once("E2E_SESSION_DATA_DIR", makeDataDir("gbo-e2e-session-"));
export const ADMIN_PASSWORD = once("E2E_ADMIN_PASSWORD", () => "e2e-admin-pass-4821");
if (madeHere.length > 0) {
  // The runner made the data directories; it removes them once the servers are stopped.
  process.on("exit", () => {
    for (const dir of madeHere) rmSync(dir, { recursive: true, force: true });
  });
}
/** Access tokens on the session server live this long: the silent-refresh specs wait it out. */
export const SHORT_TOKEN_TTL_SECONDS = 4;

// scripts/test-all.sh names the JSON report relative to the repository root. Playwright would put
// a bare name beside this config (e2e/), also when `--reporter=list,json` is given on the command
// line, so pin the full path for every json reporter through PLAYWRIGHT_JSON_OUTPUT_FILE.
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
if (jsonOutput) process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ??= path.resolve(repoRoot, jsonOutput);
const reporter: ReporterDescription[] = [["list"]];
if (jsonOutput) reporter.push(["json"]);

function server(serverPort: number, dir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: "npx tsx apps/server/src/main.ts",
    cwd: repoRoot,
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000, // first start seeds the demo data; slow on a loaded machine
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      ADMIN_PASSWORD,
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: "./specs",
  // One folder per run: Playwright empties its output folder at start, and runs may overlap.
  outputDir: path.join(repoRoot, "test-results", `run-${port}`),
  workers: 2,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 60_000,
  // Raised for a loaded two-core machine (CI shares it): a check there can take seconds per round trip.
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "npx tsx e2e/support/smtp-sink.ts",
      cwd: repoRoot,
      url: `http://127.0.0.1:${smtpHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_HTTP_PORT: String(smtpHttpPort) },
    },
    server(port, dataDir, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }),
    server(sessionPort, sessionDataDir, { ACCESS_TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) }),
  ],
});
