// PostgreSQL's part of a backup and a restore, with its own tools: pg_dump and pg_restore.
import { spawn } from "node:child_process";

/** The URL without its password, which goes to the tools in PGPASSWORD instead (not shown by `ps`). */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** A failover URL (several hosts) resolved to its primary's: `new URL` and the tools below take one host. */
async function primaryOf(databaseUrl: string): Promise<string> {
  if (!databaseUrl.includes(",")) return databaseUrl;
  const { primaryUrlOf } = await import("../db/pg-multi-host");
  return primaryUrlOf(databaseUrl);
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${tool} was not found: install the PostgreSQL client tools (e.g. postgresql-client).`)
          : error,
      ),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/** pg_dump's custom format: compressed, and pg_restore can restore it whole or in part. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(await primaryOf(databaseUrl));
  return run("pg_dump", ["--format=custom", "--file", file, "--dbname", url], env);
}

/** In one transaction: a restore that fails leaves the target database as empty as it was. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(await primaryOf(databaseUrl));
  return run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname", url, file],
    env,
  );
}

/** Tables outside PostgreSQL's own schemas: a restore target must have none. */
export async function countPostgresTables(databaseUrl: string): Promise<number> {
  // Loaded only here: the server on the embedded database never needs the driver.
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: await primaryOf(databaseUrl) });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}
