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
import { api } from "../../../api";

const enc = encodeURIComponent;

export const preReceiveKey = (orderId: string) => ["prereceive", orderId] as const;

export function getPreReceive(orderId: string, signal?: AbortSignal) {
  return api.get<TPreReceive>(`/api/orders/${enc(orderId)}/prereceive`, { signal, isQuiet: true });
}

export const preReceiveQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: preReceiveKey(orderId),
    queryFn: ({ signal }) => getPreReceive(orderId, signal),
  });

export function usePreReceive(orderId: string) {
  return useQuery(preReceiveQueryOptions(orderId));
}

export function submitComics(orderId: string, version: number, comics: TPreReceiveComic[]) {
  return api.post<TPreReceiveSubmitResult>(
    `/api/orders/prereceive/comics/${enc(orderId)}/submit`,
    { version, comics },
    { isQuiet: true },
  );
}

export function completePreReceive(orderId: string, version: number) {
  return api.post<TPreReceiveCompleteResult>(
    `/api/orders/prereceive/${enc(orderId)}/complete`,
    { version },
    { isQuiet: true },
  );
}

export function moveToInvoicing(orderId: string, version: number) {
  return api.put<TOrderActionResult>(
    `/api/orders/${enc(orderId)}/movetoinvoicing/`,
    { version },
    {
      isQuiet: true,
    },
  );
}

export function lookupReholder(uniqueId: string) {
  return api.get<TReholderComic>(`/api/data/comic/${enc(uniqueId)}`, { isQuiet: true });
}
