// Which errors mean "the database connection was lost or never made" (a failover, a restart, a lost
// machine) rather than "the database refused this statement". Kept free of the driver so the HTTP error
// handler can ask without loading pg on the embedded database.

export const DATABASE_UNREACHABLE_MESSAGE =
  "The database was not reachable; the change may not have been saved. Check and try again.";

/** No read-write server answered among the configured hosts within the connect retry window. */
export class DatabaseUnreachableError extends Error {
  readonly isDatabaseUnreachable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnreachableError";
  }
}

/** Reached a server, but it is a standby (read-only) where a primary was asked for. */
export class NotPrimaryError extends Error {
  readonly isDatabaseUnreachable = true;
  constructor(host: string) {
    super(`${host} is read-only (a standby), not the primary`);
    this.name = "NotPrimaryError";
  }
}

// Node's socket errors on connect or on a dead peer.
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "EAI_AGAIN",
]);

// SQLSTATEs of a server going away or not taking connections yet: admin_shutdown, crash_shutdown,
// cannot_connect_now (starting up, in recovery), and read_only_sql_transaction (a write reached a
// standby: the server it was talking to was demoted or is not yet promoted). Class 08 is checked whole.
const SQL_STATES = new Set(["57P01", "57P02", "57P03", "25006"]);

// node-postgres reports a socket closed under it with plain messages and no code.
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Query read timeout$/,
];

/** True when `error` (or what it wraps: Drizzle wraps driver errors) is a lost or failed connection. */
export function isConnectionLost(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (isOneLost(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function isOneLost(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, isDatabaseUnreachable } = error as {
    code?: unknown;
    message?: unknown;
    isDatabaseUnreachable?: unknown;
  };
  if (isDatabaseUnreachable === true) return true;
  if (
    typeof code === "string" &&
    (SOCKET_CODES.has(code) || SQL_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  return typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message));
}
