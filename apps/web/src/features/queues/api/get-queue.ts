import type { TQueueKey, TQueuePage, TQueueSort } from "@gbo/contracts/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api";
import { queueKeys as orderQueueKeys } from "../../orders";

export type QueueWindow = "recent" | "all";
export type QueueCountry = "US" | "CA" | null;

export type QueueQuery = {
  queue: TQueueKey;
  page: number;
  search: string;
  window: QueueWindow;
  country: QueueCountry;
  /** The steps to list on a combined queue (grading, imaging); null: every step. */
  steps: readonly string[] | null;
  /** Absent or `due`: most overdue first. */
  sort?: TQueueSort;
};

/** The `extra` path segment: `recent` | `all`, with `-us` / `-ca` on the shipping and pickup lists. */
export function queueExtra(window: QueueWindow, country: QueueCountry): string {
  return country ? `${window}-${country.toLowerCase()}` : window;
}

/** GET /api/orders/queue/{queue}/{page}/{search}/{extra}?steps=…&sort=…; `-` stands for no search. */
export function queuePath(query: QueueQuery): string {
  const search = query.search.trim() ? encodeURIComponent(query.search.trim()) : "-";
  const options = [
    ...(query.steps ? [`steps=${query.steps.join(",")}`] : []),
    ...(query.sort && query.sort !== "due" ? [`sort=${query.sort}`] : []),
  ];
  const tail = options.length > 0 ? `?${options.join("&")}` : "";
  return `/api/orders/queue/${query.queue}/${query.page}/${search}/${queueExtra(query.window, query.country)}${tail}`;
}

export function getQueue(query: QueueQuery, signal?: AbortSignal) {
  return api.get<TQueuePage>(queuePath(query), { signal });
}

/** Under the orders feature's queue prefix, which every order write and live event invalidates. */
export const queueKeys = {
  all: orderQueueKeys.all,
  page: (query: QueueQuery) => [...orderQueueKeys.all, query] as const,
  counts: [...orderQueueKeys.all, "counts"] as const,
};

export const queueQueryOptions = (query: QueueQuery) =>
  queryOptions({
    queryKey: queueKeys.page(query),
    queryFn: ({ signal }) => getQueue(query, signal),
    // Live events refresh the queue; the poll is only a safety net when the stream is down.
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export function useQueue(query: QueueQuery) {
  return useQuery(queueQueryOptions(query));
}
