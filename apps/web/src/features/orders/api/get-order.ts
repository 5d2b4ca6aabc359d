import type { TOrderSummary } from "@gbo/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, dataOf, quiet } from "../../../api";
import { orderKeys } from "./order-keys";

/** GET /api/orders/{id}. Quiet: a failed load goes to /orders/invalid instead of a toast. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<TOrderSummary> {
  return dataOf(
    await client.GET("/api/orders/{id}", { params: { path: { id: orderId } }, signal, fetch: quiet }),
  );
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.summary(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
