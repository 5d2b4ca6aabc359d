import type { TQueueCounts } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { useLiveOrderEvents } from "../../live";
import { queueKeys } from "./get-queue";

/** GET /api/orders/queue-counts: waiting and late per station queue the worker may read. */
export async function getQueueCounts(signal?: AbortSignal): Promise<TQueueCounts> {
  return dataOf(await client.GET("/api/orders/queue-counts", { signal, fetch: quiet }));
}

export const queueCountsQueryOptions = () =>
  queryOptions({
    // Under the queues prefix, so every order event that refreshes the queues refreshes the counts.
    queryKey: queueKeys.counts,
    queryFn: ({ signal }) => getQueueCounts(signal),
    // Live events refresh the counts; the poll is a safety net when the stream is down.
    refetchInterval: 120_000,
    staleTime: 10_000,
  });

/** The counts, kept live: the menu and the dashboard read them. */
export function useQueueCounts() {
  useLiveOrderEvents();
  return useQuery(queueCountsQueryOptions());
}
