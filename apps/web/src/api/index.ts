import { notifications } from "@mantine/notifications";
import { identityStore } from "../auth/session";
import { createApiClient, type SessionEnd } from "./http-client";
import { createTypedClient } from "./typed-client";

export { ApiError, GENERIC_ERROR, SessionError } from "./api-error";
export type { ApiClient, RequestOptions } from "./http-client";

let onSessionEnd: (end: SessionEnd) => void = () => {};

/** The router registers where an ended session goes (/login); kept here so the client has no router import. */
export function setSessionEndHandler(handler: (end: SessionEnd) => void) {
  onSessionEnd = handler;
}

/** The app's API client: `api.get<T>("/api/...")`, `api.post<T>(path, body, { isQuiet })`, ... */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  identity: identityStore,
  notify: (notice) => notifications.show(notice),
  onSessionEnd: (end) => onSessionEnd(end),
  withRefreshLock:
    "locks" in navigator
      ? <T>(run: () => Promise<T>) => navigator.locks.request("gbo.token-refresh", run) as Promise<T>
      : undefined,
});

/** The typed calls (typed-client.ts): `dataOf(await client.GET("/api/...", { params }))`. */
export const { client, quiet } = createTypedClient(api, window.location.origin);
export { type ApiPaths, dataOf } from "./typed-client";
