import type { TOrderEvent } from "@gbo/contracts/orders";
import { areQueueCountsStale, countsReadDelay } from "@gbo/domain/workflow";
import { type Query, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../api";
import { identityStore } from "../../auth/session";
import { openOrderEventStream } from "./api/order-event-stream";
import { openSharedOrderEvents } from "./api/shared-order-events";
import { isQueryStaleAfter } from "./queue-query-scope";

// Query key prefixes the order features use (kept literal so this feature imports no other's internals).
const ORDERS = "orders";
const QUEUES = "queues";
const COUNTS = "counts";
const BATCH_MS = 150;

/** Moving from one order screen to the next keeps the same stream instead of reopening it. */
const LINGER_MS = 2000;

let subscribers = 0;
let close: (() => void) | null = null;
let closeTimer: number | null = null;
let pending: TOrderEvent[] = [];
let flushTimer: number | null = null;
/** The worker whose events this tab follows now (null: none). */
let followedUser: string | null = null;
let leave: (() => void) | null = null;
let countsReadAt = Number.NEGATIVE_INFINITY;
let countsTimer: number | null = null;

/** The menu's counts: at once after a quiet spell, then at the domain's pace (one read due at a time). */
function readCountsAgain(queryClient: QueryClient) {
  if (countsTimer !== null) return;
  const read = () => {
    countsTimer = null;
    countsReadAt = Date.now();
    void queryClient.invalidateQueries({ queryKey: [QUEUES, COUNTS] });
  };
  const delay = countsReadDelay(countsReadAt, Date.now());
  if (delay === 0) read();
  else countsTimer = window.setTimeout(read, delay);
}

/**
 * Many events in a burst (a whole tier scanned elsewhere) become one refetch per screen, and only of the
 * screens they can change: a queue page or the counts read again when the server's queue cache would
 * answer anew (the domain's queue scope rule), so a busy lab's scans do not re-read every open queue.
 */
function schedule(queryClient: QueryClient, event: TOrderEvent) {
  pending.push(event);
  if (flushTimer !== null) return;
  flushTimer = window.setTimeout(() => {
    const events = pending;
    pending = [];
    flushTimer = null;
    for (const orderId of new Set(events.map((e) => e.orderId))) {
      void queryClient.invalidateQueries({ queryKey: [ORDERS, orderId] });
    }
    void queryClient.invalidateQueries({
      queryKey: [QUEUES],
      predicate: (query: Query) =>
        query.queryKey[1] !== COUNTS && isQueryStaleAfter(query.queryKey, query.state.data, events),
    });
    if (events.some(areQueueCountsStale)) readCountsAgain(queryClient);
  }, BATCH_MS);
}

function readEverythingAgain(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [ORDERS] });
  void queryClient.invalidateQueries({ queryKey: [QUEUES] });
}

/** Joins the signed-in worker's shared stream (as its leader or a follower); nothing when signed out. */
function follow(queryClient: QueryClient) {
  // A new stream starts a new pace (its first move reads the counts at once).
  if (countsTimer !== null) window.clearTimeout(countsTimer);
  countsTimer = null;
  countsReadAt = Number.NEGATIVE_INFINITY;
  followedUser = identityStore.get()?.userName ?? null;
  if (followedUser === null) return;
  close = openSharedOrderEvents({
    key: followedUser,
    onEvent: (event) => schedule(queryClient, event),
    // Events sent while the stream was down (or while another tab's stream handed over) are lost.
    onOpen: (isReconnect) => {
      if (isReconnect) readEverythingAgain(queryClient);
    },
    openStream: (handlers) =>
      openOrderEventStream({
        // Read from storage, not memory: a tab taking over may not have heard yet that another tab
        // signed out or refreshed the token (its storage event is still on the way).
        getToken: () => identityStore.reload()?.accessToken ?? null,
        refreshToken: () => api.refreshTokens(),
        ...handlers,
      }),
  });
}

function stop() {
  close?.();
  close = null;
  followedUser = null;
}

/** Follows the signed-in worker's events until the returned function is called. */
function start(queryClient: QueryClient): () => void {
  follow(queryClient);
  // Signed out, or another worker signed in (here or in another tab of this browser): leave this
  // worker's stream at once, so no event of theirs reaches this tab, and join the new worker's.
  const stopFollowingIdentity = identityStore.subscribe(() => {
    if ((identityStore.get()?.userName ?? null) === followedUser) return;
    stop();
    follow(queryClient);
  });
  // A frozen tab (or one kept in the back-forward cache) runs nothing: as leader it would starve every
  // tab. It leaves, and on its return reads everything again (it heard nothing meanwhile).
  const onFreeze = () => stop();
  const onResume = () => {
    if (!close) follow(queryClient);
    readEverythingAgain(queryClient);
  };
  const onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted) onFreeze();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) onResume();
  };
  document.addEventListener("freeze", onFreeze);
  document.addEventListener("resume", onResume);
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    stopFollowingIdentity();
    document.removeEventListener("freeze", onFreeze);
    document.removeEventListener("resume", onResume);
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
    stop();
  };
}

/**
 * Keeps the open order and queue screens current: a change made at another station refetches the
 * affected order and the queue screens it can change. One stream per browser however many tabs and
 * screens ask for it.
 */
export function useLiveOrderEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    subscribers += 1;
    if (closeTimer !== null) {
      window.clearTimeout(closeTimer);
      closeTimer = null;
    }
    if (subscribers === 1 && !leave) leave = start(queryClient);
    return () => {
      subscribers -= 1;
      if (subscribers === 0) {
        closeTimer = window.setTimeout(() => {
          closeTimer = null;
          leave?.();
          leave = null;
        }, LINGER_MS);
      }
    };
  }, [queryClient]);
}
