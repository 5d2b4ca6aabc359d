// A throwaway PostgreSQL primary with a synchronous streaming standby, for the failover test and drill:
// two clusters in one temp directory on two local ports, made with the machine's own PostgreSQL binaries
// (Debian's newest in /usr/lib/postgresql/<v>/bin, PG_BIN to override) and run as the `postgres` OS user when
// we are root (PostgreSQL refuses to run as root). The machine's own cluster is never touched.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { appendFile, chown, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export type PostgresPair = {
  dir: string;
  primaryPort: number;
  standbyPort: number;
  /** The app's connection string: both hosts, the read-write one wanted. */
  url: string;
  /** One server's own URL (to check what it holds, or seed it). */
  urlOf: (port: number) => string;
  /** Loses the primary's machine: SIGKILL to its postmaster and every backend at once. */
  killPrimary: () => Promise<void>;
  /** `pg_ctl promote`: the standby ends recovery and takes writes. */
  promoteStandby: () => Promise<void>;
  /** The lost primary back as the new primary's synchronous standby, by pg_rewind (the runbook's step). */
  rebuildOldPrimary: () => Promise<string>;
  /** Stops both (immediately) and removes their directories. */
  close: () => Promise<void>;
};

const pgBin = () => process.env.PG_BIN || debianBin();

