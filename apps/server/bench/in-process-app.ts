// The app in this process on a fresh database (embedded PGlite in a temp directory, or the empty
// PostgreSQL database `databaseUrl` names), listening on loopback, with one signed-in worker: what the
// one-call benches (submit, pre-receiving) measure over real HTTP.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { seedWorker } from "../src/seed/workers-factory";

export type InProcessApp = {
  database: Database;
  address: string;
  /** The signed-in worker's access token (for load tools that send their own requests). */
  token: string;
  /** JSON call as the signed-in worker; throws unless the answer is 200. Resolves to the answer's body. */
  call: <T>(method: string, url: string, body?: unknown) => Promise<T>;
  close: () => Promise<void>;
};

export async function startInProcessApp(options: {
  name: string;
  claims: string;
  databaseUrl?: string;
}): Promise<InProcessApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `gbo-${options.name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    LOG_LEVEL: "warn",
    SEED_DEMO: "0",
    HOST: "127.0.0.1",
    PORT: "1",
  });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const worker = await seedWorker(database.db, { userName: options.name, claims: options.claims });
  const tokenResponse = await fetch(`${address}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: "backoffice",
      grant_type: "password",
      username: worker.userName,
      password: worker.password,
    }),
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${address}${url}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    database,
    address,
    token,
    call,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
