import type { TTierDetail } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { orderKeys } from "../../orders";

/** GET /api/orders/{id}/tiers/{tierId}: the tier, its comics and what the workflow allows next. */
export async function getTier(orderId: string, tierId: string, signal?: AbortSignal): Promise<TTierDetail> {
  return dataOf(
    await client.GET("/api/orders/{id}/tiers/{tierId}", {
      params: { path: { id: orderId, tierId } },
      signal,
      fetch: quiet,
    }),
  );
}

export const tierQueryOptions = (orderId: string, tierId: string) =>
  queryOptions({
    queryKey: orderKeys.tier(orderId, tierId),
    queryFn: ({ signal }) => getTier(orderId, tierId, signal),
  });

export function useTier(orderId: string, tierId: string) {
  return useQuery(tierQueryOptions(orderId, tierId));
}
