// The comic screen's rework calls (workflow §7): the order rollup, the raw-grade list, redo, and the
// per-comic pressing failed (the tier's existing call with one comic's id). Writes are quiet:
// useOrderAction shows the outcome and handles a stale version.

import type { TOrderRollup, TRawPage, TRedoComicsBody, TRedoTierBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api";
import { orderKeys, orderPath } from "../../orders";

const quiet = { isQuiet: true } as const;

/** Under the order's key, so every write to the order (and its live events) refreshes it. */
export const rollupQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.order(orderId), "rollup"] as const,
    queryFn: ({ signal }) => api.get<TOrderRollup>(`${orderPath(orderId)}/rollup`, { signal, isQuiet: true }),
  });

export function useRollup(orderId: string) {
  return useQuery(rollupQueryOptions(orderId));
}

export const RAW_PAGE_SIZE = 50;

export function useRawGrades(page: number) {
  return useQuery({
    queryKey: ["raw-grades", page] as const,
    queryFn: ({ signal }) =>
      api.get<TRawPage>(`/api/orders/raw?page=${page}&pageSize=${RAW_PAGE_SIZE}`, { signal, isQuiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function redoComics(orderId: string, body: TRedoComicsBody) {
  return api.post<TOrderActionResult>(`${orderPath(orderId)}/redo`, body, quiet);
}

export function redoTier(orderId: string, tierId: string, body: TRedoTierBody) {
  return api.post<TOrderActionResult>(
    `${orderPath(orderId)}/redo/${encodeURIComponent(tierId)}`,
    body,
    quiet,
  );
}

/** POST /api/orders/{id}/pressingfail/{tier} with this one comic. */
export function markComicPressingFailed(orderId: string, tierId: string, comicId: string, version: number) {
  return api.post<TOrderActionResult>(
    `${orderPath(orderId)}/pressingfail/${encodeURIComponent(tierId)}`,
    { comicIds: [comicId], version },
    quiet,
  );
}
