// The comic screen's rework calls (workflow §7): the order rollup, the raw-grade list, redo, and the
// per-comic pressing failed (the tier's existing call with one comic's id). Writes are quiet:
// useOrderAction shows the outcome and handles a stale version.

import type { TOrderRollup, TRawPage, TRedoComicsBody, TRedoTierBody } from "@gbo/contracts/comics";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { orderKeys } from "../../orders";

/** Under the order's key, so every write to the order (and its live events) refreshes it. */
export const rollupQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.order(orderId), "rollup"] as const,
    queryFn: async ({ signal }): Promise<TOrderRollup> =>
      dataOf(
        await client.GET("/api/orders/{id}/rollup", {
          params: { path: { id: orderId } },
          signal,
          fetch: quiet,
        }),
      ),
  });

export function useRollup(orderId: string) {
  return useQuery(rollupQueryOptions(orderId));
}

export const RAW_PAGE_SIZE = 50;

export function useRawGrades(page: number) {
  return useQuery({
    queryKey: ["raw-grades", page] as const,
    queryFn: async ({ signal }): Promise<TRawPage> => {
      const params = { query: { page, pageSize: RAW_PAGE_SIZE } };
      return dataOf(await client.GET("/api/orders/raw", { params, signal, fetch: quiet }));
    },
    placeholderData: keepPreviousData,
  });
}

export async function redoComics(orderId: string, body: TRedoComicsBody): Promise<TOrderActionResult> {
  const params = { path: { id: orderId } };
  return dataOf(await client.POST("/api/orders/{id}/redo", { params, body, fetch: quiet }));
}

export async function redoTier(
  orderId: string,
  tierId: string,
  body: TRedoTierBody,
): Promise<TOrderActionResult> {
  const params = { path: { id: orderId, tier: tierId } };
  return dataOf(await client.POST("/api/orders/{id}/redo/{tier}", { params, body, fetch: quiet }));
}

/** POST /api/orders/{id}/pressingfail/{tier} with this one comic. */
export async function markComicPressingFailed(
  orderId: string,
  tierId: string,
  comicId: string,
  version: number,
): Promise<TOrderActionResult> {
  const params = { path: { id: orderId, tier: tierId } };
  const body = { comicIds: [comicId], version };
  return dataOf(await client.POST("/api/orders/{id}/pressingfail/{tier}", { params, body, fetch: quiet }));
}
