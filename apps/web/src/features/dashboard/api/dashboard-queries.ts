import type {
  TDashboardFlow,
  TDashboardRangeQuery,
  TDashboardRisk,
  TDashboardStations,
  TDashboardThroughput,
} from "@gbo/contracts/dashboard";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api";

export const RISK_PAGE_SIZE = 25;

/** Not under the queues prefix: live events reach these through useLiveDashboard, debounced. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  stations: ["dashboard", "stations"] as const,
  flow: ["dashboard", "flow"] as const,
  risk: (page: number) => ["dashboard", "risk", page] as const,
  throughput: (range: TDashboardRangeQuery) => ["dashboard", "throughput", range.from, range.to] as const,
};

// Live events refresh the figures; the poll is a safety net when the stream is down.
const SAFETY_POLL_MS = 120_000;

export function riskPath(page: number): string {
  return `/api/dashboard/risk?page=${page}&pageSize=${RISK_PAGE_SIZE}`;
}

export function throughputPath(range: TDashboardRangeQuery): string {
  return `/api/dashboard/throughput?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
}

export function useDashboardStations() {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.stations,
      queryFn: ({ signal }) =>
        api.get<TDashboardStations>("/api/dashboard/stations", { signal, isQuiet: true }),
      refetchInterval: SAFETY_POLL_MS,
    }),
  );
}

export function useDashboardFlow() {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.flow,
      queryFn: ({ signal }) => api.get<TDashboardFlow>("/api/dashboard/flow", { signal, isQuiet: true }),
      refetchInterval: SAFETY_POLL_MS,
    }),
  );
}

export function useDashboardRisk(page: number) {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.risk(page),
      queryFn: ({ signal }) => api.get<TDashboardRisk>(riskPath(page), { signal, isQuiet: true }),
      refetchInterval: SAFETY_POLL_MS,
      placeholderData: keepPreviousData,
    }),
  );
}

/** `range` null: the browser already refused it, nothing is asked. */
export function useDashboardThroughput(range: TDashboardRangeQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.throughput(range ?? { from: "", to: "" }),
      queryFn: ({ signal }) =>
        api.get<TDashboardThroughput>(throughputPath(range as TDashboardRangeQuery), {
          signal,
          isQuiet: true,
        }),
      enabled: range !== null,
      refetchInterval: SAFETY_POLL_MS,
      placeholderData: keepPreviousData,
    }),
  );
}
