import type { TTierDetail } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api";
import { orderKeys, orderPath } from "../../orders";

/** GET /api/orders/{id}/tiers/{tierId}: the tier, its comics and what the workflow allows next. */
export function getTier(orderId: string, tierId: string, signal?: AbortSignal) {
  return api.get<TTierDetail>(`${orderPath(orderId)}/tiers/${encodeURIComponent(tierId)}`, {
    signal,
    isQuiet: true,
  });
}

export const tierQueryOptions = (orderId: string, tierId: string) =>
  queryOptions({
    queryKey: orderKeys.tier(orderId, tierId),
    queryFn: ({ signal }) => getTier(orderId, tierId, signal),
  });

export function useTier(orderId: string, tierId: string) {
  return useQuery(tierQueryOptions(orderId, tierId));
}
