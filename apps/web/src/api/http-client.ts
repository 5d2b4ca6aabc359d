import { type Identity, identityFromToken } from "../auth/identity";
import type { IdentityStore } from "../auth/identity-store";
import { ApiError, asErrorBody, errorMessageOf, REFRESH_ERROR, readJson, SessionError } from "./api-error";
import { postToken, refreshGrant, TOKEN_PATH, TokenError } from "./token-client";

export const TOAST_MS = 3000;

export type Notice = {
  title?: string;
  message: string;
  color: "red" | "yellow" | "green" | "blue";
  autoClose: number;
};

export type SessionEnd = {
  reason: "timeout" | "refresh-failed" | "unauthenticated";
  code: string | number;
  message: string;
};

export type ApiClientDeps = {
  fetch: typeof fetch;
  identity: IdentityStore;
  notify: (notice: Notice) => void;
  /** Called after the identity is cleared; the app goes to /login. */
  onSessionEnd: (end: SessionEnd) => void;
  /** Runs the refresh under a lock shared by the browser's tabs (Web Locks), when there is one. */
  withRefreshLock?: <T>(run: () => Promise<T>) => Promise<T>;
};

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** The caller shows the failure itself (e.g. a heading plus model-state messages): no toast. */
  isQuiet?: boolean;
};

export type ApiClient = {
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /**
   * The same exchange for a prepared Request (the typed client's fetch): answers the Response when it is
   * OK, after the same refresh, session and toast handling; throws ApiError otherwise.
   */
  fetchRequest: (request: Request, options?: Pick<RequestOptions, "isQuiet">) => Promise<Response>;
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) => Promise<T>;
  del: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) => Promise<T>;
  /**
   * Exchanges the refresh token once; concurrent callers share the same exchange. Given the access
   * token that was refused, returns the stored identity instead when it already holds a newer one.
   */
  refreshTokens: (refusedAccessToken?: string) => Promise<Identity>;
};

const SESSION_TIMEOUT_STATUSES = new Set([419, 440]);
export const SESSION_TIMEOUT_MESSAGE = "Your session has timed out. Please sign in again.";

/**
 * The one way the web app calls the server: bearer token on every call, one silent refresh and
 * retry on a 401, session handling for 419/440 and failed refreshes, and a toast for failures.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  let refreshing: Promise<Identity> | null = null;

  function endSession(end: SessionEnd) {
    deps.identity.clear();
    deps.onSessionEnd(end);
  }

  async function exchangeRefreshToken(refusedAccessToken?: string): Promise<Identity> {
    // Refresh tokens are single use: if another tab (or an earlier refresh here) already renewed
    // the tokens, use those; refreshing again with the spent token would end the whole session.
    const current = deps.identity.reload();
    if (current && refusedAccessToken && current.accessToken !== refusedAccessToken) return current;
    if (!current?.refreshToken) {
      const error = new SessionError("invalid_token", "");
      endSession({ reason: "refresh-failed", code: error.code, message: error.message });
      throw error;
    }
    try {
      const answer = await postToken(deps.fetch, refreshGrant(current.refreshToken), REFRESH_ERROR);
      const next = identityFromToken(answer);
      // The token answer may omit the refresh token when the server does not rotate it.
      const identity = { ...next, refreshToken: next.refreshToken || current.refreshToken };
      deps.identity.set(identity);
      return identity;
    } catch (caught) {
      const error =
        caught instanceof TokenError
          ? new SessionError(caught.code, caught.message || (caught.code === 0 ? REFRESH_ERROR : ""))
          : new SessionError(0, REFRESH_ERROR);
      endSession({ reason: "refresh-failed", code: error.code, message: error.message });
      throw error;
    }
  }

  function refreshTokens(refusedAccessToken?: string): Promise<Identity> {
    if (!refreshing) {
      const run = () => exchangeRefreshToken(refusedAccessToken);
      refreshing = (deps.withRefreshLock ? deps.withRefreshLock(run) : run()).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  function toast(message: string) {
    deps.notify({ message, color: "red", autoClose: TOAST_MS });
  }

  type Exchange = { method: string; body?: string; contentType?: string; signal?: AbortSignal | null };

  /** One call with the session's token: the Response when OK; refreshes once on a 401; throws otherwise. */
  async function exchange(
    path: string,
    call: Exchange,
    options: Pick<RequestOptions, "isQuiet">,
    isRetry: boolean,
  ): Promise<Response> {
    const identity = deps.identity.get();
    const headers: Record<string, string> = { Accept: "application/json" };
    if (call.body !== undefined) headers["Content-Type"] = call.contentType ?? "application/json";
    if (identity?.accessToken) headers.Authorization = `Bearer ${identity.accessToken}`;

    let response: Response;
    try {
      response = await deps.fetch(path, {
        method: call.method,
        headers,
        body: call.body,
        signal: call.signal ?? undefined,
      });
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === "AbortError") throw caught;
      const error = new ApiError(0, null);
      if (!options.isQuiet) toast(error.message);
      throw error;
    }

    if (response.status === 401 && !isRetry && path !== TOKEN_PATH) {
      await refreshTokens(identity?.accessToken);
      return exchange(path, call, options, true);
    }
    if (response.status === 401) {
      const body = asErrorBody(await readJson(response));
      endSession({ reason: "unauthenticated", code: 401, message: errorMessageOf(body) });
      throw new ApiError(401, body);
    }
    if (SESSION_TIMEOUT_STATUSES.has(response.status)) {
      endSession({ reason: "timeout", code: response.status, message: SESSION_TIMEOUT_MESSAGE });
      throw new SessionError(response.status, SESSION_TIMEOUT_MESSAGE);
    }
    if (!response.ok) {
      // A 403 on an /api/ path stays on the page: the worker sees why and keeps working.
      const error = new ApiError(response.status, asErrorBody(await readJson(response)));
      if (!options.isQuiet) toast(error.message);
      throw error;
    }
    return response;
  }

  async function send(path: string, options: RequestOptions): Promise<unknown> {
    const call = {
      method: options.method ?? "GET",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    };
    return readJson(await exchange(path, call, options, false));
  }

  async function fetchRequest(request: Request, options: Pick<RequestOptions, "isQuiet"> = {}) {
    // Same-origin calls by path, as the rest of the app makes them.
    const url = new URL(request.url);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const body = hasBody ? await request.text() : undefined;
    const call = {
      method: request.method,
      body: body || undefined,
      contentType: request.headers.get("Content-Type") ?? undefined,
      signal: request.signal,
    };
    return exchange(url.pathname + url.search, call, options, false);
  }

  const request = <T>(path: string, options: RequestOptions = {}) => send(path, options) as Promise<T>;

  return {
    request,
    fetchRequest,
    get: (path, options) => request(path, { ...options, method: "GET" }),
    post: (path, body, options) => request(path, { ...options, method: "POST", body }),
    put: (path, body, options) => request(path, { ...options, method: "PUT", body }),
    del: (path, options) => request(path, { ...options, method: "DELETE" }),
    refreshTokens,
  };
}
