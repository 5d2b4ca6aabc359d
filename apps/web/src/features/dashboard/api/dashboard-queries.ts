import type {
  TDashboardFlow,
  TDashboardRangeQuery,
  TDashboardRisk,
  TDashboardStations,
  TDashboardThroughput,
} from "@gbo/contracts/dashboard";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";

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

export function useDashboardStations() {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.stations,
      queryFn: async ({ signal }): Promise<TDashboardStations> =>
        dataOf(await client.GET("/api/dashboard/stations", { signal, fetch: quiet })),
      refetchInterval: SAFETY_POLL_MS,
    }),
  );
}

export function useDashboardFlow() {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.flow,
      queryFn: async ({ signal }): Promise<TDashboardFlow> =>
        dataOf(await client.GET("/api/dashboard/flow", { signal, fetch: quiet })),
      refetchInterval: SAFETY_POLL_MS,
    }),
  );
}

export function useDashboardRisk(page: number) {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.risk(page),
      queryFn: async ({ signal }): Promise<TDashboardRisk> =>
        dataOf(
          await client.GET("/api/dashboard/risk", {
            params: { query: { page, pageSize: RISK_PAGE_SIZE } },
            signal,
            fetch: quiet,
          }),
        ),
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
      queryFn: async ({ signal }): Promise<TDashboardThroughput> => {
        const { from, to } = range as TDashboardRangeQuery;
        return dataOf(
          await client.GET("/api/dashboard/throughput", {
            params: { query: { from, to } },
            signal,
            fetch: quiet,
          }),
        );
      },
      enabled: range !== null,
      refetchInterval: SAFETY_POLL_MS,
      placeholderData: keepPreviousData,
    }),
  );
}
