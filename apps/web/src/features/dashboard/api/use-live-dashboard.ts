import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLiveOrderEvents } from "../../live";
import { queueKeys } from "../../orders";
import { dashboardKeys } from "./dashboard-queries";

/** A burst of events (a whole tier scanned elsewhere) becomes one re-read of the figures... */
export const DASHBOARD_DEBOUNCE_MS = 1_500;
/** ...and a lab that never pauses still sees its figures re-read this often. */
export const DASHBOARD_MAX_WAIT_MS = 10_000;

/** How long to wait after an event: the debounce, cut short so no change waits past the max wait. */
export function refreshDelay(now: number, pendingSince: number, debounceMs: number, maxWaitMs: number) {
  return Math.max(0, Math.min(debounceMs, pendingSince + maxWaitMs - now));
}

/**
 * The live feature refreshes whatever sits under the queues prefix when an order event arrives (or the
 * stream reconnects). This marker query sits there and costs no request: each refresh gives it a new
 * time, and the dashboard re-reads its own (heavier) figures once events have paused.
 */
const liveMarker = queryOptions({
  queryKey: [...queueKeys.all, "dashboard-marker"] as const,
  queryFn: () => Date.now(),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

export function useLiveDashboard() {
  useLiveOrderEvents();
  const queryClient = useQueryClient();
  const { data: markedAt } = useQuery(liveMarker);
  const firstMark = useRef<number | undefined>(undefined);
  const pendingSince = useRef<number | null>(null);
  useEffect(() => {
    if (markedAt === undefined) return;
    firstMark.current ??= markedAt;
    // The first mark is the page opening: the figures are being read anyway.
    if (markedAt === firstMark.current) return;
    pendingSince.current ??= markedAt;
    const delay = refreshDelay(
      Date.now(),
      pendingSince.current,
      DASHBOARD_DEBOUNCE_MS,
      DASHBOARD_MAX_WAIT_MS,
    );
    const timer = window.setTimeout(() => {
      pendingSince.current = null;
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [markedAt, queryClient]);
}
