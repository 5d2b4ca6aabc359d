// GET /api/events?access_token=…: the server's stream of order changes (contracts/orders/events.ts).
// EventSource cannot send headers, hence the token in the query. The browser reconnects by itself
// after a network drop; a refused token (401 after 15 minutes) closes the stream for good, so we
// reopen it with the current token, refreshing it first when it has not changed since the refusal.
import type { TOrderEvent } from "@gbo/contracts/orders";
import type { ApiPaths } from "../../../api";

/** A stream, not JSON: EventSource opens it, by the path the server's document names. */
export const EVENTS_PATH = "/api/events" satisfies keyof ApiPaths;
export const RECONNECT_MS = 2000;

export type OrderEventStreamDeps = {
  getToken: () => string | null;
  refreshToken: () => Promise<unknown>;
  onEvent: (event: TOrderEvent) => void;
  /** Called when the stream (re)opens, or the server says it resynced: events may have been missed. */
  onOpen?: (isReconnect: boolean) => void;
  /** null when the browser has no EventSource: the screens then rely on their polling. */
  createSource?: (url: string) => EventSource | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export function parseOrderEvent(data: string): TOrderEvent | null {
  try {
    const value = JSON.parse(data) as Partial<TOrderEvent> | null;
    if (!value || typeof value.orderId !== "string") return null;
    return {
      orderId: value.orderId,
      tierId: typeof value.tierId === "string" ? value.tierId : null,
      fromStatus: typeof value.fromStatus === "string" ? value.fromStatus : null,
      toStatus: typeof value.toStatus === "string" ? value.toStatus : null,
    };
  } catch {
    return null;
  }
}

/** Opens the stream; the returned function closes it for good. */
export function openOrderEventStream(deps: OrderEventStreamDeps): () => void {
  const createSource =
    deps.createSource ??
    ((url: string) => (typeof EventSource === "undefined" ? null : new EventSource(url)));
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => window.setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer: unknown) => window.clearTimeout(timer as number));
  let source: EventSource | null = null;
  let timer: unknown = null;
  let isClosed = false;
  let hasOpened = false;
  let refusedToken: string | null = null;

  function connect() {
    timer = null;
    if (isClosed) return;
    const token = deps.getToken();
    if (!token) return; // signed out: nothing to follow
    const current = createSource(`${EVENTS_PATH}?access_token=${encodeURIComponent(token)}`);
    if (!current) return;
    source = current;
    current.addEventListener("open", () => {
      refusedToken = null;
      deps.onOpen?.(hasOpened);
      hasOpened = true;
    });
    // The server's own listener lost its database connection and is back: events may have been missed.
    current.addEventListener("resync", () => deps.onOpen?.(true));
    // The worker's session ended on the server (disabled, claims or password changed): the old token
    // is dead. Refresh once: it works when a new sign-in exists, and otherwise ends the session here.
    current.addEventListener("session-ended", () => {
      current.close();
      deps.refreshToken().then(
        () => {
          if (!isClosed) timer = setTimer(connect, RECONNECT_MS);
        },
        () => {},
      );
    });
    current.addEventListener("order", (message) => {
      const event = parseOrderEvent((message as MessageEvent<string>).data);
      if (event) deps.onEvent(event);
    });
    current.addEventListener("error", () => {
      if (current.readyState !== 2 /* CLOSED */ || isClosed) return; // the browser retries itself
      current.close();
      const isSameTokenRefusedTwice = refusedToken === token;
      refusedToken = token;
      const retry = () => {
        if (!isClosed) timer = setTimer(connect, RECONNECT_MS);
      };
      if (isSameTokenRefusedTwice) {
        deps.refreshToken().then(retry, () => {}); // a failed refresh ends the session elsewhere
      } else {
        retry();
      }
    });
  }

  connect();
  return () => {
    isClosed = true;
    if (timer !== null) clearTimer(timer);
    source?.close();
  };
}
