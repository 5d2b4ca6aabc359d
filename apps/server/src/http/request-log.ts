import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

// What reaches the log of a request: its method, a bounded address with every secret query value
// hidden, its status, time and worker. Never a body, never a header but the method and address.

/** Query parameters whose value is a secret, matched on the DECODED, lower-cased name. */
const SECRET_QUERY_NAMES = new Set([
  "access_token",
  "refresh_token",
  "id_token",
  "token",
  "password",
  "code",
  "client_secret",
  "secret",
  "key",
  "api_key",
  "apikey",
  "signature",
  "altcha",
]);

/** Longest address written to the log; the rest is summarized by its length. */
export const MAX_LOGGED_URL_LENGTH = 512;
/** Longest error message and stack written to the log (a failed query's message holds its parameters). */
const MAX_LOGGED_MESSAGE_LENGTH = 1000;
const MAX_LOGGED_STACK_LENGTH = 6000;

function decodedName(raw: string): string {
  const spaced = raw.replace(/\+/g, " ");
  let name = spaced;
  try {
    name = decodeURIComponent(spaced);
  } catch {
    // A broken escape cannot be a name the server reads either; judge it as written.
  }
  return name.trim().toLowerCase().replace(/\[\]$/, "");
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more characters]`;
}

/**
 * The request address as the log may hold it: query values whose decoded name is a secret
 * (`access_token`, `access%5Ftoken`, `Token`…) replaced by `[redacted]`, then cut to a bounded length.
 */
export function redactUrl(url: string, max = MAX_LOGGED_URL_LENGTH): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return truncate(url, max);
  const path = url.slice(0, queryStart);
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_NAMES.has(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return truncate(`${path}?${query}`, max);
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: LoggedError;
};

/**
 * An error as the log holds it: type, message, stack, code and cause, each bounded. A failed query's
 * parameters (which may be a whole hostile payload or a password hash) are left out.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: truncate(String(error), 200), stack: "" };
  const message = truncate(
    error.message.replace(/\nparams: [\s\S]*$/, "\nparams: [omitted]"),
    MAX_LOGGED_MESSAGE_LENGTH,
  );
  // A stack starts with the message; keep only its frames after the bounded message.
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: truncate(`${error.name}: ${message}\n${frames}`, MAX_LOGGED_STACK_LENGTH),
  };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === "string" || typeof code === "number") logged.code = code;
  if (typeof statusCode === "number") logged.statusCode = statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** The serializers of every log line: `req` and `err` bounded and free of secrets. */
export const LOG_SERIALIZERS = {
  req: (request: { method: string; url: string; ip?: string }) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
  err: serializeError,
};

/**
 * Fastify's request log lines, replaced: no "incoming request" nor "route not found" line, and one line
 * per answered request with method, address without secrets, status, time in ms and the worker when
 * signed in. A failure also has its own error-level line with the stack (http/errors.ts).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.worker ? { workerId: request.worker.id } : {}),
    };
    if (error) request.log.error({ ...line, err: error }, "request");
    else request.log.info(line, "request");
  }
}
