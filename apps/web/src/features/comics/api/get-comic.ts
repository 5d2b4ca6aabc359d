import type { TComic } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api";
import { orderKeys, orderPath } from "../../orders";

/** GET /api/orders/{id}/comic/{comicId}: every field of one comic (sequence or unique id). */
export function getComic(orderId: string, comicId: string, signal?: AbortSignal) {
  return api.get<TComic>(`${orderPath(orderId)}/comic/${encodeURIComponent(comicId)}`, {
    signal,
    isQuiet: true,
  });
}

export const comicQueryOptions = (orderId: string, comicId: string) =>
  queryOptions({
    queryKey: orderKeys.comic(orderId, comicId),
    queryFn: ({ signal }) => getComic(orderId, comicId, signal),
  });

export function useComic(orderId: string, comicId: string) {
  return useQuery(comicQueryOptions(orderId, comicId));
}
