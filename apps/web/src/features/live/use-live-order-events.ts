import type { TOrderEvent } from "@gbo/contracts/orders";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../api";
import { identityStore } from "../../auth/session";
import { openOrderEventStream } from "./api/order-event-stream";

// Query key prefixes the order features use (kept literal so this feature imports no other's internals).
const ORDERS = "orders";
const QUEUES = "queues";
const BATCH_MS = 150;

/** Moving from one order screen to the next keeps the same stream instead of reopening it. */
const LINGER_MS = 2000;

let subscribers = 0;
let close: (() => void) | null = null;
let closeTimer: number | null = null;
let pending = new Set<string>();
let flushTimer: number | null = null;

/** Many events in a burst (a whole tier scanned elsewhere) become one refetch per screen. */
function schedule(queryClient: QueryClient, event: TOrderEvent) {
  pending.add(event.orderId);
  if (flushTimer !== null) return;
  flushTimer = window.setTimeout(() => {
    const orderIds = pending;
    pending = new Set();
    flushTimer = null;
    for (const orderId of orderIds) void queryClient.invalidateQueries({ queryKey: [ORDERS, orderId] });
    void queryClient.invalidateQueries({ queryKey: [QUEUES] });
  }, BATCH_MS);
}

/**
 * Keeps the open order and queue screens current: a change made at another station refetches the
 * affected order and the queues. One stream per tab however many screens ask for it.
 */
export function useLiveOrderEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    subscribers += 1;
    if (closeTimer !== null) {
      window.clearTimeout(closeTimer);
      closeTimer = null;
    }
    if (subscribers === 1 && !close) {
      close = openOrderEventStream({
        getToken: () => identityStore.get()?.accessToken ?? null,
        refreshToken: () => api.refreshTokens(),
        onEvent: (event) => schedule(queryClient, event),
        onOpen: (isReconnect) => {
          // Events sent while the stream was down are lost: read everything again once.
          if (isReconnect) {
            void queryClient.invalidateQueries({ queryKey: [ORDERS] });
            void queryClient.invalidateQueries({ queryKey: [QUEUES] });
          }
        },
      });
    }
    return () => {
      subscribers -= 1;
      if (subscribers === 0) {
        closeTimer = window.setTimeout(() => {
          closeTimer = null;
          close?.();
          close = null;
        }, LINGER_MS);
      }
    };
  }, [queryClient]);
}
