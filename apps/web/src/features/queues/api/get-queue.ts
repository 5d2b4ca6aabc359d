import type { TQueueKey, TQueuePage, TQueueSort } from "@gbo/contracts/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { createFinalURL, createQuerySerializer, defaultPathSerializer } from "openapi-fetch";
import { client, dataOf } from "../../../api";
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

const QUEUE_PAGE = "/api/orders/queue/{queue}/{page}/{search}/{extra}";
// The steps go as the comma list the server splits, unescaped as the screens have always sent them.
const querySerializer = { allowReserved: true };

/** The typed parameters of one queue page: `-` stands for no search; the default sort is left out. */
export function queueParams(query: QueueQuery) {
  return {
    path: {
      queue: query.queue,
      page: query.page,
      search: query.search.trim() || "-",
      extra: queueExtra(query.window, query.country),
    },
    query: {
      steps: query.steps ? query.steps.join(",") : undefined,
      sort: query.sort && query.sort !== "due" ? query.sort : undefined,
    },
  };
}

/** GET /api/orders/queue/{queue}/{page}/{search}/{extra}?steps=…&sort=…: the address getQueue calls. */
export function queuePath(query: QueueQuery): string {
  return createFinalURL(QUEUE_PAGE, {
    baseUrl: "",
    params: queueParams(query),
    querySerializer: createQuerySerializer(querySerializer),
    pathSerializer: defaultPathSerializer,
  });
}

export async function getQueue(query: QueueQuery, signal?: AbortSignal): Promise<TQueuePage> {
  return dataOf(await client.GET(QUEUE_PAGE, { params: queueParams(query), querySerializer, signal }));
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