/** Debian's newest installed PostgreSQL (/usr/lib/postgresql/<v>/bin), as CI's `.ci/run` starts. */
function debianBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL under ${root}: set PG_BIN to its bin directory`);
  return path.join(root, newest, "bin");
}
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program (as `postgres` when we are root): its stderr (their progress) or a rejection. */
function run(program: string, args: string[]): Promise<string> {
  const bin = path.join(pgBin(), program);
  const [command, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    // stdout ignored: pg_ctl's postmaster must not hold a pipe of ours open.
    const child = spawn(command, argv, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(stderr)
        : reject(new Error(`${program} ${args.join(" ")} exited ${code}: ${stderr}`)),
    );
  });
}

async function postgresUid(): Promise<{ uid: number; gid: number } | undefined> {
  if (!isRoot) return undefined;
  const line = (await readFile("/etc/passwd", "utf8")).split("\n").find((l) => l.startsWith("postgres:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (!uid || !gid) throw new Error("no postgres OS user to run PostgreSQL as");
  return { uid: Number(uid), gid: Number(gid) };
}

/** One short session on `url` (to seed, check or configure a server). */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The postmaster's pid (first line of postmaster.pid) and its children, read from /proc. */
async function processTree(dataDir: string): Promise<number[]> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return [];
  const postmaster = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (ppid === postmaster) children.push(Number(entry));
  }
  return [postmaster, ...children];
}

function killAll(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

// Durable as in production (fsync, synchronous commit on the standby's flush); only the two ports, the
// loopback address and no Unix socket (the machine's /var/run/postgresql is left alone) are the test's.
function primaryConf(port: number): string {
  return [
    "",
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    "wal_level = replica",
    "max_wal_senders = 5",
    // pg_rewind (rebuilding a lost primary as a standby) needs the hint bits logged and its own WAL
    // back to the last common checkpoint, which a checkpoint would otherwise recycle.
    "wal_log_hints = on",
    "wal_keep_size = '256MB'",
    "synchronous_commit = on",
    "hot_standby = on",
    // A standby retries its WAL source every 5 s by default, and a promotion waits out that sleep.
    "wal_retrieve_retry_interval = 500ms",
    "",
  ].join("\n");
}

/** Commits on the server at `url` wait for a standby's flush from now on; resolves once one is in sync. */
async function makeSynchronous(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query("alter system set synchronous_standby_names = '*'");
    await client.query("select pg_reload_conf()");
  });
  await waitUntil(
    "a standby replicating synchronously",
    () =>
      withClient(url, async (client) => {
        const { rows } = await client.query("select sync_state from pg_stat_replication");
        return rows.some((row) => row.sync_state === "sync");
      }),
    30_000,
  );
}

export async function startPostgresPair(options: {
  primaryPort: number;
  standbyPort: number;
  database: string;
}): Promise<PostgresPair> {
  const { primaryPort, standbyPort, database } = options;
  const dir = await mkdtemp(path.join(tmpdir(), "gbo-failover-"));
  const primaryDir = path.join(dir, "primary");
  const standbyDir = path.join(dir, "standby");
  const urlOf = (port: number, db = database) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  const pair: PostgresPair = {
    dir,
    primaryPort,
    standbyPort,
    url: `postgres://postgres@127.0.0.1:${primaryPort},127.0.0.1:${standbyPort}/${database}?target_session_attrs=read-write`,
    urlOf: (port) => urlOf(port),
    killPrimary: async () => {
      const pids = await processTree(primaryDir);
      killAll(pids);
      // Gone, not just signalled: a restart or pg_rewind refuses while the old pid still exists.
      await waitUntil(
        "the primary's processes gone",
        async () => pids.every((pid) => !existsSync(`/proc/${pid}`)),
        10_000,
      );
    },
    promoteStandby: async () => {
      await run("pg_ctl", ["-D", standbyDir, "-w", "-t", "30", "promote"]);
    },
    rebuildOldPrimary: async () => {
      // pg_rewind finishes the crashed server's recovery itself (single-user mode), rewinds it to where
      // the timelines forked and, with -R, makes it a standby of the source. The configuration files
      // come from the source too, so its own port is given on the command line.
      // A promotion writes its new timeline to the control file only at the next checkpoint; pg_rewind
      // reads it there, and without one finds "the same timeline" and rewinds nothing.
      await withClient(urlOf(standbyPort), (client) => client.query("checkpoint"));
      const rewound = await run("pg_rewind", [
        "-D",
        primaryDir,
        `--source-server=host=127.0.0.1 port=${standbyPort} user=postgres dbname=postgres`,
        "-R",
      ]);
      await run("pg_ctl", [
        "-D",
        primaryDir,
        "-l",
        path.join(dir, "primary.log"),
        "-o",
        `-p ${primaryPort}`,
        "-w",
        "-t",
        "30",
        "start",
      ]);
      await makeSynchronous(urlOf(standbyPort));
      return rewound.trim();
    },
    close: async () => {
      for (const dataDir of [primaryDir, standbyDir]) {
        if (!existsSync(path.join(dataDir, "postmaster.pid"))) continue;
        await run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "-t", "10", "stop"]).catch(() => {});
        killAll(await processTree(dataDir));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    const owner = await postgresUid();
    if (owner) await chown(dir, owner.uid, owner.gid);
    await run("initdb", [
      "-D",
      primaryDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C",
      "--no-sync",
      "--no-instructions",
    ]);
    await appendFile(path.join(primaryDir, "postgresql.conf"), primaryConf(primaryPort));
    await run("pg_ctl", ["-D", primaryDir, "-l", path.join(dir, "primary.log"), "-w", "-t", "30", "start"]);
    await withClient(urlOf(primaryPort, "postgres"), (client) =>
      client.query(`create database "${database}"`),
    );

    // -R writes standby.signal and primary_conninfo; the copy's port is then changed to its own.
    await run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-D",
      standbyDir,
      "-R",
      "-X",
      "stream",
      "-c",
      "fast",
      "--no-sync",
    ]);
    await appendFile(path.join(standbyDir, "postgresql.conf"), `\nport = ${standbyPort}\n`);
    await run("pg_ctl", ["-D", standbyDir, "-l", path.join(dir, "standby.log"), "-w", "-t", "30", "start"]);

    // Synchronous only now that the standby runs (before, every commit would wait for it); set on the
    // primary alone, so the promoted standby does not wait for a standby it does not have.
    await makeSynchronous(urlOf(primaryPort));
    return pair;
  } catch (error) {
    await pair.close();
    throw error;
  }
}
