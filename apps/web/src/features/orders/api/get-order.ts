import type { TOrderSummary } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api";
import { orderKeys } from "./order-keys";

/** GET /api/orders/{id}. Quiet: a failed load goes to /orders/invalid instead of a toast. */
export function getOrder(orderId: string, signal?: AbortSignal) {
  return api.get<TOrderSummary>(`/api/orders/${encodeURIComponent(orderId)}`, { signal, isQuiet: true });
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.summary(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
