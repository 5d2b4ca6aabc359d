import { modelKey, type TErrorBody, type TModelState } from "@gbo/contracts/common";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { DATABASE_UNREACHABLE_MESSAGE, isConnectionLost } from "../db/pg-connection-errors";
import { isOAuthRoute, oauthError } from "./oauth-errors";

export type AppErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "payload_too_large"
  | "unsupported_media_type"
  | "too_many_requests"
  | "unavailable"
  | "internal";

/** The one place an error code becomes an HTTP status; `satisfies` keeps it exhaustive. */
const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  // A well-formed request that contradicts an earlier one (an idempotency key reused for another payload).
  unprocessable: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
  internal: 500,
} as const satisfies Record<AppErrorCode, number>;

export function statusOf(code: AppErrorCode): number {
  return STATUS_BY_CODE[code];
}

/** Thrown by use cases; they speak in codes, never in HTTP statuses. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly modelState: TModelState | undefined;
  readonly exceptionMessage: string | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { modelState?: TModelState; exceptionMessage?: string } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.modelState = options.modelState;
    this.exceptionMessage = options.exceptionMessage;
  }

  /** A 400 with field-level messages: `fieldErrors({ email: ["…"] })` → modelState `{ "model.email": ["…"] }`. */
  static fields(message: string, fields: Record<string, readonly string[]>): AppError {
    const modelState: TModelState = {};
    for (const [field, messages] of Object.entries(fields)) modelState[modelKey(field)] = [...messages];
    return new AppError("bad_request", message, { modelState });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const VALIDATION_MESSAGE = "The request is invalid.";

type Issue = { path: readonly PropertyKey[]; message: string };

export function modelStateFromIssues(issues: readonly Issue[], part: string): TModelState {
  const modelState: TModelState = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    const key = part === "body" ? modelKey(field || "body") : `${part}.${field}`;
    modelState[key] ??= [];
    modelState[key].push(issue.message);
  }
  return modelState;
}

function body(message: string, extra: Omit<TErrorBody, "message"> = {}): TErrorBody {
  return { message, ...extra };
}

/** The single error handler: AppError codes, zod validation failures and Fastify's own errors → JSON. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (isAppError(error)) {
      const status = statusOf(error.code);
      if (status >= 500) request.log.error({ err: error }, "request failed");
      return reply.status(status).send(
        body(error.message, {
          ...(error.exceptionMessage ? { exceptionMessage: error.exceptionMessage } : {}),
          ...(error.modelState ? { modelState: error.modelState } : {}),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? "body";
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split("/").filter(Boolean),
        message: v.message ?? "Invalid value",
      }));
      return reply
        .status(400)
        .send(body(VALIDATION_MESSAGE, { modelState: modelStateFromIssues(issues, part) }));
    }
    if (error instanceof Error && isResponseSerializationError(error) && "cause" in error) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
      return reply.status(500).send(body("Error processing request."));
    }
    const sqlState = postgresCode(error);
    if (sqlState === "23505") {
      // Two requests raced to create the same thing; the loser hears it as a conflict, not a crash.
      return reply.status(409).send(body("This record already exists."));
    }
    if (sqlState === "40P01" || sqlState === "40001") {
      // Two writes locked the same rows in opposite orders (a transfer between two orders each way):
      // PostgreSQL rolled this one back whole, so nothing changed and a reload-and-retry is right.
      request.log.warn({ sqlState }, "transaction rolled back by the database (deadlock or serialization)");
      return reply.status(409).send(body(CONCURRENT_CHANGE_MESSAGE));
    }
    if (isConnectionLost(error)) {
      // The primary went away (a failover, a restart): a connect was retried for a few seconds, but a
      // statement or COMMIT on a connection that died may or may not have landed, so it is not retried
      // blindly; the caller is told to check (idempotency keys make money calls safe to send again).
      request.log.warn({ err: error }, "database connection lost");
      return reply.status(503).header("retry-after", "2").send(body(DATABASE_UNREACHABLE_MESSAGE));
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send(body("Error processing request."));
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type) keep their status and message;
    // the token endpoint says them in its OAuth2 shape.
    if (isOAuthRoute(request)) return reply.status(status).send(oauthError(error.message));
    return reply.status(status).send(body(error.message));
  });
}

export const BAD_URL_MESSAGE =
  "The address is not valid: a % sign must start a valid escape of UTF-8 text (such as %20).";

/**
 * Fastify's router errors (a broken percent escape in the path, FST_ERR_BAD_URL) answered like every
 * other 400, in the usual error body.
 */
export function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(body(status === 400 ? BAD_URL_MESSAGE : error.message));
}

export const CONCURRENT_CHANGE_MESSAGE =
  "This record was changed by someone else at the same moment. Reload it and try again.";

/** The SQLSTATE of a PostgreSQL error from either driver, possibly wrapped by Drizzle. */
export function postgresCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
