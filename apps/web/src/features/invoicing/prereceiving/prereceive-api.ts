// The pre-receiving calls (submissions-pricing §7) and the page's query. Quiet: the page shows the
// server's message itself ("Save and complete failures show the server's error message").

import type { TReholderComic } from "@gbo/contracts/catalog";
import type {
  TPreReceive,
  TPreReceiveComic,
  TPreReceiveCompleteResult,
  TPreReceiveSubmitResult,
} from "@gbo/contracts/invoicing";
import type { TOrderActionResult } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";

export const preReceiveKey = (orderId: string) => ["prereceive", orderId] as const;

export async function getPreReceive(orderId: string, signal?: AbortSignal): Promise<TPreReceive> {
  const path = { id: orderId };
  return dataOf(await client.GET("/api/orders/{id}/prereceive", { params: { path }, signal, fetch: quiet }));
}

export const preReceiveQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: preReceiveKey(orderId),
    queryFn: ({ signal }) => getPreReceive(orderId, signal),
  });

export function usePreReceive(orderId: string) {
  return useQuery(preReceiveQueryOptions(orderId));
}

export async function submitComics(
  orderId: string,
  version: number,
  comics: TPreReceiveComic[],
): Promise<TPreReceiveSubmitResult> {
  return dataOf(
    await client.POST("/api/orders/prereceive/comics/{id}/submit", {
      params: { path: { id: orderId } },
      body: { version, comics },
      fetch: quiet,
    }),
  );
}

export async function completePreReceive(
  orderId: string,
  version: number,
): Promise<TPreReceiveCompleteResult> {
  const params = { path: { id: orderId } };
  return dataOf(
    await client.POST("/api/orders/prereceive/{id}/complete", { params, body: { version }, fetch: quiet }),
  );
}

export async function moveToInvoicing(orderId: string, version: number): Promise<TOrderActionResult> {
  const params = { path: { id: orderId } };
  return dataOf(
    await client.PUT("/api/orders/{id}/movetoinvoicing/", { params, body: { version }, fetch: quiet }),
  );
}

export async function lookupReholder(uniqueId: string): Promise<TReholderComic> {
  const params = { path: { uniqueId } };
  return dataOf(await client.GET("/api/data/comic/{uniqueId}", { params, fetch: quiet }));
}
