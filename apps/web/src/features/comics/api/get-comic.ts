import type { TComic } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { orderKeys } from "../../orders";

/** GET /api/orders/{id}/comic/{comicId}: every field of one comic (sequence or unique id). */
export async function getComic(orderId: string, comicId: string, signal?: AbortSignal): Promise<TComic> {
  const params = { path: { id: orderId, comicId } };
  return dataOf(await client.GET("/api/orders/{id}/comic/{comicId}", { params, signal, fetch: quiet }));
}

export const comicQueryOptions = (orderId: string, comicId: string) =>
  queryOptions({
    queryKey: orderKeys.comic(orderId, comicId),
    queryFn: ({ signal }) => getComic(orderId, comicId, signal),
  });

export function useComic(orderId: string, comicId: string) {
  return useQuery(comicQueryOptions(orderId, comicId));
}
