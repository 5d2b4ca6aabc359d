export const GENERIC_ERROR = "Error processing request.";
export const REFRESH_ERROR = "Error refreshing token";

/** Error body of every /api/ call (DESIGN §6). */
export type ErrorBody = {
  message?: string;
  exceptionMessage?: string;
  modelState?: Record<string, string[]>;
};

/** A failed /api/ call. `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    super(errorMessageOf(body));
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  get modelState(): Record<string, string[]> {
    return this.body?.modelState ?? {};
  }

  /** Every model-state message in the order the server gave them. */
  get modelStateMessages(): string[] {
    return Object.values(this.modelState).flat();
  }
}

/** Session ended: a refresh that failed or a session timeout (administration §8 "Session events"). */
export class SessionError extends Error {
  readonly code: string | number;

  constructor(code: string | number, message: string) {
    super(message);
    this.name = "SessionError";
    this.code = code;
  }
}

/** The toast text for a failed call: the server's exceptionMessage, else its message, else the generic text. */
export function errorMessageOf(body: ErrorBody | null | undefined): string {
  const exception = body?.exceptionMessage?.trim();
  if (exception) return exception;
  const message = body?.message?.trim();
  if (message) return message;
  return GENERIC_ERROR;
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function asErrorBody(value: unknown): ErrorBody | null {
  return typeof value === "object" && value !== null ? (value as ErrorBody) : null;
}
