// libpq's multi-host connection strings for node-postgres, which has none of its own (pg-connection-string
// reads one host): `postgres://u@h1:5432,h2:5432/db?target_session_attrs=read-write` names a primary and
// its standbys; connections go to whichever is read-write now, and after a failover to the promoted one.
import pg from "pg";
import { DatabaseUnreachableError, isConnectionLost, NotPrimaryError } from "./pg-connection-errors";

/** libpq's values we honour; `read-write` and `primary` are the same thing for one primary and standbys. */
export type SessionTarget = "any" | "read-write" | "primary";

export type MultiHostUrl = {
  /** `host:port` (or `host`) per server, in the URL's order: for messages and logs. */
  hosts: string[];
  /** One ordinary single-host connection string per server, without target_session_attrs. */
  urls: string[];
  target: SessionTarget;
};

const TARGETS: readonly string[] = ["any", "read-write", "primary"];

/**
 * Splits a libpq URL's comma-separated host list into one URL per host. Anything else (one host, a
 * socket path, key=value strings) comes back as one URL, untouched but for target_session_attrs.
 */
export function parseMultiHostUrl(connectionString: string): MultiHostUrl {
  const match = /^(postgres(?:ql)?:\/\/)([^/?#]*)(.*)$/s.exec(connectionString);
  if (!match) return { hosts: [connectionString], urls: [connectionString], target: "any" };
  const [, scheme, authority, rest] = match as unknown as [string, string, string, string];
  const at = authority.lastIndexOf("@");
  const userinfo = at >= 0 ? authority.slice(0, at + 1) : "";
  const hostList = authority.slice(at + 1);
  const { rest: cleanRest, target } = takeTarget(rest);
  const hosts = hostList === "" ? [""] : hostList.split(",");
  if (hosts.some((host) => host === "") && hosts.length > 1)
    throw new Error("DATABASE_URL lists an empty host between commas");
  return {
    hosts: hosts.map((host) => host || "localhost"),
    urls: hosts.map((host) => `${scheme}${userinfo}${host}${cleanRest}`),
    target,
  };
}

/** Removes target_session_attrs from the path-and-query part (pg would ignore it, libpq semantics are ours). */
function takeTarget(rest: string): { rest: string; target: SessionTarget } {
  const hashAt = rest.indexOf("#");
  const beforeHash = hashAt >= 0 ? rest.slice(0, hashAt) : rest;
  const queryAt = beforeHash.indexOf("?");
  if (queryAt < 0) return { rest: beforeHash, target: "any" };
  const params = new URLSearchParams(beforeHash.slice(queryAt + 1));
  const value = params.get("target_session_attrs") ?? "any";
  if (!TARGETS.includes(value))
    throw new Error(
      `target_session_attrs=${value} is not supported: use read-write (the primary) or any (the first that answers)`,
    );
  params.delete("target_session_attrs");
  const query = params.toString();
  return { rest: beforeHash.slice(0, queryAt) + (query ? `?${query}` : ""), target: value as SessionTarget };
}

/** Whether a server takes writes: read-only when it is a standby (in recovery) or set read-only. */
export type ServerRole = "read-write" | "read-only";

/** Connects to `url` once and asks for its role; throws when it cannot be reached. */
export type Probe = (url: string) => Promise<ServerRole>;

// Per connection, not per pool: a connect to a lost machine must give up in seconds (the kernel's own
// SYN timeout is minutes), and a connection to a machine that vanished is noticed by TCP keepalive.
const CLIENT_OPTIONS = {
  connectionTimeoutMillis: 3000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.ClientConfig;

const ROLE_QUERY =
  "select pg_is_in_recovery() as in_recovery, current_setting('transaction_read_only') as read_only";

async function roleOf(client: pg.ClientBase, target: SessionTarget): Promise<ServerRole> {
  const { rows } = await client.query<{ in_recovery: boolean; read_only: string }>(ROLE_QUERY);
  const row = rows[0];
  const isWritable = target === "primary" ? row?.in_recovery === false : row?.read_only === "off";
  return isWritable ? "read-write" : "read-only";
}

function probeWith(target: SessionTarget): Probe {
  return async (url) => {
    const client = new pg.Client({ connectionString: url, ...CLIENT_OPTIONS });
    client.on("error", () => {});
    try {
      await client.connect();
      return await roleOf(client, target);
    } finally {
      await client.end().catch(() => {});
    }
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Knows which server to connect to now. Connections go to the current one; when one cannot be made
 * (refused, timed out, or it turned out read-only), every host is probed at once and the first, in the
 * URL's order, that fits the target becomes current (the current one kept if it still fits).
 */
export class PrimaryLocator {
  readonly parsed: MultiHostUrl;
  private readonly probe: Probe;
  private index = 0;
  private refreshing: Promise<string> | undefined;

  constructor(parsed: MultiHostUrl, probe?: Probe) {
    this.parsed = parsed;
    this.probe = probe ?? probeWith(parsed.target);
  }

  get url(): string {
    return this.parsed.urls[this.index] as string;
  }

  get host(): string {
    return this.parsed.hosts[this.index] as string;
  }

  /** One probe round at a time; callers that come while it runs share its answer. */
  refresh(): Promise<string> {
    this.refreshing ??= this.probeAll().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async probeAll(): Promise<string> {
    const { hosts, urls, target } = this.parsed;
    if (urls.length === 1) return this.host;
    const roles = await Promise.all(urls.map((url) => this.probe(url).catch(() => undefined)));
    const fits = (role: ServerRole | undefined) => role === "read-write" || (target === "any" && !!role);
    // Stay on the current server while it fits: should an old primary come back read-write beside the
    // promoted one (it must not: see the failover runbook), a passing hiccup does not switch writes to it.
    const found = fits(roles[this.index]) ? this.index : roles.findIndex(fits);
    if (found < 0) {
      const seen = hosts.map((host, i) => `${host} ${roles[i] ?? "unreachable"}`).join(", ");
      throw new DatabaseUnreachableError(`no ${target === "any" ? "" : `${target} `}server among ${seen}`);
    }
    this.index = found;
    return this.host;
  }

  /** Throws NotPrimaryError when a fresh connection reached a server that does not take writes. */
  async verify(client: pg.ClientBase, host: string): Promise<void> {
    if (this.parsed.target === "any") return;
    if ((await roleOf(client, this.parsed.target)) !== "read-write") throw new NotPrimaryError(host);
  }

  /**
   * Runs `attempt` (a connect), and while it fails for want of a reachable primary, probes and tries
   * again for up to `retryMs`: nothing was sent on a connection that was never made, so this is safe.
   */
  async withRetry<T>(attempt: () => Promise<T>, retryMs: number, isStopped = () => false): Promise<T> {
    const deadline = Date.now() + retryMs;
    for (let delay = 100; ; delay = Math.min(delay * 2, 1000)) {
      try {
        return await attempt();
      } catch (error) {
        if (!isConnectionLost(error) || isStopped()) throw error;
        if (Date.now() + delay > deadline) {
          const hosts = this.parsed.hosts.join(", ");
          throw new DatabaseUnreachableError(`no database connection to ${hosts} within ${retryMs} ms`, {
            cause: error,
          });
        }
        await Promise.all([this.refresh().catch(() => {}), sleep(delay)]);
      }
    }
  }

  /** A client for the current server, not yet connected (the pool connects its own). */
  newClient(config: pg.ClientConfig = {}): FollowingClient {
    return new FollowingClient({ ...config, ...CLIENT_OPTIONS, connectionString: this.url }, this.host);
  }

  /** A connected, verified client outside the pool (LISTEN's own session), retried like the pool's. */
  openClient(retryMs: number): Promise<pg.Client> {
    return this.withRetry(async () => {
      const client = this.newClient();
      try {
        await client.connect();
        await this.verify(client, client.targetHost);
        return client;
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
    }, retryMs);
  }
}

/** A pg.Client that remembers which host it was made for (for NotPrimaryError's message). */
export class FollowingClient extends pg.Client {
  readonly targetHost: string;
  constructor(config: pg.ClientConfig, targetHost: string) {
    super(config);
    this.targetHost = targetHost;
    // A socket that dies while the client is checked out (mid-transaction, at COMMIT) is emitted as
    // 'error' with no pool listener attached, which would crash the process; the running query fails
    // with it anyway, and the pool drops the client on release (it is no longer queryable).
    this.on("error", () => {});
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg.Pool (Drizzle checks `instanceof Pool` to run transactions on one checked-out client) whose
 * new connections go to the locator's current server, are verified read-write, and whose connects are
 * retried across a failover. A query or COMMIT on a connection that dies is never retried: its fate is
 * unknown, so it fails and the caller says so.
 */
export class FailoverPool extends pg.Pool {
  readonly locator: PrimaryLocator;
  private readonly retryMs: number;

  constructor(locator: PrimaryLocator, options: pg.PoolConfig & { connectRetryMs?: number } = {}) {
    const { connectRetryMs = 5000, ...poolOptions } = options;
    // pg-pool constructs `new Client(poolOptions)` for each connection: the class reads the current host.
    const Client = class extends FollowingClient {
      constructor(config: pg.ClientConfig) {
        super({ ...config, ...CLIENT_OPTIONS, connectionString: locator.url }, locator.host);
      }
    };
    super({
      ...poolOptions,
      Client: Client as unknown as new () => pg.ClientBase,
      onConnect: (client) => locator.verify(client, (client as FollowingClient).targetHost),
    });
    this.locator = locator;
    this.retryMs = connectRetryMs;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const connected = this.locator.withRetry(
      () => super.connect(),
      this.retryMs,
      () => this.ending,
    );
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | undefined)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }
}

/**
 * The one-host URL of the server a (multi-host) URL means now, for tools that read a single host
 * (`new URL`, pg_dump's PGPASSWORD split): with target_session_attrs=read-write, the current primary.
 */
export async function primaryUrlOf(connectionString: string, probe?: Probe): Promise<string> {
  const parsed = parseMultiHostUrl(connectionString);
  if (parsed.urls.length === 1) return parsed.urls[0] as string;
  const locator = new PrimaryLocator(parsed, probe);
  await locator.refresh();
  return locator.url;
}
