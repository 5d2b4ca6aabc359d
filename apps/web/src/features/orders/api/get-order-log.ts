import type { TOrderLog } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../api";
import { orderKeys } from "./order-keys";

/** GET /api/orders/{id}/log */
export function getOrderLog(orderId: string, signal?: AbortSignal) {
  return api.get<TOrderLog>(`/api/orders/${encodeURIComponent(orderId)}/log`, { signal });
}

export const orderLogQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.log(orderId),
    queryFn: ({ signal }) => getOrderLog(orderId, signal),
  });

export function useOrderLog(orderId: string, isEnabled = true) {
  return useQuery({ ...orderLogQueryOptions(orderId), enabled: isEnabled });
}
